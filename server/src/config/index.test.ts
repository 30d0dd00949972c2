import { availableParallelism } from 'node:os';
import path from 'node:path';
import { loadConfig, ROOT_DIR } from '.';
import { configUnderTest } from './test-env';

const { dataDir, load } = configUnderTest();

describe('loadConfig', () => {
  it('has working defaults for a test run', () => {
    expect(load()).toMatchObject({
      nodeEnv: 'test',
      port: 4000,
      host: '0.0.0.0',
      dataDir: dataDir(),
      databaseUrl: `sqlite:${path.join(dataDir(), 'app.sqlite')}`,
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
      trustedDocumentsOnly: false,
      holidays: { country: 'US', region: null },
      leaveAllowances: { VACATION: 20, SICK: 10 },
    });
  });

  it('runs as development when NODE_ENV is unset, and refuses an unknown NODE_ENV', () => {
    expect(load({ NODE_ENV: undefined }).nodeEnv).toBe('development');
    expect(() => load({ NODE_ENV: 'staging' })).toThrow('NODE_ENV must be development, production or test');
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

  it('starts a SQLite reader thread a core, one core left, unless SQLITE_READERS says how many', () => {
    expect(load().sqliteReaders).toBe(Math.max(1, availableParallelism() - 1));
    expect(load({ SQLITE_READERS: '' }).sqliteReaders).toBe(Math.max(1, availableParallelism() - 1));
    expect(load({ SQLITE_READERS: '0' }).sqliteReaders).toBe(0);
    expect(load({ SQLITE_READERS: '16' }).sqliteReaders).toBe(16);
    for (const value of ['17', '-1', '1.5', 'two', ' 2']) {
      expect(() => load({ SQLITE_READERS: value })).toThrow(
        `SQLITE_READERS must be a whole number from 0 to 16 (got "${value}")`,
      );
    }
  });

  it('refuses an unknown LOG_LEVEL', () => {
    expect(load({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => load({ LOG_LEVEL: 'verbose' })).toThrow('LOG_LEVEL must be debug, info, warn or error');
  });
});
