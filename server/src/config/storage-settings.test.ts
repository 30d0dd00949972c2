import path from 'node:path';
import { ROOT_DIR } from '.';
import { configUnderTest, SECRET } from './test-env';

const { load } = configUnderTest();

describe('loadConfig', () => {
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
});
