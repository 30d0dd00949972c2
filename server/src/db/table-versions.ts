import { randomInt } from 'node:crypto';
import type {
  AfterQueryEvent,
  DataSource,
  EntitySubscriberInterface,
  ObjectLiteral,
  QueryRunner,
  SelectQueryBuilder,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import { isMissingTable } from './constraint-violations';
import { countAll } from './list-count';
import { inTransaction } from './read-for-update';
import { isMysqlFamily } from './sql-dialect';
import { readSql } from './sqlite-readers';

/**
 * A list's total on MySQL and MariaDB, counted once while the tables it reads are unchanged.
 * InnoDB keeps no row count: COUNT(*) reads one of the table's indexes whole, 8 to 10 ms of the
 * server's time at 100,000 rows where the page itself takes under 1 ms, and a filter's count
 * reads every entry of its index range.
 *
 * Each table has a version in table_versions, which every statement that writes the table
 * through the app's data source sets to a new random value (`TableVersionKeeper`): an entity's
 * save, a query builder or plain SQL alike. A total is kept with the versions read before it was
 * counted, and given again while they are the same, so it is never older than the versions the
 * request read: exact for every instance sharing the database. Random rather than counted up,
 * so that a version set by a commit that then failed is never seen again.
 *
 * SQLite counts a list from an index in a fraction of a millisecond, and without reader threads
 * its reads share the one connection with other requests' open transactions: it counts each time.
 * A SQLite file with reader threads keeps the versions too, for its search texts (kept-search-text.ts).
 */
export const TABLE_VERSIONS = 'table_versions';

/** How many totals a data source keeps; the least recently used goes first. */
const KEPT_TOTALS_MAX = 1000;

interface KeptTotals {
  /** Any of the data source's tables, named in a statement. */
  tableNames: RegExp;
  /** By the count's SQL and parameters, least recently used first. */
  totals: Map<string, { versions: string; total: number }>;
}

const keptOf = new WeakMap<DataSource, KeptTotals>();

/**
 * SQL whose answer can change while no table does: the clock, chance, the session. A condition
 * on the time passes it as a parameter instead (quotes' overdue filter), and is kept per value.
 */
const CHANGES_BY_ITSELF =
  /\b(?:NOW|CURRENT_DATE|CURRENT_TIME|CURRENT_TIMESTAMP|CURDATE|CURTIME|SYSDATE|UTC_DATE|UTC_TIME|UTC_TIMESTAMP|UNIX_TIMESTAMP|LOCALTIME|LOCALTIMESTAMP|RAND|UUID|UUID_SHORT|CONNECTION_ID|LAST_INSERT_ID|FOUND_ROWS)\b|@/i;

/**
 * `query`'s total (its rows without a search) from what was kept, counted when a table its
 * statement names changed since; null for a query read in a transaction (it alone sees its own
 * writes) or on a database that keeps no versions, which the caller counts itself.
 */
export async function keptTotal<E extends ObjectLiteral>(query: SelectQueryBuilder<E>): Promise<number | null> {
  const kept = keptOf.get(query.connection);
  if (!kept || inTransaction(query)) return null;
  const [sql, parameters] = query.clone().orderBy().select('COUNT(*)').getQueryAndParameters();
  if (CHANGES_BY_ITSELF.test(sql)) return null;
  const tables = [...new Set(sql.match(kept.tableNames))];
  if (tables.length === 0) return null;
  const rows = await query.connection.query<{ name: string; version: string | number }[]>(
    `SELECT name, version FROM ${TABLE_VERSIONS} WHERE name IN (${tables.map(() => '?').join(', ')})`,
    tables,
  );
  // A table without a version (one added since the start) is counted each time.
  if (rows.length !== tables.length) return null;
  const versions = rows
    .map((row) => `${row.name} ${String(row.version)}`)
    .sort()
    .join(', ');
  const key = `${sql} ${JSON.stringify(parameters)}`;
  const found = kept.totals.get(key);
  kept.totals.delete(key);
  const total = found?.versions === versions ? found.total : await countAll(query);
  kept.totals.set(key, { versions, total });
  if (kept.totals.size > KEPT_TOTALS_MAX) kept.totals.delete(kept.totals.keys().next().value!);
  return total;
}

/** `table`'s version, null for a table without one (read by a reader thread on SQLite: as committed). */
export async function tableVersion(dataSource: DataSource, table: string): Promise<string | null> {
  const [row] = await readSql<{ version: string | number }>(
    dataSource,
    `SELECT version FROM ${TABLE_VERSIONS} WHERE name = ?`,
    [table],
  );
  return row ? String(row.version) : null;
}

/** Statements that write no table's rows (reads, transaction control, session settings). */
const READS =
  /^\s*(?:\(?\s*SELECT\b|SHOW\b|EXPLAIN\b|DESCRIBE\b|START\s+TRANSACTION\b|BEGIN\b|COMMIT\b|ROLLBACK\b|SAVEPOINT\b|RELEASE\b|SET\b|PRAGMA\b)/i;
/** SQLite's conflict clause (`INSERT OR IGNORE`, `UPDATE OR REPLACE`). */
const OR_CONFLICT = 'OR\\s+(?:IGNORE|REPLACE|ABORT|FAIL|ROLLBACK)';
/** A write of one named table: INSERT, REPLACE, a one-table UPDATE (up to SET) or DELETE. */
const ONE_TABLE_WRITES = [
  new RegExp(
    `^\\s*(?:INSERT|REPLACE)(?:\\s+(?:LOW_PRIORITY|DELAYED|HIGH_PRIORITY|IGNORE|${OR_CONFLICT}))*\\s+(?:INTO\\s+)?[\`"]?(\\w+)[\`"]?(?=[\\s(]|$)`,
    'i',
  ),
  new RegExp(
    `^\\s*UPDATE(?:\\s+(?:LOW_PRIORITY|IGNORE|${OR_CONFLICT}))*\\s+[\`"]?(\\w+)[\`"]?(?:\\s+(?:AS\\s+)?[\`"]?\\w+[\`"]?)?\\s+SET\\b`,
    'i',
  ),
  /^\s*DELETE(?:\s+(?:LOW_PRIORITY|QUICK|IGNORE))*\s+FROM\s+[`"]?(\w+)[`"]?(?:\s+(?:WHERE|ORDER|LIMIT)\b|\s*$)/i,
];

/**
 * The table whose rows `sql` may change: null for a statement that writes none, the table's name
 * for a write of one table, '*' for anything else (a write of several tables, a schema change, a
 * statement this does not know): every table is then taken as changed.
 */
export function writtenTable(sql: string): string | null {
  if (READS.test(sql)) return null;
  for (const write of ONE_TABLE_WRITES) {
    const table = write.exec(sql)?.[1];
    if (table) return table;
  }
  return '*';
}

/** The tables written by a transaction so far, set at its commit. */
const pendingOf = new WeakMap<QueryRunner, Set<string>>();

/**
 * Sets the version of each table a statement writes. Outside a transaction, right after the
 * statement; in one, all its tables in one statement just before its commit, so that a reader
 * never sees a new version with the old rows, and two commits lock the versions' rows in the
 * same (the key's) order and cannot deadlock each other.
 */
class TableVersionKeeper implements EntitySubscriberInterface {
  async afterQuery(event: AfterQueryEvent): Promise<void> {
    if (!event.success) return;
    const table = writtenTable(event.query);
    if (table === null || table === TABLE_VERSIONS) return;
    const runner = event.queryRunner;
    if (!runner.isTransactionActive) return setVersions(runner, [table]);
    const pending = pendingOf.get(runner) ?? new Set<string>();
    pendingOf.set(runner, pending.add(table));
  }

  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    const runner = event.queryRunner;
    // A nested transaction's commit releases a savepoint: its tables are set with the outer one's.
    if ((runner as unknown as { transactionDepth: number }).transactionDepth > 1) return;
    const pending = pendingOf.get(runner);
    pendingOf.delete(runner);
    if (pending?.size) await setVersions(runner, [...pending]);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) pendingOf.delete(event.queryRunner);
  }
}

/**
 * New versions for `tables` ('*': all). Nothing when the versions' table is gone (its migration
 * undone on this data source): nothing can be kept then either.
 */
async function setVersions(runner: QueryRunner, tables: string[]): Promise<void> {
  const every = tables.includes('*');
  const sql = `UPDATE ${TABLE_VERSIONS} SET version = ?${every ? '' : ` WHERE name IN (${tables.map(() => '?').join(', ')})`}`;
  try {
    await runner.query(sql, [randomInt(2 ** 47), ...(every ? [] : tables)]);
  } catch (error) {
    if (!isMissingTable(error)) throw error;
  }
}

/**
 * From now on, `dataSource` (migrated) keeps its tables' versions, and on MySQL or MariaDB its
 * lists' totals. Every table of its entities gets a version, new at each start: a migration, or a
 * write made while no instance kept versions, may have changed what another instance read.
 */
export async function keepTableVersions(dataSource: DataSource): Promise<void> {
  const tables = [...new Set(dataSource.entityMetadatas.map((metadata) => metadata.tableName))];
  const insertIgnore = isMysqlFamily(dataSource) ? 'INSERT IGNORE' : 'INSERT OR IGNORE';
  await dataSource.query(
    `${insertIgnore} INTO ${TABLE_VERSIONS} (name, version) VALUES ${tables.map(() => '(?, 0)').join(', ')}`,
    tables,
  );
  await dataSource.query(`UPDATE ${TABLE_VERSIONS} SET version = ?`, [randomInt(2 ** 47)]);
  dataSource.subscribers.push(new TableVersionKeeper());
  if (!isMysqlFamily(dataSource)) return;
  const names = tables.map((table) => table.replace(/[^\w]/g, '')).join('|');
  // Without regard to case, as the versions' names compare.
  keptOf.set(dataSource, { tableNames: new RegExp(`\\b(?:${names})\\b`, 'gi'), totals: new Map() });
}
