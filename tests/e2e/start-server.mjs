// Starts the built app for the browser tests on a database of its own, new each run:
// a fresh SQLite file, or (when DATABASE_URL names MySQL) a fresh `<name>_e2e` database beside it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';

const port = process.env.E2E_PORT ?? '4321';
const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  SEED_DEMO_DATA: 'true',
  LOG_LEVEL: 'error',
  // Every browser of every test comes from 127.0.0.1: one address for the whole suite.
  API_REQUESTS_PER_MINUTE: '1000000',
  // Should REDIS_URL be set, this run's counters stay apart from any other's.
  REDIS_KEY_PREFIX: `e2e:${process.pid}:${Date.now()}:`,
};
env.JWT_SECRET ??= 'e2e-only-secret-that-is-long-enough-0123456789';
env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'site-e2e-'));
// The tests open the links of the mails the app writes here (outboxDir in tests/e2e/helpers.ts).
env.MAIL_OUTBOX_DIR = path.join(tmpdir(), `site-e2e-outbox-${port}`);
rmSync(env.MAIL_OUTBOX_DIR, { recursive: true, force: true });

const url = process.env.DATABASE_URL;
if (url && /^(mysql|mariadb):\/\//.test(url)) {
  const target = new URL(url.replace(/^mariadb:/, 'mysql:'));
  const name = `${target.pathname.slice(1) || 'site'}_e2e`;
  target.pathname = '/';
  const connection = await mysql.createConnection(target.toString());
  await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await connection.end();
  target.pathname = `/${name}`;
  env.DATABASE_URL = target.toString();
} else {
  env.DATABASE_URL = `sqlite:${path.join(env.DATA_DIR, 'e2e.sqlite')}`;
}

const server = spawn(process.execPath, ['server/dist/index.js'], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
