import jwt from 'jsonwebtoken';
import { Role } from '../../server/src/auth/roles';
import { User } from '../../server/src/auth/user.entity';
import { CREATE, validProject } from '../fixtures/projects';
import { ADMIN, STAFF, dataOf, errorOf, startTestApp, type TestApp } from '../fixtures/test-app';
import { insertUser } from '../fixtures/users';

// The claims server/src/auth/tokens.ts signs and checks.
const ISSUER = 'brightline-site';
const AUDIENCE = 'brightline-api';

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token user { id email name role } }
}`;
const ME = 'query Me { me { id email name role } }';

type UserView = { id: number; email: string; name: string; role: string };
type LoginData = { login: { token: string; user: UserView } };
type MeData = { me: UserView | null };

let app: TestApp;
let adminToken: string;
let adminId: number;
let staffId: number;

beforeAll(async () => {
  app = await startTestApp();
  adminToken = await app.login(ADMIN.email, ADMIN.password);
  const users = app.dataSource.getRepository(User);
  adminId = (await users.findOneByOrFail({ email: ADMIN.email })).id;
  staffId = (await users.findOneByOrFail({ email: STAFF.email })).id;
});
afterAll(() => app?.close());

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token signed like the server's, for the admin at token version 0 unless told otherwise. */
const sign = (payload: object, options: jwt.SignOptions = {}, secret = app.config.jwtSecret) =>
  jwt.sign({ ver: 0, ...payload }, secret, {
    algorithm: 'HS256',
    subject: String(adminId),
    issuer: ISSUER,
    audience: AUDIENCE,
    ...options,
  });

describe('signing in', () => {
  it('returns a token and the user', async () => {
    const { login } = dataOf(await app.gql<LoginData>(LOGIN, ADMIN));
    expect(login.token.split('.')).toHaveLength(3);
    expect(login.user).toEqual({ id: adminId, email: ADMIN.email, name: 'Alex Morgan', role: 'ADMIN' });
  });

  it('matches the email address whatever its case and surrounding spaces', async () => {
    const { login } = dataOf(await app.gql<LoginData>(LOGIN, { ...ADMIN, email: '  Admin@BrightLine.example ' }));
    expect(login.user.email).toBe(ADMIN.email);
  });

  it.each([
    ['a wrong password', { email: ADMIN.email, password: 'Admin#2025' }],
    ['an unknown email', { email: 'nobody@brightline.example', password: ADMIN.password }],
  ])("gives 'Invalid credentials' (UNAUTHENTICATED) for %s", async (_case, credentials) => {
    const response = await app.gql(LOGIN, credentials);
    expect(response.data).toBeNull();
    expect(errorOf(response)).toMatchObject({
      message: 'Invalid credentials',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it("gives 'Invalid credentials' for a disabled account, and its earlier token stops working", async () => {
    const user = { email: 'leaver@brightline.example', password: 'Leaver#2026', role: Role.STAFF };
    const id = await insertUser(app.dataSource, user);
    const token = await app.login(user.email, user.password);
    await app.dataSource.getRepository(User).update({ id }, { active: false });

    expect(errorOf(await app.gql(LOGIN, user))).toMatchObject({
      message: 'Invalid credentials',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(dataOf(await app.gql<MeData>(ME, {}, token)).me).toBeNull();
  });

  it.each([
    ['email', { email: '', password: ADMIN.password }, 'Email is required'],
    ['password', { email: ADMIN.email, password: '' }, 'Password is required'],
  ])('refuses an empty %s with BAD_USER_INPUT', async (field, credentials, message) => {
    const error = errorOf(await app.gql(LOGIN, credentials));
    expect(error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: [message] } } });
  });
});

describe('the signed-in user (me)', () => {
  it('is null without a token', async () => {
    expect(dataOf(await app.gql<MeData>(ME)).me).toBeNull();
  });

  it('is the user a valid token speaks for', async () => {
    expect(dataOf(await app.gql<MeData>(ME, {}, adminToken)).me).toEqual({
      id: adminId,
      email: ADMIN.email,
      name: 'Alex Morgan',
      role: 'ADMIN',
    });
  });
});

describe('a token is ignored, and the caller treated as anonymous, when it is', () => {
  const forged: [string, () => string][] = [
    [
      'tampered with: its payload names another user',
      () => {
        const [header, , signature] = adminToken.split('.');
        const payload = base64url({ ...(jwt.decode(adminToken) as jwt.JwtPayload), sub: String(staffId) });
        return `${header}.${payload}.${signature}`;
      },
    ],
    [
      'tampered with: its signature altered',
      () => {
        const [header, payload, signature = ''] = adminToken.split('.');
        return `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
      },
    ],
    ['signed with another secret', () => sign({ role: 'admin' }, {}, 'x'.repeat(48))],
    ['expired', () => sign({ role: 'admin', exp: Math.floor(Date.now() / 1000) - 60 })],
    [
      'unsigned (alg: none)',
      () => {
        const exp = Math.floor(Date.now() / 1000) + 600;
        const payload = { role: 'admin', ver: 0, sub: String(adminId), iss: ISSUER, aud: AUDIENCE, exp };
        return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
      },
    ],
    ['for another audience', () => sign({ role: 'admin' }, { audience: 'someone-else' })],
    ['from another issuer', () => sign({ role: 'admin' }, { issuer: 'someone-else' })],
    ['for a user that does not exist', () => sign({ role: 'admin' }, { subject: '987654' })],
    ['from an older token version (signed before a password change)', () => sign({ role: 'admin', ver: -1 })],
    ['without a token version', () => sign({ role: 'admin', ver: undefined })],
    ['not a token at all', () => 'not-a-jwt'],
  ];

  it('(control: the same forging with the real secret, version and claims is accepted)', async () => {
    expect(dataOf(await app.gql<MeData>(ME, {}, sign({ role: 'admin' }))).me?.id).toBe(adminId);
  });

  it.each(forged)('%s: me is null and createProject is UNAUTHENTICATED', async (_case, makeToken) => {
    const token = makeToken();
    expect(dataOf(await app.gql<MeData>(ME, {}, token)).me).toBeNull();
    const response = await app.gql(CREATE, { input: validProject() }, token);
    expect(errorOf(response).extensions?.code).toBe('UNAUTHENTICATED');
  });
});
