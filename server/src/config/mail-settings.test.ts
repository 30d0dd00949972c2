import path from 'node:path';
import { ROOT_DIR } from '.';
import { configUnderTest, SECRET } from './test-env';

const { load } = configUnderTest();

describe('loadConfig', () => {
  it('takes SALES_EMAIL trimmed, and refuses one that is no address', () => {
    expect(load({ SALES_EMAIL: ' sales@brightline.example ' }).salesEmail).toBe('sales@brightline.example');
    expect(() => load({ SALES_EMAIL: 'sales team' })).toThrow('SALES_EMAIL must be an e-mail address');
  });

  it('places a relative MAIL_OUTBOX_DIR under the repository root, and refuses one in production', () => {
    expect(load({ MAIL_OUTBOX_DIR: 'tmp-mail' }).mailOutboxDir).toBe(path.join(ROOT_DIR, 'tmp-mail'));
    expect(() => load({ NODE_ENV: 'production', JWT_SECRET: SECRET, MAIL_OUTBOX_DIR: 'tmp-mail' })).toThrow(
      'MAIL_OUTBOX_DIR is for development and tests',
    );
  });

  describe('SMTP_URL', () => {
    it('accepts smtp:// and smtps:// addresses', () => {
      expect(load({ SMTP_URL: 'smtps://user:pass@mail.example:465' }).smtpUrl).toBe(
        'smtps://user:pass@mail.example:465',
      );
    });

    it('refuses anything else', () => {
      expect(() => load({ SMTP_URL: 'mail.example:25' })).toThrow('SMTP_URL must start with smtp:// or smtps://');
    });
  });
});
