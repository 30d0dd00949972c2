import { IsNull } from 'typeorm';
import { PASSWORD_CHECK_LIMIT } from '../../server/src/auth/login-throttle';
import { verifyPassword } from '../../server/src/auth/password';
import { RefreshToken } from '../../server/src/auth/session.entity';
import { User } from '../../server/src/auth/user.entity';
import { BrowserSession } from '../fixtures/browser-session';
import { CHANGE_PASSWORD, LOGIN, SESSION_ENDED, sessionTools, sha256, type Payload } from '../fixtures/sessions';
import { ADMIN, dataOf, errorOf, startTestApp, type GqlResponse, type TestApp } from '../fixtures/test-app';
import { countPasswordChecks } from '../fixtures/users';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const { signedIn, refresh, me } = sessionTools(() => app);

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
      // It found the password it checked replaced, or it checked after the change, or it arrived
      // after the change had already ended the session its token belongs to.
      const code = body.errors?.[0]?.extensions?.code;
      expect(errorOf(body)).toMatchObject(
        code === 'CONFLICT'
          ? {
              message:
                'Your password was changed by another request just now. Please sign in again with the new password.',
            }
          : code === 'UNAUTHENTICATED'
            ? { message: 'You must be signed in to do this' }
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
