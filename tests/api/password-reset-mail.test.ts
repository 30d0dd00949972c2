import type { AddressInfo } from 'node:net';
import { IsNull } from 'typeorm';
import { SMTPServer } from 'smtp-server';
import { PasswordResetToken } from '../../server/src/auth/session.entity';
import { captureLog, type CapturedLog } from '../fixtures/log';
import { dataOf, startTestApp, type TestApp } from '../fixtures/test-app';
import { LOGIN, NEW_PASSWORD, REQUEST, RESET, account, eventually, linkIn } from '../fixtures/password-reset';

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
      // The test's own document, not one of the web app's trusted ones.
      app = await startTestApp({
        env: {
          NODE_ENV: 'production',
          LOG_LEVEL: 'info',
          PUBLIC_URL: 'https://site.test',
          TRUSTED_DOCUMENTS_ONLY: 'false',
        },
      });
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
