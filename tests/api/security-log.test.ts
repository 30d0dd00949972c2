import { Role } from '../../server/src/auth/roles';
import { BrowserSession } from '../fixtures/browser-session';
import { captureLog, type CapturedLog } from '../fixtures/log';
import { CREATE, validProject } from '../fixtures/projects';
import { dataOf, startTestApp, type TestApp } from '../fixtures/test-app';
import { insertUser } from '../fixtures/users';

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token }
}`;
const REFRESH = 'mutation Refresh { refreshSession { token } }';
const LOGOUT = 'mutation Logout { logout }';
const CHANGE = `mutation Change($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { token }
}`;

const staff = { email: 'logged@brightline.example', password: 'Paper-Boat-River-5', role: Role.STAFF };
const client = { email: 'customer@acme.example', password: 'Quiet-Orchard-Gate-3', role: Role.CLIENT };
const NEW_PASSWORD = 'Silver-Fern-Valley-6';

let app: TestApp;
let log: CapturedLog;
let staffId: number;
let clientId: number;
const secrets: string[] = [];

beforeAll(async () => {
  app = await startTestApp();
  staffId = await insertUser(app.dataSource, staff);
  clientId = await insertUser(app.dataSource, client);
  log = captureLog();

  const browser = new BrowserSession(app.url);
  await app.gql(LOGIN, { email: staff.email, password: 'Wrong-Guess-1' });
  await app.gql(LOGIN, { email: 'nobody@brightline.example', password: 'Wrong-Guess-2' });
  const { token } = dataOf((await browser.send<{ login: { token: string } }>(LOGIN, staff)).body).login;
  secrets.push(token, browser.refreshToken ?? '');
  const renewed = dataOf((await browser.send<{ refreshSession: { token: string } }>(REFRESH)).body).refreshSession;
  secrets.push(renewed.token, browser.refreshToken ?? '');
  const changed = await browser.send<{ changePassword: { token: string } }>(
    CHANGE,
    { currentPassword: staff.password, newPassword: NEW_PASSWORD },
    renewed.token,
  );
  secrets.push(dataOf(changed.body).changePassword.token, browser.refreshToken ?? '');
  await browser.send(LOGOUT);
  await app.gql(CREATE, { input: validProject() }); // anonymous
  await app.gql(CREATE, { input: validProject() }, await app.login(client.email, client.password)); // wrong role
  log.restore();
});
afterAll(() => app?.close());

const events = (name: string) => log.entries().filter((e) => e.security === name);

describe('the security log', () => {
  it('records sign-ins with who and from where', () => {
    expect(events('sign-in')).toContainEqual(
      expect.objectContaining({ userId: staffId, role: 'staff', ip: '127.0.0.1' }),
    );
  });

  it('records failed sign-ins with the address typed and why, known account or not', () => {
    expect(events('sign-in failed')).toEqual([
      expect.objectContaining({
        userId: staffId,
        email: staff.email,
        reason: 'wrong password',
        ip: '127.0.0.1',
        level: 'warn',
      }),
      expect.objectContaining({ userId: null, email: 'nobody@brightline.example', reason: 'unknown account' }),
    ]);
  });

  it('records denials: anonymous and wrong-role calls, with the operation', () => {
    expect(events('access denied')).toEqual([
      expect.objectContaining({ userId: null, role: null, operation: 'Mutation.createProject', ip: '127.0.0.1' }),
      expect.objectContaining({ userId: clientId, role: 'client', operation: 'Mutation.createProject' }),
    ]);
  });

  it('records refreshes, password changes and sign-outs', () => {
    expect(events('session refreshed')).toContainEqual(expect.objectContaining({ userId: staffId }));
    expect(events('password changed')).toContainEqual(expect.objectContaining({ userId: staffId }));
    expect(events('signed out')).toContainEqual(expect.objectContaining({ userId: staffId }));
  });

  it('never holds a password or a token', () => {
    const text = log.text();
    expect(text.length).toBeGreaterThan(0);
    for (const secret of [
      staff.password,
      client.password,
      NEW_PASSWORD,
      'Wrong-Guess-1',
      'Wrong-Guess-2',
      ...secrets,
    ]) {
      expect(secret.length).toBeGreaterThan(4);
      expect(text).not.toContain(secret);
    }
  });
});
