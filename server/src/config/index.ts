import { COMPANY, isEmailAddress } from '@site/shared';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP, isIPv4 } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { HolidayCountry } from '../common/working-days';
import { readHolidayCountry, readLeaveAllowances, type LeaveAllowances } from './leave-settings';
import { secretWeakness } from './secret-strength';

/** Repository root: server/src/config or server/dist/config, three levels up. */
export const ROOT_DIR = path.resolve(__dirname, '../../..');

export type NodeEnv = 'development' | 'production' | 'test';

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** `sqlite:<file>` (relative to the repository root), `sqlite::memory:` or `mysql://...`. */
  databaseUrl: string;
  dataDir: string;
  jwtSecret: string;
  /** The site's own address, for links in mails (password reset). */
  publicUrl: string;
  /** smtp:// or smtps:// URL of the mail server; null writes mails to the log instead. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Where new quote requests are announced (SALES_EMAIL). */
  salesEmail: string;
  /** Development and tests without SMTP: each mail is also written here as a JSON file; null writes none. */
  mailOutboxDir: string | null;
  seedDemoData: boolean;
  webDistDir: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** How long a stop (SIGTERM, SIGINT) waits for requests in flight before giving up. */
  shutdownGraceMs: number;
  /** Longest wait for a database connection or query (MySQL), or for a locked SQLite file. */
  databaseTimeoutMs: number;
  /** SQLite: threads that read the back office's lists off the event loop (SQLITE_READERS); 0 reads on it. */
  sqliteReaders: number;
  /** redis:// or rediss:// URL shared by every instance for the rate limits; null counts in memory. */
  redisUrl: string | null;
  /** Starts every Redis key of this deployment. */
  redisKeyPrefix: string;
  /** Express's `trust proxy`: which proxies' X-Forwarded-For names the client (false: none). */
  trustProxy: TrustProxy;
  /** Requests to /graphql per client address and minute; 0 turns the budget off. */
  apiRequestsPerMinute: number;
  /**
   * Requests with neither a session nor an API key may run only the web app's own documents
   * (TRUSTED_DOCUMENTS_ONLY; on in production).
   */
  trustedDocumentsOnly: boolean;
  /** Whose public holidays are not working days (HOLIDAY_COUNTRY, HOLIDAY_REGION). */
  holidays: HolidayCountry;
  /** Working days a year per leave type; a type left out is unlimited (LEAVE_ALLOWANCES). */
  leaveAllowances: LeaveAllowances;
}

/** false, true, a hop count, or addresses, CIDR ranges and the names loopback, linklocal, uniquelocal. */
export type TrustProxy = boolean | number | string[];

type Env = Record<string, string | undefined>;

function readNodeEnv(env: Env): NodeEnv {
  const value = env.NODE_ENV ?? 'development';
  if (value === 'development' || value === 'production' || value === 'test') return value;
  throw new Error(`NODE_ENV must be development, production or test (got "${value}")`);
}

function readPort(env: Env): number {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535 (got "${env.PORT}")`);
  }
  return port;
}

function readBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes)$/i.test(value)) return true;
  if (/^(0|false|no)$/i.test(value)) return false;
  throw new Error(`${name} must be true or false (got "${value}")`);
}

/** In development the signing secret is generated once and kept under data/, so sign-ins survive restarts. */
function readJwtSecret(env: Env, nodeEnv: NodeEnv, dataDir: string): string {
  const secret = env.JWT_SECRET;
  if (secret) {
    if (secret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    const weakness = nodeEnv === 'production' ? secretWeakness(secret) : null;
    if (weakness) {
      throw new Error(`JWT_SECRET is too weak for production: ${weakness}. Make one with: openssl rand -hex 32`);
    }
    return secret;
  }
  if (nodeEnv === 'production') throw new Error('JWT_SECRET is required when NODE_ENV=production');
  if (nodeEnv === 'test') return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('hex');
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

function readPublicUrl(env: Env, port: number): string {
  const value = env.PUBLIC_URL || `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) address such as https://brightline.example (got "${value}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an http(s) address such as https://brightline.example (got "${value}")`);
  }
  return url.origin;
}

function readSmtpUrl(env: Env): string | null {
  const value = env.SMTP_URL;
  if (!value) return null;
  if (!/^smtps?:\/\//.test(value)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return value;
}

/** The sales inbox: a new quote request is mailed there; by default the company's published address. */
function readSalesEmail(env: Env): string {
  const value = env.SALES_EMAIL?.trim() || COMPANY.email;
  if (!isEmailAddress(value)) throw new Error(`SALES_EMAIL must be an e-mail address (got "${value}")`);
  return value;
}

function readLogLevel(env: Env, nodeEnv: NodeEnv): Config['logLevel'] {
  const value = env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info');
  if (value === 'debug' || value === 'info' || value === 'warn' || value === 'error') return value;
  throw new Error(`LOG_LEVEL must be debug, info, warn or error (got "${value}")`);
}

/** A whole number of milliseconds within [min, max], or `fallback` when unset. */
function readMilliseconds(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!/^\d+$/.test(value) || ms < min || ms > max) {
    throw new Error(`${name} must be a whole number of milliseconds from ${min} to ${max} (got "${value}")`);
  }
  return ms;
}

