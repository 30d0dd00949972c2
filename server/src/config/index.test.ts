import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, ROOT_DIR } from '.';

/** What `openssl rand -hex 32` gives: the kind of secret production accepts. */
const SECRET = randomBytes(32).toString('hex');
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'config-test-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** loadConfig over only the given variables, never the real environment. */
const load = (env: Record<string, string | undefined> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });

describe('loadConfig', () => {
  it('has working defaults for a test run', () => {
    expect(load()).toMatchObject({
      nodeEnv: 'test',
      port: 4000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: `sqlite:${path.join(dataDir, 'app.sqlite')}`,
      publicUrl: 'http://localhost:4000',
      smtpUrl: null,
      mailFrom: 'Brightline Software <no-reply@brightline.example>',
      mailOutboxDir: null,
      salesEmail: 'hello@brightline.example',
      seedDemoData: true,
      logLevel: 'warn',
      webDistDir: path.join(ROOT_DIR, 'web', 'dist'),
      shutdownGraceMs: 10_000,
      databaseTimeoutMs: 5_000,
      redisUrl: null,
      redisKeyPrefix: 'brightline:',
      trustProxy: false,
      apiRequestsPerMinute: 600,
      holidays: { country: 'US', region: null },
      leaveAllowances: { VACATION: 20, SICK: 10 },
    });
  });

  describe('HOLIDAY_COUNTRY and HOLIDAY_REGION', () => {
    it('take a country and region the holiday calendar knows, in any letter case', () => {
      expect(load({ HOLIDAY_COUNTRY: 'de', HOLIDAY_REGION: 'by' }).holidays).toEqual({ country: 'DE', region: 'BY' });
    });

    it('refuse an unknown country or region', () => {
      expect(() => load({ HOLIDAY_COUNTRY: 'XX' })).toThrow('HOLIDAY_COUNTRY must be a country code');
      expect(() => load({ HOLIDAY_REGION: 'ZZ' })).toThrow('HOLIDAY_REGION must be a region of US');
    });
  });

  describe('LEAVE_ALLOWANCES', () => {
    it('replaces the default allowances; a type left out is unlimited', () => {
      expect(load({ LEAVE_ALLOWANCES: 'VACATION=25, sick=12,PERSONAL=0' }).leaveAllowances).toEqual({
        VACATION: 25,
        SICK: 12,
        PERSONAL: 0,
      });
    });

    it.each(['VACATION', 'VACATION=', 'HOLIDAY=5', 'VACATION=-1', 'VACATION=2.5', 'VACATION=400', 'SICK=1,SICK=2'])(
      'refuses %p with a clear message',
      (value) => {
        expect(() => load({ LEAVE_ALLOWANCES: value })).toThrow('LEAVE_ALLOWANCES must be a comma list of TYPE=DAYS');
      },
    );
  });

  it('takes SALES_EMAIL trimmed, and refuses one that is no address', () => {
    expect(load({ SALES_EMAIL: ' sales@brightline.example ' }).salesEmail).toBe('sales@brightline.example');
    expect(() => load({ SALES_EMAIL: 'sales team' })).toThrow('SALES_EMAIL must be an e-mail address');
  });

  it('runs as development when NODE_ENV is unset, and refuses an unknown NODE_ENV', () => {
    expect(load({ NODE_ENV: undefined }).nodeEnv).toBe('development');
    expect(() => load({ NODE_ENV: 'staging' })).toThrow('NODE_ENV must be development, production or test');
  });

  it('places a relative MAIL_OUTBOX_DIR under the repository root, and refuses one in production', () => {
    expect(load({ MAIL_OUTBOX_DIR: 'tmp-mail' }).mailOutboxDir).toBe(path.join(ROOT_DIR, 'tmp-mail'));
    expect(() => load({ NODE_ENV: 'production', JWT_SECRET: SECRET, MAIL_OUTBOX_DIR: 'tmp-mail' })).toThrow(
      'MAIL_OUTBOX_DIR is for development and tests',
    );
  });

  it('places a relative DATA_DIR under the repository root', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'tmp-data' }).dataDir).toBe(path.join(ROOT_DIR, 'tmp-data'));
  });

  describe('PORT', () => {
    it.each([
      ['0', 0],
      ['8080', 8080],
      ['65535', 65535],
    ])('accepts %p', (value, port) => {
      expect(load({ PORT: value }).port).toBe(port);
    });

    it.each(['-1', '65536', '80.5', 'http', '4000abc'])('refuses %p', (value) => {
      expect(() => load({ PORT: value })).toThrow(`PORT must be a whole number from 0 to 65535 (got "${value}")`);
    });
  });

  describe('PUBLIC_URL', () => {
    it('follows PORT when unset, and keeps only the origin when set', () => {
      expect(load({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
      expect(load({ PUBLIC_URL: 'https://brightline.example/' }).publicUrl).toBe('https://brightline.example');
    });

    it.each(['brightline.example', 'ftp://brightline.example'])('refuses %p', (value) => {
      expect(() => load({ PUBLIC_URL: value })).toThrow('PUBLIC_URL must be an http(s) address');
    });
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
      const file = path.join(dataDir, 'jwt-secret');
      expect(readFileSync(file, 'utf8')).toBe(first);
      expect(statSync(file).mode & 0o077).toBe(0);
      expect(load({ NODE_ENV: 'development' }).jwtSecret).toBe(first);
    });
  });

  describe.each([
    ['SHUTDOWN_GRACE_MS', 'shutdownGraceMs', 10_000, 0],
    ['DATABASE_TIMEOUT_MS', 'databaseTimeoutMs', 5_000, 100],
  ] as const)('%s', (name, key, fallback, min) => {
    it(`is ${fallback} ms when unset or empty`, () => {
      expect(load()[key]).toBe(fallback);
      expect(load({ [name]: '' })[key]).toBe(fallback);
    });

    it.each([String(min), '2500', '600000'])('accepts %p', (value) => {
      expect(load({ [name]: value })[key]).toBe(Number(value));
    });

    it.each([String(min - 1), '600001', '1.5', '5s', '-1', ' 100'])('refuses %p', (value) => {
      expect(() => load({ [name]: value })).toThrow(
        `${name} must be a whole number of milliseconds from ${min} to 600000 (got "${value}")`,
      );
    });
  });

  describe('DATABASE_URL', () => {
    it.each(['sqlite:/srv/site.sqlite', 'sqlite::memory:', 'mysql://u:p@db:3306/site', 'mariadb://u@db/site'])(
      'accepts %p',
      (url) => {
        expect(load({ DATABASE_URL: url }).databaseUrl).toBe(url);
      },
    );

    it('takes a relative SQLite file from the repository root, wherever the process starts', () => {
      expect(load({ DATABASE_URL: 'sqlite:data/app.sqlite' }).databaseUrl).toBe(
        `sqlite:${path.join(ROOT_DIR, 'data', 'app.sqlite')}`,
      );
    });

    it.each(['postgres://u@db/site', 'data/app.sqlite', 'mysql:/db'])('refuses %p', (url) => {
      expect(() => load({ DATABASE_URL: url })).toThrow('DATABASE_URL must start with sqlite:, mysql:// or mariadb://');
    });
  });

  describe('SEED_DEMO_DATA', () => {
    it('is on by default outside production and off in production', () => {
      expect(load({ NODE_ENV: 'development' }).seedDemoData).toBe(true);
      expect(load({ NODE_ENV: 'production', JWT_SECRET: SECRET }).seedDemoData).toBe(false);
    });

    it.each([
      ['true', true],
      ['YES', true],
      ['1', true],
      ['false', false],
      ['no', false],
      ['0', false],
    ])('reads %p as %p', (value, expected) => {
      expect(load({ SEED_DEMO_DATA: value }).seedDemoData).toBe(expected);
    });

    it('refuses anything else', () => {
      expect(() => load({ SEED_DEMO_DATA: 'maybe' })).toThrow('SEED_DEMO_DATA must be true or false (got "maybe")');
    });
  });

  it('refuses an unknown LOG_LEVEL', () => {
    expect(load({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => load({ LOG_LEVEL: 'verbose' })).toThrow('LOG_LEVEL must be debug, info, warn or error');
  });

  describe('REDIS_URL', () => {
    it('accepts redis:// and rediss:// addresses, and REDIS_KEY_PREFIX as given', () => {
      expect(load({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
      expect(load({ REDIS_URL: 'rediss://:pass@cache.example:6380/2' }).redisUrl).toBe(
        'rediss://:pass@cache.example:6380/2',
      );
      expect(load({ REDIS_KEY_PREFIX: 'staging:' }).redisKeyPrefix).toBe('staging:');
    });

    it.each(['127.0.0.1:6379', 'http://cache.example', 'redis://'])('refuses %p', (value) => {
      expect(() => load({ REDIS_URL: value })).toThrow('REDIS_URL must start with redis:// or rediss://');
    });
  });

  describe('TRUST_PROXY', () => {
    it.each<[string | undefined, unknown]>([
      [undefined, false],
      ['', false],
      ['false', false],
      ['true', true],
      ['0', 0],
      ['2', 2],
      ['loopback', ['loopback']],
      ['loopback, linklocal,uniquelocal', ['loopback', 'linklocal', 'uniquelocal']],
      ['10.0.0.1', ['10.0.0.1']],
      ['172.16.0.0/12, 10.0.0.0/255.0.0.0', ['172.16.0.0/12', '10.0.0.0/255.0.0.0']],
      ['::1, fd00::/8', ['::1', 'fd00::/8']],
    ])('reads %p as %p', (value, expected) => {
      expect(load({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
    });

    it.each([
      ['yes', '"yes"'],
      ['loopback,proxy.example', '"proxy.example"'],
      ['10.0.0.0/33', '"10.0.0.0/33"'],
      ['10.0.0.0/', '"10.0.0.0/"'],
      ['fd00::/129', '"fd00::/129"'],
      ['-1', '"-1"'],
      ['Loopback', '"Loopback"'],
    ])('refuses %p, naming what it cannot read', (value, named) => {
      expect(() => load({ TRUST_PROXY: value })).toThrow(
        `TRUST_PROXY must be false, true, a number of proxies, or a comma list of addresses, CIDR ranges, loopback, linklocal and uniquelocal (cannot read ${named})`,
      );
    });
  });

  describe('API_REQUESTS_PER_MINUTE', () => {
    it('takes a whole number; 0 turns the budget off', () => {
      expect(load({ API_REQUESTS_PER_MINUTE: '1200' }).apiRequestsPerMinute).toBe(1200);
      expect(load({ API_REQUESTS_PER_MINUTE: '0' }).apiRequestsPerMinute).toBe(0);
    });

    it.each(['-5', '10.5', 'lots'])('refuses %p', (value) => {
      expect(() => load({ API_REQUESTS_PER_MINUTE: value })).toThrow(
        `API_REQUESTS_PER_MINUTE must be a whole number, 0 to turn the budget off (got "${value}")`,
      );
    });
  });
});
