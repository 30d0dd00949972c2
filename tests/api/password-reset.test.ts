import type { AddressInfo } from 'node:net';
import { IsNull } from 'typeorm';
import { SMTPServer } from 'smtp-server';
import { PasswordResetToken } from '../../server/src/auth/session.entity';
import { Role } from '../../server/src/auth/roles';
import { User } from '../../server/src/auth/user.entity';
import { BrowserSession } from '../fixtures/browser-session';
import { JSON_HEADERS, send } from '../fixtures/graphql-http';
import { captureLog, type CapturedLog } from '../fixtures/log';
import { dataOf, errorOf, startTestApp, type TestApp } from '../fixtures/test-app';
import { insertUser } from '../fixtures/users';

const REQUEST = 'mutation Forgot($email: String!) { requestPasswordReset(email: $email) }';
const RESET =
  'mutation Reset($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }';
const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token }
}`;
const REFRESH = 'mutation Refresh { refreshSession { token } }';
const ME = 'query Me { me { id } }';

const LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';
const NEW_PASSWORD = 'Copper-Kettle-Morning-8';

/** The mail is sent after the answer: wait for it to appear. */
async function eventually<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const linkIn = (text: string) => /(http:\/\/\S+\/password\/reset\?token=([\w-]+))/.exec(text);

let counter = 0;
async function account(app: TestApp) {
  counter += 1;
  const user = {
    email: `reset-${counter}@brightline.example`,
    password: `Old-Garden-Path-${counter}`,
    role: Role.STAFF,
  };
  await insertUser(app.dataSource, user);
  return user;
}

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

describe('password reset without SMTP_URL, by environment', () => {
  let app: TestApp | undefined;
  let log: CapturedLog | undefined;
  afterEach(async () => {
    log?.restore();
    await app?.close();
    app = undefined;
    log = undefined;
  });

  it('in production: warns once at start, and logs only that a password-reset mail was not sent', async () => {
    const start = captureLog();
    try {
      app = await startTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'info', PUBLIC_URL: 'https://site.test' } });
    } finally {
      start.restore();
    }
    const warning = 'SMTP_URL is not set: mails (password reset links) will not be sent';
    expect(start.text().split(warning)).toHaveLength(2);

    log = captureLog();
    const user = await account(app);
    const response = await app.post(REQUEST, { email: user.email });
    expect(dataOf(response.body)).toEqual({ requestPasswordReset: true });
    const captured = log;
    const notSent = await eventually(
      () => captured.entries().find((e) => e.message === 'mail not sent: SMTP_URL is not set'),
      'the line saying the mail was not sent',
    );
    // The fact, the kind of mail and the request: nothing about the recipient, no link, no text.
    expect(notSent).toEqual({
      time: expect.any(String),
      level: 'warn',
      message: 'mail not sent: SMTP_URL is not set',
      requestId: response.headers.get('x-request-id'),
      kind: 'password-reset',
    });
    // A link was made (its hash is stored), and it is nowhere in the log.
    expect(await app.dataSource.getRepository(PasswordResetToken).countBy({ usedAt: IsNull() })).toBe(1);
    const text = log.text();
    expect(text).not.toMatch(/token=|\/password\/reset/);
    expect(text).not.toContain('Reset your Brightline Software password');
    expect(text).not.toContain('Someone (hopefully you)');
  });

  it('in development: writes the whole mail, link included, to the log', async () => {
    app = await startTestApp({ env: { NODE_ENV: 'development', PUBLIC_URL: 'http://site.test' } });
    log = captureLog();
    const user = await account(app);
    dataOf(await app.gql(REQUEST, { email: user.email }));
    const captured = log;
    const mail = await eventually(() => captured.entries().find((e) => e.to === user.email), 'the mail in the log');
    expect(mail).toMatchObject({ kind: 'password-reset', subject: 'Reset your Brightline Software password' });
    expect(linkIn(String(mail.text))?.[1]).toMatch(/^http:\/\/site\.test\/password\/reset\?token=/);
  });
});

describe('password reset requests from one address', () => {
  it('are limited to 5 per 15 minutes', async () => {
    const app = await startTestApp();
    try {
      for (let i = 0; i < 5; i += 1) dataOf(await app.gql(REQUEST, { email: `someone-${i}@brightline.example` }));
      expect(errorOf(await app.gql(REQUEST, { email: 'someone-else@brightline.example' }))).toMatchObject({
        message: 'Too many reset requests. Please wait 15 minutes and try again.',
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
    } finally {
      await app.close();
    }
  });
});

describe('password reset requests at the same moment for one account', () => {
  let app: TestApp;
  let log: CapturedLog;
  // The per-address limit is not what these tests are about: each request comes from an address
  // of its own, through the proxy header that the loopback proxy of this test may set.
  beforeAll(async () => {
    app = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  });
  beforeEach(() => {
    log = captureLog();
  });
  afterEach(() => log.restore());
  afterAll(() => app?.close());

  let address = 0;
  const requestFromOwnAddress = (email: string) => {
    address += 1;
    return send(app, {
      headers: { ...JSON_HEADERS, 'x-forwarded-for': `198.51.100.${address}` },
      body: JSON.stringify({ query: REQUEST, variables: { email } }),
    });
  };

  it.each([3, 10])('%i at once: each answers true and exactly one link works', async (count) => {
    // Several accounts, so the race gets several chances; each account mails at most 3 links an hour.
    const users = await Promise.all([1, 2, 3, 4].map(() => account(app)));
    const answers = await Promise.all(
      users.flatMap((user) => Array.from({ length: count }, () => requestFromOwnAddress(user.email))),
    );
    for (const answer of answers) {
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 200,
        body: { data: { requestPasswordReset: true } },
      });
    }
    const tokens = app.dataSource.getRepository(PasswordResetToken);
    for (const user of users) {
      const { id } = await app.dataSource.getRepository(User).findOneByOrFail({ email: user.email });
      expect(await tokens.countBy({ userId: id, usedAt: IsNull() })).toBe(1);
      expect(await tokens.countBy({ userId: id })).toBe(3);
    }
    expect(log.entries().filter((e) => e.level === 'error')).toEqual([]);
  });
});

describe('a password reset request that fails on the server', () => {
  it('still answers true, as for an unknown address, and logs the error', async () => {
    const app = await startTestApp();
    const log = captureLog();
    try {
      const user = await account(app);
      // The links' table is gone: the request fails after finding the account.
      await app.dataSource.query('DROP TABLE password_reset_tokens');
      const known = await app.post(REQUEST, { email: user.email });
      const unknown = await app.post(REQUEST, { email: 'nobody@brightline.example' });
      expect(known.status).toBe(200);
      expect(known.body).toEqual({ data: { requestPasswordReset: true } });
      expect(unknown.body).toEqual(known.body);
      // TypeORM prints the failed query too, as plain text: read only the server's JSON lines.
      const failed = log
        .text()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((e) => e.message === 'password reset request failed');
      expect(failed).toHaveLength(1);
      expect(failed[0]?.requestId).toBe(known.headers.get('x-request-id'));
    } finally {
      log.restore();
      await app.close();
    }
  });
});

describe('password reset with SMTP_URL set', () => {
  it('sends the mail through the SMTP server', async () => {
    const received: { to: string[]; data: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    const app = await startTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://brightline.test' },
    });
    try {
      const user = await account(app);
      dataOf(await app.gql(REQUEST, { email: user.email }));
      const mail = await eventually(() => received[0], 'the SMTP server to receive a mail');
      expect(mail.to).toEqual([user.email]);
      expect(mail.data).toContain('Subject: Reset your Brightline Software password');
      expect(mail.data).toContain('From: Brightline Software <no-reply@brightline.example>');
      // Quoted-printable may wrap the link; join soft line breaks before reading it.
      const token = /https:\/\/brightline\.test\/password\/reset\?token=3D([\w-]+)|token=([\w-]+)/
        .exec(mail.data.replace(/=\r?\n/g, ''))
        ?.slice(1)
        .find(Boolean);
      expect(token).toBeTruthy();
      dataOf(await app.gql(RESET, { token, password: NEW_PASSWORD }));
      dataOf(await app.gql(LOGIN, { email: user.email, password: NEW_PASSWORD }));
    } finally {
      await app.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
