import { RefreshToken } from '../../server/src/auth/session.entity';
import { User } from '../../server/src/auth/user.entity';
import { BrowserSession, isCleared, REFRESH_COOKIE } from '../fixtures/browser-session';
import { LOGIN, LOGOUT, sessionTools, sha256, SESSION_ENDED } from '../fixtures/sessions';
import { ADMIN, dataOf, errorOf, startTestApp, type TestApp } from '../fixtures/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const { signedIn, refresh, me } = sessionTools(() => app);

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

describe('in production', () => {
  it('marks the refresh cookie Secure', async () => {
    // The test's own sign-in document, not the web app's trusted one.
    const production = await startTestApp({ env: { NODE_ENV: 'production', TRUSTED_DOCUMENTS_ONLY: 'false' } });
    try {
      const { setCookie } = await new BrowserSession(production.url).send(LOGIN, ADMIN);
      expect(setCookie?.attributes).toMatchObject({ secure: true, httponly: true, samesite: 'Strict' });
    } finally {
      await production.close();
    }
  });
});
