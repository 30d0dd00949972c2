import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configureLogger } from './logger';
import { createMailer } from './mailer';

describe('the mailer without SMTP, with an outbox folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-test-')), 'mail');
    configureLogger({ level: 'error', json: false });
  });
  afterEach(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('writes each mail to the folder as JSON, making the folder when it is missing', async () => {
    const mailer = createMailer({ smtpUrl: null, mailFrom: 'x <x@example.test>', nodeEnv: 'test', mailOutboxDir: dir });
    const mail = { kind: 'invitation', to: 'ada@example.test', subject: 'Hello', text: 'Open https://x.test/?a=1&b=2' };
    await mailer.send(mail);
    await mailer.send({ ...mail, kind: 'password-reset' });
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    expect(files.map((file) => file.split('-')[1])).toEqual(expect.arrayContaining(['invitation', 'password']));
    const written = JSON.parse(
      readFileSync(
        path.join(
          dir,
          files.find((f) => f.includes('invitation'))!,
        ),
        'utf8',
      ),
    );
    expect(written).toEqual({ ...mail, at: expect.any(String) });
  });

  it('writes nothing without a folder', async () => {
    const mailer = createMailer({
      smtpUrl: null,
      mailFrom: 'x <x@example.test>',
      nodeEnv: 'test',
      mailOutboxDir: null,
    });
    await mailer.send({ kind: 'invitation', to: 'ada@example.test', subject: 'Hello', text: 'Hi' });
    expect(() => readdirSync(dir)).toThrow();
  });
});
