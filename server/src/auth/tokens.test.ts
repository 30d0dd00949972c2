import jwt from 'jsonwebtoken';
import { Role } from './roles';
import { bearerToken, signAccessToken, verifyAccessToken } from './tokens';

const SECRET = 'k'.repeat(48);
const ISSUER = 'brightline-site';
const AUDIENCE = 'brightline-api';
const claims = { userId: 7, role: Role.STAFF, version: 3 };
const sign = (secret = SECRET) => signAccessToken(claims, secret).token;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
/** A token built by hand, valid unless the payload or options say otherwise. */
const forge = (payload: Record<string, unknown>, options: jwt.SignOptions = {}, secret = SECRET) =>
  jwt.sign({ sub: '7', exp: inOneHour(), ver: 3, ...payload }, secret, {
    algorithm: 'HS256',
    issuer: ISSUER,
    audience: AUDIENCE,
    ...options,
  });
const forgedPayload = () => jwt.decode(forge({ role: 'staff' })) as jwt.JwtPayload;

describe('access tokens', () => {
  it('carry the user id and role through signing and verifying', () => {
    expect(verifyAccessToken(sign(), SECRET)).toEqual(claims);
  });

  it('are HS256, with issuer, audience, subject, token version and a 15-minute expiry', () => {
    const { token, expiresAt } = signAccessToken(claims, SECRET);
    const decoded = jwt.decode(token, { complete: true });
    expect(decoded?.header.alg).toBe('HS256');
    const payload = decoded?.payload as jwt.JwtPayload;
    expect(payload).toMatchObject({ iss: ISSUER, aud: AUDIENCE, sub: '7', role: 'staff', ver: 3 });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(15 * 60);
    expect(expiresAt.getTime()).toBe((payload.exp ?? 0) * 1000);
  });

  it.each<[string, () => string]>([
    ['signed with another secret', () => sign('o'.repeat(48))],
    ['expired', () => forge({ role: 'staff', exp: Math.floor(Date.now() / 1000) - 1 })],
    ['for another audience', () => forge({ role: 'staff' }, { audience: 'other-api' })],
    ['from another issuer', () => forge({ role: 'staff' }, { issuer: 'other-site' })],
    ['signed with another algorithm', () => forge({ role: 'staff' }, { algorithm: 'HS512' })],
    ['unsigned (alg: none)', () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(forgedPayload())}.`],
    [
      'tampered with',
      () => {
        const [header, , signature] = sign().split('.');
        return `${header}.${base64url({ ...forgedPayload(), role: 'admin' })}.${signature}`;
      },
    ],
    ['missing a subject', () => forge({ role: 'staff', sub: undefined })],
    ['for a subject that is not a whole number', () => forge({ role: 'staff', sub: 'seven' })],
    ['for an unknown role', () => forge({ role: 'owner' })],
    ['without a token version', () => forge({ role: 'staff', ver: undefined })],
    ['with a token version that is not a whole number', () => forge({ role: 'staff', ver: '3' })],
    ['not a JWT', () => 'definitely.not.a-token'],
  ])('are refused (null) when %s', (_case, token) => {
    expect(verifyAccessToken(token(), SECRET)).toBeNull();
  });

  it('are accepted when forged right with the same secret (the check above is not vacuous)', () => {
    expect(verifyAccessToken(forge({ role: 'admin' }), SECRET)).toEqual({ userId: 7, role: Role.ADMIN, version: 3 });
  });
});

describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc', 'abc'],
    ['Bearer   abc', 'abc'],
  ])('reads %p', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });

  it.each([undefined, '', 'Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer a b', 'abc'])(
    'finds no token in %p',
    (header) => {
      expect(bearerToken(header)).toBeNull();
    },
  );
});
