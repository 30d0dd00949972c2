import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  DataSource,
  EventSubscriber,
  type AfterQueryEvent,
  type DataSourceOptions,
  type EntitySubscriberInterface,
} from 'typeorm';
import { modules } from '../app/modules';
import { migrations } from './migrations';
import { keepSearchTexts } from './kept-search-text';
import { SeedHistory } from './seed-history.entity';
import { hasReaders, startReaders } from './sqlite-readers';
import { serializeTransactions } from './sqlite-transactions';
import { keepTableVersions } from './table-versions';

/** Every feature's entities (app/modules.ts), and the seed runner's own table. */
export const entities = [...modules.flatMap((module) => module.entities), SeedHistory];

export type DatabaseKind = 'sqlite' | 'mysql';

export const databaseKind = (url: string): DatabaseKind => (url.startsWith('sqlite:') ? 'sqlite' : 'mysql');

/** The default of DATABASE_TIMEOUT_MS (config). */
export const DEFAULT_DATABASE_TIMEOUT_MS = 5000;

export interface DatabaseTimeouts {
  /**
   * MySQL: the longest wait for a connection's handshake and for each query's answer. SQLite: the
   * longest wait for a file another process has locked (better-sqlite3 waits synchronously).
   */
  timeoutMs?: number;
  /** MySQL only: false leaves queries without a time limit (migrations may rightly take longer). */
  queryTimeout?: boolean;
}

export interface DatabaseOptions extends Pick<DatabaseTimeouts, 'timeoutMs'> {
  /** A SQLite file only: how many threads read the lists (startReaders); none by default. */
  readers?: number;
}

/**
 * mysql2 answers a query that outlived its timeout with an error but leaves the query running on
 * its connection, and the next query given that connection waits behind it with no timer of its
 * own. So the connection is destroyed: the pool opens a fresh one for the next query.
 */
@EventSubscriber()
class TimedOutConnectionCloser implements EntitySubscriberInterface {
  afterQuery(event: AfterQueryEvent): void {
    if (event.success || (event.error as { code?: unknown } | undefined)?.code !== 'PROTOCOL_SEQUENCE_TIMEOUT') return;
    (event.queryRunner as unknown as { databaseConnection?: { destroy(): void } }).databaseConnection?.destroy();
  }
}

/** MySQL or MariaDB for `mysql://` URLs, an embedded SQLite file for `sqlite:<file>` (or `sqlite::memory:`). */
export function dataSourceOptions(
  databaseUrl: string,
  server: 'mysql' | 'mariadb' = databaseUrl.startsWith('mariadb:') ? 'mariadb' : 'mysql',
  { timeoutMs = DEFAULT_DATABASE_TIMEOUT_MS, queryTimeout = true }: DatabaseTimeouts = {},
): DataSourceOptions {
  const common = { entities, migrations, synchronize: false, migrationsRun: false, logging: ['error' as const] };
  if (databaseKind(databaseUrl) === 'sqlite') {
    const file = databaseUrl.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    return { ...common, type: 'better-sqlite3', database: file, enableWAL: file !== ':memory:', timeout: timeoutMs };
  }
  return {
    ...common,
    type: server,
    url: databaseUrl.replace(/^mariadb:/, 'mysql:'),
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    // DECIMAL stays a string, so money is never rounded through a float.
    supportBigNumbers: true,
    bigNumberStrings: true,
    // A server that accepts connections but does not answer fails the request within the timeout.
    connectTimeout: timeoutMs,
    ...(queryTimeout
      ? { enableQueryTimeout: true, maxQueryExecutionTime: timeoutMs, subscribers: [TimedOutConnectionCloser] }
      : {}),
    extra: { connectionLimit: 10 },
  };
}

/** A mysql:// URL may lead to MariaDB, whose catalogue (column defaults) TypeORM reads right only as type 'mariadb'. */
async function isMariaDb(dataSource: DataSource): Promise<boolean> {
  const [row] = await dataSource.query<{ version: string }[]>('SELECT VERSION() AS version');
  return /mariadb/i.test(row?.version ?? '');
}

/**
 * Opens the database and applies every pending migration; a SQLite file gets its reader threads,
 * MySQL its tables' versions (keepTableVersions, with the lists' kept totals), and both their large
 * tables' search texts (keepSearchTexts): on SQLite only with reader threads, which read the texts
 * as committed, never another request's open transaction on the app's one connection.
 * On MySQL the migrations run on a pool of their own without the query timeout (a migration may
 * rightly take minutes); the pool returned has it.
 */
export async function openDatabase(
  databaseUrl: string,
  { timeoutMs = DEFAULT_DATABASE_TIMEOUT_MS, readers = 0 }: DatabaseOptions = {},
): Promise<DataSource> {
  if (databaseKind(databaseUrl) === 'sqlite') {
    const dataSource = await new DataSource(dataSourceOptions(databaseUrl, undefined, { timeoutMs })).initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    serializeTransactions(dataSource);
    const file = databaseUrl.slice('sqlite:'.length);
    // Threads cannot share an in-memory database.
    if (file !== ':memory:') startReaders(dataSource, file, readers, timeoutMs);
    if (hasReaders(dataSource)) {
      await keepTableVersions(dataSource);
      keepSearchTexts(dataSource);
    }
    return dataSource;
  }
  let migrating = await new DataSource(
    dataSourceOptions(databaseUrl, undefined, { timeoutMs, queryTimeout: false }),
  ).initialize();
  try {
    if (migrating.options.type === 'mysql' && (await isMariaDb(migrating))) {
      await migrating.destroy();
      migrating = await new DataSource(
        dataSourceOptions(databaseUrl, 'mariadb', { timeoutMs, queryTimeout: false }),
      ).initialize();
    }
    await migrating.runMigrations({ transaction: 'each' });
  } finally {
    if (migrating.isInitialized) await migrating.destroy();
  }
  const server = migrating.options.type === 'mariadb' ? 'mariadb' : 'mysql';
  const dataSource = await new DataSource(dataSourceOptions(databaseUrl, server, { timeoutMs })).initialize();
  await keepTableVersions(dataSource);
  keepSearchTexts(dataSource);
  return dataSource;
}
