import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { configUnderTest, SECRET } from './test-env';

const { dataDir, load } = configUnderTest();

describe('loadConfig', () => {
  describe('JWT_SECRET', () => {
    it('is required in production', () => {
      expect(() => load({ NODE_ENV: 'production' })).toThrow('JWT_SECRET is required when NODE_ENV=production');
    });

    it('is used as given in production when long enough', () => {
      expect(load({ NODE_ENV: 'production', JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    });

    it('is refused when shorter than 32 characters, in every environment', () => {
      for (const NODE_ENV of ['production', 'development', 'test']) {
        expect(() => load({ NODE_ENV, JWT_SECRET: 's'.repeat(31) })).toThrow(
          'JWT_SECRET must be at least 32 characters long',
        );
      }
    });

    it.each([
      ['32 times the same character', 'a'.repeat(32), 'it repeats a shorter pattern'],
      ['a repeated word', 'changemechangemechangemechangeme', 'it repeats a shorter pattern'],
      ['a repeated short pattern', 'Passw0rd!'.repeat(4), 'it repeats a shorter pattern'],
      ['a sequence', 'abcdefghijklmnopqrstuvwxyz012345', 'it looks guessable'],
      ['a sequence with a break', 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEF', 'it looks guessable'],
      ['few distinct characters', 'abbaabababbbaabbabaabbbaababbaab', 'it looks guessable'],
      [
        '12 random bytes as hex, padded with zeros',
        `${'0'.repeat(8)}${randomBytes(12).toString('hex')}`,
        'it looks guessable',
      ],
      ['a placeholder', 'change-me-to-a-long-random-value-please', 'it looks like a placeholder'],
      ['a placeholder', 'replace-with-output-of-openssl-rand-hex-32', 'it looks like a placeholder'],
      ['a test secret', 'bench-only-secret-that-is-long-enough-0123456789', 'it looks like a placeholder'],
    ])('is refused in production when it is %s', (_what, secret, reason) => {
      expect(() => load({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(
        `JWT_SECRET is too weak for production: ${reason}`,
      );
      expect(() => load({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow('openssl rand -hex 32');
      // Development and tests take any secret of 32 characters or more.
      expect(load({ NODE_ENV: 'development', JWT_SECRET: secret }).jwtSecret).toBe(secret);
    });

    it.each([
      ['openssl rand -hex 32', () => randomBytes(32).toString('hex')],
      ['openssl rand -base64 32', () => randomBytes(32).toString('base64')],
      ['openssl rand -base64 24', () => randomBytes(24).toString('base64')],
      ['24 random bytes as hex (the API tests)', () => randomBytes(24).toString('hex')],
      ['32 random bytes as base64url', () => randomBytes(32).toString('base64url')],
    ])('accepts in production whatever %s gives', (_what, make) => {
      for (let i = 0; i < 2000; i += 1) {
        const secret = make();
        expect(load({ NODE_ENV: 'production', JWT_SECRET: secret }).jwtSecret).toBe(secret);
      }
    });

    it('is random for each test run when unset', () => {
      const [a, b] = [load().jwtSecret, load().jwtSecret];
      expect(a.length).toBeGreaterThanOrEqual(32);
      expect(a).not.toBe(b);
    });

    it('is generated once in development, kept private under DATA_DIR and reused', () => {
      const first = load({ NODE_ENV: 'development' }).jwtSecret;
      const file = path.join(dataDir(), 'jwt-secret');
      expect(readFileSync(file, 'utf8')).toBe(first);
      expect(statSync(file).mode & 0o077).toBe(0);
      expect(load({ NODE_ENV: 'development' }).jwtSecret).toBe(first);
    });
  });
});
