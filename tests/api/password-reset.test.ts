import { IsNull } from 'typeorm';
import { PasswordResetToken } from '../../server/src/auth/session.entity';
import { Role } from '../../server/src/auth/roles';
import { BrowserSession } from '../fixtures/browser-session';
import { captureLog } from '../fixtures/log';
import { dataOf, errorOf, startTestApp, type TestApp } from '../fixtures/test-app';
import { insertUser } from '../fixtures/users';
import {
  LINK_INVALID,
  LOGIN,
  ME,
  NEW_PASSWORD,
  REFRESH,
  REQUEST,
  RESET,
  account,
  eventually,
  linkIn,
} from '../fixtures/password-reset';

describe('password reset with mails written to the log (no SMTP_URL)', () => {
  let app: TestApp;
  let log: ReturnType<typeof captureLog>;
  // An app per test: reset requests are limited per address, and every test comes from 127.0.0.1.
  beforeEach(async () => {
    app = await startTestApp({ env: { PUBLIC_URL: 'http://site.test' } });
    log = captureLog();
  });
  afterEach(async () => {
    log.restore();
    await app?.close();
  });

  const mailTo = (email: string) =>
    eventually(() => log.entries().find((e) => e.to === email && typeof e.text === 'string'), `a mail to ${email}`);

  it('mails a link valid 30 minutes; the link sets a new password once and ends every session', async () => {
    const user = await account(app);
    const browser = new BrowserSession(app.url);
    const { token: before } = dataOf((await browser.send<{ login: { token: string } }>(LOGIN, user)).body).login;

    const requested = Date.now();
    expect(dataOf(await app.gql(REQUEST, { email: user.email.toUpperCase() }))).toEqual({ requestPasswordReset: true });
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('Reset your Brightline Software password');
    const [, link, token = ''] = linkIn(String(mail.text)) ?? [];
    expect(link).toBe(`http://site.test/password/reset?token=${token}`);
    expect(String(mail.text)).toContain('within 30 minutes');

    const [row] = await app.dataSource.getRepository(PasswordResetToken).find({ order: { id: 'DESC' }, take: 1 });
    expect(row?.tokenHash).not.toBe(token); // stored hashed
    expect((row?.expiresAt.getTime() ?? 0) - requested).toBeGreaterThan(29 * 60_000);
    expect((row?.expiresAt.getTime() ?? 0) - requested).toBeLessThanOrEqual(30 * 60_000 + 1000);

    expect(dataOf(await app.gql(RESET, { token, password: NEW_PASSWORD }))).toEqual({ resetPassword: true });
    // Once only.
    expect(errorOf(await app.gql(RESET, { token, password: 'Another-Fine-Day-9' }))).toMatchObject({
      message: LINK_INVALID,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // The old password, the old access token and the old refresh cookie stop working; the new password works.
    expect(errorOf(await app.gql(LOGIN, user)).message).toBe('Invalid credentials');
    expect(dataOf(await app.gql<{ me: null }>(ME, {}, before)).me).toBeNull();
    expect(errorOf((await browser.send(REFRESH)).body).extensions?.code).toBe('UNAUTHENTICATED');
    dataOf(await app.gql(LOGIN, { email: user.email, password: NEW_PASSWORD }));
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    expect(dataOf(await app.gql(REQUEST, { email: 'nobody@brightline.example' }))).toEqual({
      requestPasswordReset: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log.entries().some((e) => e.to === 'nobody@brightline.example')).toBe(false);
  });

  it('answers the same for a disabled account and sends nothing', async () => {
    const user = { email: 'gone@brightline.example', password: 'Old-Garden-Path-x', role: Role.STAFF, active: false };
    await insertUser(app.dataSource, user);
    expect(dataOf(await app.gql(REQUEST, { email: user.email }))).toEqual({ requestPasswordReset: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log.entries().some((e) => e.to === user.email)).toBe(false);
  });

  it('keeps only the newest link working', async () => {
    const user = await account(app);
    await app.gql(REQUEST, { email: user.email });
    const first = linkIn(String((await mailTo(user.email)).text))?.[2] ?? '';
    log.restore();
    log = captureLog();
    await app.gql(REQUEST, { email: user.email });
    const second = linkIn(String((await mailTo(user.email)).text))?.[2] ?? '';
    expect(second).not.toBe(first);
    expect(errorOf(await app.gql(RESET, { token: first, password: NEW_PASSWORD })).message).toBe(LINK_INVALID);
    dataOf(await app.gql(RESET, { token: second, password: NEW_PASSWORD }));
  });

  it('refuses an expired link', async () => {
    const user = await account(app);
    await app.gql(REQUEST, { email: user.email });
    const token = linkIn(String((await mailTo(user.email)).text))?.[2] ?? '';
    await app.dataSource
      .getRepository(PasswordResetToken)
      .update({ usedAt: IsNull() }, { expiresAt: new Date(Date.now() - 1000) });
    expect(errorOf(await app.gql(RESET, { token, password: NEW_PASSWORD })).message).toBe(LINK_INVALID);
    dataOf(await app.gql(LOGIN, user));
  });

  it('refuses a weak new password without spending the link', async () => {
    const user = await account(app);
    await app.gql(REQUEST, { email: user.email });
    const token = linkIn(String((await mailTo(user.email)).text))?.[2] ?? '';
    expect(errorOf(await app.gql(RESET, { token, password: 'password1' }))).toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { password: ['This password is too common. Please choose a less predictable one.'] },
      },
    });
    expect(errorOf(await app.gql(RESET, { token, password: 'short' }))).toMatchObject({
      extensions: { fields: { password: ['Password must be at least 8 characters'] } },
    });
    dataOf(await app.gql(RESET, { token, password: NEW_PASSWORD }));
  });

  it('refuses a made-up token', async () => {
    expect(errorOf(await app.gql(RESET, { token: 'made-up', password: NEW_PASSWORD })).message).toBe(LINK_INVALID);
  });

  it('checks the address', async () => {
    expect(errorOf(await app.gql(REQUEST, { email: 'not-an-address' }))).toMatchObject({
      message: 'Please enter a valid email address.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
