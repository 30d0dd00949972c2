import { createHash } from 'node:crypto';
import { IsNull } from 'typeorm';
import { PASSWORD_CHECK_LIMIT } from '../../server/src/auth/login-throttle';
import { verifyPassword } from '../../server/src/auth/password';
import { RefreshToken } from '../../server/src/auth/session.entity';
import { User } from '../../server/src/auth/user.entity';
import { Role } from '../../server/src/auth/roles';
import { BrowserSession, isCleared, REFRESH_COOKIE } from '../fixtures/browser-session';
import { ADMIN, dataOf, errorOf, startTestApp, type GqlResponse, type TestApp } from '../fixtures/test-app';
import { countPasswordChecks, insertUser } from '../fixtures/users';

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token expiresAt user { id email role } }
}`;
const REFRESH = 'mutation Refresh { refreshSession { token expiresAt user { id email role } } }';
const LOGOUT = 'mutation Logout { logout }';
const ME = 'query Me { me { id email } }';
const CHANGE_PASSWORD = `mutation Change($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { token }
}`;

type Payload = { token: string; expiresAt: string; user: { id: number; email: string; role: string } };
type MeData = { me: { id: number; email: string } | null };

const SESSION_ENDED = {
  message: 'Your session has ended. Please sign in again.',
  extensions: { code: 'UNAUTHENTICATED' },
};
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** A browser signed in as a new user of its own, so tests never share sessions. */
async function signedIn(role = Role.STAFF, password = 'Harbour-Lights-42') {
  const email = `user-${Math.random().toString(36).slice(2)}@brightline.example`;
  const id = await insertUser(app.dataSource, { email, password, role });
  const browser = new BrowserSession(app.url);
  const { body, setCookie } = await browser.send<{ login: Payload }>(LOGIN, { email, password });
  return { id, email, password, browser, login: dataOf(body).login, setCookie };
}

const refresh = (browser: BrowserSession) => browser.send<{ refreshSession: Payload }>(REFRESH);
const me = async (token: string) => dataOf((await app.post<MeData>(ME, {}, token)).body).me;

describe('signing in', () => {
  it('answers with a 15-minute access token and sets the refresh cookie: httpOnly, SameSite=Strict, /graphql only', async () => {
    const before = Date.now();
    const { login, setCookie, id } = await signedIn();
    const after = Date.now();
    expect(login.user.id).toBe(id);
    expect(new Date(login.expiresAt).getTime() - before).toBeGreaterThan(14 * 60_000);
    expect(new Date(login.expiresAt).getTime() - before).toBeLessThanOrEqual(15 * 60_000 + 1000);

    expect(setCookie?.name).toBe(REFRESH_COOKIE);
    expect(setCookie?.attributes).toMatchObject({ httponly: true, samesite: 'Strict', path: '/graphql' });
    expect(setCookie?.attributes.secure).toBeUndefined(); // Secure only in production (below)
    const expires = new Date(String(setCookie?.attributes.expires)).getTime();
    expect(expires).toBeGreaterThan(before + 7 * 86_400_000 - 1000); // HTTP dates drop the milliseconds
    expect(expires).toBeLessThanOrEqual(after + 7 * 86_400_000);
  });

  it('stores only the SHA-256 of the refresh token', async () => {
    const { id, browser } = await signedIn();
    const rows = await app.dataSource.getRepository(RefreshToken).findBy({ userId: id });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(browser.refreshToken ?? ''));
    expect(rows[0]?.tokenHash).not.toContain(browser.refreshToken);
  });

  it('lets partners and scripts use the access token as a bearer token', async () => {
    const { login, id } = await signedIn();
    expect((await me(login.token))?.id).toBe(id);
  });
});

describe('refreshing the session', () => {
  it('gives a new access token and replaces the cookie with a new one', async () => {
    const { browser, id } = await signedIn();
    const first = browser.refreshToken;
    const { body, setCookie } = await refresh(browser);
    const renewed = dataOf(body).refreshSession;
    expect(renewed.user.id).toBe(id);
    expect((await me(renewed.token))?.id).toBe(id);
    expect(setCookie?.attributes).toMatchObject({ httponly: true, samesite: 'Strict', path: '/graphql' });
    expect(browser.refreshToken).toBeTruthy();
    expect(browser.refreshToken).not.toBe(first);
  });

  it('works again and again with each new cookie', async () => {
    const { browser } = await signedIn();
    for (let i = 0; i < 3; i += 1) dataOf((await refresh(browser)).body);
  });

  it('refuses a cookie used before, and revokes the whole family: the thief and the user are both signed out', async () => {
    const { browser } = await signedIn();
    const stolen = browser.refreshToken;
    dataOf((await refresh(browser)).body); // the user renews; `stolen` is now spent

    const thief = new BrowserSession(app.url);
    thief.refreshToken = stolen;
    expect(errorOf((await refresh(thief)).body)).toMatchObject(SESSION_ENDED);
    // The user's current cookie belonged to the same family: it no longer works either.
    expect(errorOf((await refresh(browser)).body)).toMatchObject(SESSION_ENDED);
  });

  it('treats two simultaneous uses of a cookie as theft: at most one answer, and no cookie of the family survives', async () => {
    const { browser } = await signedIn();
    const copy = new BrowserSession(app.url);
    copy.refreshToken = browser.refreshToken;
    const results = await Promise.all([refresh(browser), refresh(copy)]);
    expect(results.filter((r) => r.body.data?.refreshSession).length).toBeLessThanOrEqual(1);
    expect(
      results.filter((r) => r.body.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED').length,
    ).toBeGreaterThanOrEqual(1);
    // Whichever cookie each side holds now, none works.
    for (const side of [browser, copy]) {
      if (side.refreshToken) expect(errorOf((await refresh(side)).body)).toMatchObject(SESSION_ENDED);
    }
  });

  it.each<[string, string | null]>([
    ['without a cookie', null],
    ['with a cookie the server never issued', 'made-up-token'],
  ])("answers 'Your session has ended' %s, and clears the cookie", async (_case, cookie) => {
    const browser = new BrowserSession(app.url);
    browser.refreshToken = cookie;
    const { body, setCookie } = await refresh(browser);
    expect(errorOf(body)).toMatchObject(SESSION_ENDED);
    expect(setCookie && isCleared(setCookie)).toBe(true);
  });

  it('refuses an expired refresh token', async () => {
    const { browser, id } = await signedIn();
    await app.dataSource.getRepository(RefreshToken).update({ userId: id }, { expiresAt: new Date(Date.now() - 1000) });
    expect(errorOf((await refresh(browser)).body)).toMatchObject(SESSION_ENDED);
  });

  it('refuses once the account is disabled', async () => {
    const { browser, id } = await signedIn();
    await app.dataSource.getRepository(User).update({ id }, { active: false });
    expect(errorOf((await refresh(browser)).body)).toMatchObject(SESSION_ENDED);
  });
});

describe('logging out', () => {
  it('revokes the refresh token and clears the cookie', async () => {
    const { browser } = await signedIn();
    const token = browser.refreshToken;
    const { body, setCookie } = await browser.send<{ logout: boolean }>(LOGOUT);
    expect(dataOf(body).logout).toBe(true);
    expect(setCookie && isCleared(setCookie)).toBe(true);

    const again = new BrowserSession(app.url);
    again.refreshToken = token;
    expect(errorOf((await refresh(again)).body)).toMatchObject(SESSION_ENDED);
  });

  it('is harmless without a session', async () => {
    expect(dataOf((await new BrowserSession(app.url).send<{ logout: boolean }>(LOGOUT)).body).logout).toBe(true);
  });
});

describe('changing the password', () => {
  it('ends every other session and token, and starts a fresh one', async () => {
    const { browser, login, password, email, id } = await signedIn();
    const otherDevice = new BrowserSession(app.url);
    const other = dataOf((await otherDevice.send<{ login: Payload }>(LOGIN, { email, password })).body).login;

    const newPassword = 'Quiet-Meadow-Lantern-7';
    const changed = await browser.send<{ changePassword: { token: string } }>(
      CHANGE_PASSWORD,
      { currentPassword: password, newPassword },
      login.token,
    );
    const fresh = dataOf(changed.body).changePassword.token;

    expect(await me(login.token)).toBeNull();
    expect(await me(other.token)).toBeNull();
    expect(errorOf((await refresh(otherDevice)).body)).toMatchObject(SESSION_ENDED);
    expect((await me(fresh))?.id).toBe(id);
    dataOf((await refresh(browser)).body); // the new cookie works
    expect(errorOf(await app.gql(LOGIN, { email, password }))).toMatchObject({ message: 'Invalid credentials' });
    dataOf(await app.gql(LOGIN, { email, password: newPassword }));
  });

  it('needs the current password', async () => {
    const { browser, login } = await signedIn();
    const { body } = await browser.send(
      CHANGE_PASSWORD,
      { currentPassword: 'not-it-at-all', newPassword: 'Quiet-Meadow-Lantern-7' },
      login.token,
    );
    expect(errorOf(body)).toMatchObject({
      message: 'Current password is incorrect',
      extensions: { code: 'BAD_USER_INPUT', fields: { currentPassword: ['Current password is incorrect'] } },
    });
    expect(await me(login.token)).not.toBeNull();
  });

  it.each([
    ['too short', 'Sh0rt!', 'Password must be at least 8 characters'],
    ['too long', 'x'.repeat(129), 'Password must be at most 128 characters'],
    ['common', 'iloveyou', 'This password is too common. Please choose a less predictable one.'],
  ])('refuses a %s new password and keeps the old one', async (_case, newPassword, message) => {
    const { browser, login, email, password } = await signedIn();
    const { body } = await browser.send(CHANGE_PASSWORD, { currentPassword: password, newPassword }, login.token);
    expect(errorOf(body)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { newPassword: [message] } } });
    dataOf(await app.gql(LOGIN, { email, password }));
  });

  it('of ten changes sent at once, lets exactly one win: its password is stored and its session is the only one left', async () => {
    const { browser, login, password, email, id } = await signedIn();
    const senders = Array.from({ length: 10 }, () => new BrowserSession(app.url));
    const newPasswords = senders.map((_, i) => `Quiet-Meadow-Lantern-${i}`);
    const answers = await Promise.all(
      senders.map((sender, i) =>
        sender.send<{ changePassword: { token: string } }>(
          CHANGE_PASSWORD,
          { currentPassword: password, newPassword: newPasswords[i] },
          login.token,
        ),
      ),
    );

    const winners = answers.flatMap(({ body }, i) => (body.data?.changePassword ? [i] : []));
    expect(winners).toHaveLength(1);
    const winner = winners[0]!;
    for (const [i, { body }] of answers.entries()) {
      if (i === winner) continue;
      // Either it found the password it checked replaced, or it checked after the change.
      expect(errorOf(body)).toMatchObject(
        body.errors?.[0]?.extensions?.code === 'CONFLICT'
          ? {
              message:
                'Your password was changed by another request just now. Please sign in again with the new password.',
            }
          : { message: 'Current password is incorrect', extensions: { code: 'BAD_USER_INPUT' } },
      );
      expect(senders[i]!.refreshToken).toBeNull();
    }

    const user = await app.dataSource.getRepository(User).findOneByOrFail({ id });
    expect(await verifyPassword(user.passwordHash, newPasswords[winner]!)).toBe(true);
    const live = await app.dataSource.getRepository(RefreshToken).findBy({ userId: id, revokedAt: IsNull() });
    expect(live.map((row) => row.tokenHash)).toEqual([sha256(senders[winner]!.refreshToken ?? '')]);
    expect(await me(login.token)).toBeNull();
    expect((await me(dataOf(answers[winner]!.body).changePassword.token))?.id).toBe(id);
    expect(errorOf((await refresh(browser)).body)).toMatchObject(SESSION_ENDED);
    dataOf(await app.gql(LOGIN, { email, password: newPasswords[winner] }));
  }, 60_000);

  it(`checks at most ${PASSWORD_CHECK_LIMIT} current passwords of 30 wrong ones sent at once, then pauses changes`, async () => {
    const { login, password } = await signedIn();
    const { result: answers, checked } = await countPasswordChecks(() =>
      Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          app.gql(
            CHANGE_PASSWORD,
            { currentPassword: `wrong-${i}`, newPassword: 'Quiet-Meadow-Lantern-7' },
            login.token,
          ),
        ),
      ),
    );
    expect(checked).toBe(PASSWORD_CHECK_LIMIT);
    const codes = answers.map((response) => errorOf(response).extensions?.code);
    expect(codes.filter((code) => code === 'BAD_USER_INPUT')).toHaveLength(PASSWORD_CHECK_LIMIT);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(30 - PASSWORD_CHECK_LIMIT);
    // The right one is refused too until the window ends.
    const right = await app.gql(
      CHANGE_PASSWORD,
      { currentPassword: password, newPassword: 'Quiet-Meadow-Lantern-7' },
      login.token,
    );
    expect(errorOf(right)).toMatchObject({
      message: 'Too many password attempts. Please wait 15 minutes and try again.',
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) },
    });
    expect(await me(login.token)).not.toBeNull();
  }, 60_000);

  it('is for signed-in users only', async () => {
    const response: GqlResponse<unknown> = await app.gql(CHANGE_PASSWORD, {
      currentPassword: ADMIN.password,
      newPassword: 'Quiet-Meadow-Lantern-7',
    });
    expect(errorOf(response).extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('in production', () => {
  it('marks the refresh cookie Secure', async () => {
    const production = await startTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const { setCookie } = await new BrowserSession(production.url).send(LOGIN, ADMIN);
      expect(setCookie?.attributes).toMatchObject({ secure: true, httponly: true, samesite: 'Strict' });
    } finally {
      await production.close();
    }
  });
});