/** 0 to 16 reader threads; by default a core each, one left for the event loop (at least one). */
function readSqliteReaders(env: Env): number {
  const value = env.SQLITE_READERS;
  if (value === undefined || value === '') return Math.max(1, availableParallelism() - 1);
  if (!/^\d+$/.test(value) || Number(value) > 16) {
    throw new Error(`SQLITE_READERS must be a whole number from 0 to 16 (got "${value}")`);
  }
  return Number(value);
}

function readRedisUrl(env: Env): string | null {
  const value = env.REDIS_URL;
  if (!value) return null;
  if (!/^rediss?:\/\/[^/]/.test(value)) throw new Error('REDIS_URL must start with redis:// or rediss://');
  return value;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a range (`10.0.0.0/8`, `fd00::/8`, `10.0.0.0/255.0.0.0`) or one of Express's names. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry) || isIP(entry)) return true;
  const [address = '', mask, ...more] = entry.split('/');
  const version = isIP(address);
  if (!version || mask === undefined || more.length) return false;
  if (version === 4 && isIPv4(mask)) return true;
  return /^\d{1,3}$/.test(mask) && Number(mask) <= (version === 4 ? 32 : 128);
}

/** The default trusts no proxy: X-Forwarded-For is whatever the client wrote, so it is ignored. */
function readTrustProxy(env: Env): TrustProxy {
  const value = (env.TRUST_PROXY ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyEntry(entry));
  if (wrong.length) {
    throw new Error(
      `TRUST_PROXY must be false, true, a number of proxies, or a comma list of addresses, CIDR ranges, loopback, linklocal and uniquelocal (cannot read "${wrong.join('", "')}")`,
    );
  }
  return entries;
}

function readApiRequestsPerMinute(env: Env): number {
  const value = env.API_REQUESTS_PER_MINUTE || '600';
  if (!/^\d+$/.test(value)) {
    throw new Error(`API_REQUESTS_PER_MINUTE must be a whole number, 0 to turn the budget off (got "${value}")`);
  }
  return Number(value);
}

/** A folder for mails' files, relative to the repository root; never in production, where mails hold live links. */
function readMailOutboxDir(env: Env, nodeEnv: NodeEnv): string | null {
  const value = env.MAIL_OUTBOX_DIR?.trim();
  if (!value) return null;
  if (nodeEnv === 'production') {
    throw new Error('MAIL_OUTBOX_DIR is for development and tests: a production mail holds live links; set SMTP_URL');
  }
  return path.resolve(ROOT_DIR, value);
}

/** Checks the scheme; a relative SQLite file is taken from the repository root, wherever the process starts. */
function resolveDatabaseUrl(url: string): string {
  if (!/^(sqlite:|mysql:\/\/|mariadb:\/\/)/.test(url)) {
    throw new Error('DATABASE_URL must start with sqlite:, mysql:// or mariadb://');
  }
  const file = url.startsWith('sqlite:') ? url.slice('sqlite:'.length) : null;
  if (file === null || file === ':memory:' || path.isAbsolute(file)) return url;
  return `sqlite:${path.resolve(ROOT_DIR, file)}`;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = readNodeEnv(env);
  const dataDir = path.resolve(ROOT_DIR, env.DATA_DIR ?? 'data');
  const databaseUrl = resolveDatabaseUrl(env.DATABASE_URL || `sqlite:${path.join(dataDir, 'app.sqlite')}`);
  const port = readPort(env);
  return {
    nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    jwtSecret: readJwtSecret(env, nodeEnv, dataDir),
    publicUrl: readPublicUrl(env, port),
    smtpUrl: readSmtpUrl(env),
    mailFrom: env.MAIL_FROM || 'Brightline Software <no-reply@brightline.example>',
    mailOutboxDir: readMailOutboxDir(env, nodeEnv),
    salesEmail: readSalesEmail(env),
    seedDemoData: readBoolean('SEED_DEMO_DATA', env.SEED_DEMO_DATA, nodeEnv !== 'production'),
    webDistDir: path.join(ROOT_DIR, 'web', 'dist'),
    logLevel: readLogLevel(env, nodeEnv),
    shutdownGraceMs: readMilliseconds('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, 10_000, 0, 600_000),
    databaseTimeoutMs: readMilliseconds('DATABASE_TIMEOUT_MS', env.DATABASE_TIMEOUT_MS, 5_000, 100, 600_000),
    sqliteReaders: readSqliteReaders(env),
    redisUrl: readRedisUrl(env),
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'brightline:',
    trustProxy: readTrustProxy(env),
    apiRequestsPerMinute: readApiRequestsPerMinute(env),
    trustedDocumentsOnly: readBoolean('TRUSTED_DOCUMENTS_ONLY', env.TRUSTED_DOCUMENTS_ONLY, nodeEnv === 'production'),
    holidays: readHolidayCountry(env),
    leaveAllowances: readLeaveAllowances(env),
  };
}
