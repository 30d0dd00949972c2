import type { DataSource, ObjectLiteral, QueryRunner, SelectQueryBuilder } from 'typeorm';
import { transactionOf } from './read-for-update';
import { isMysqlFamily } from './sql-dialect';
import { readSql } from './sqlite-readers';

/** The escape character for LIKE: the same on MySQL and SQLite (a backslash is not). */
export const LIKE_ESCAPE = '!';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%"; use with `ESCAPE '!'`. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

/**
 * A list's search box: the text columns of a table it looks in, as "contains, ignoring case".
 * With `indexed`, SQLite keeps a full-text index over them (createTextSearchIndex in a migration),
 * so a search of three characters or more reads the index instead of every row. A search of some
 * of an indexed table's columns (`{ ...EMPLOYEE_SEARCH, columns: ['name'] }`) reads the same index.
 */
export interface TextSearch {
  table: string;
  columns: readonly string[];
  indexed?: boolean;
}

/**
 * How a query finds the rows whose columns contain a text. `scan` works on every database and
 * for any text: a LIKE per column, which reads every row unless the query stops early (a first
 * page in an index's order). `index`, when there is one for the text, reads only the matching
 * rows. A scan is only swapped for the index where both find the same rows (`sameRows`).
 */
export interface TextMatch {
  /** The alias of the searched rows in the conditions: the query's own, or containsTextVia's subquery's. */
  alias: string;
  scan: Condition;
  /**
   * Whether `scan` tests each row by itself, so that walking the list's order stops at the page;
   * not for another table's columns, whose rows are all read first.
   */
  testsEachRow: boolean;
  /**
   * `where` lets the database start from the matches (then sort them); `inOrder` has it walk the
   * list's order and test each row against the matches, which beats sorting thousands of them.
   * `countAlone` counts the matches from the index alone, where nothing else narrows them.
   */
  index: (Condition & { inOrder: string; countAlone: { sql: string; parameters: string[] } | null }) | null;
  sameRows: boolean;
  /** The search to look up in its table's kept text (keptMatches) before the index or a scan. */
  kept: KeptLookup;
}

/** A search whose matching ids may come from memory (kept-search-text.ts). */
export interface KeptLookup {
  search: TextSearch;
  text: string;
  /** `scan` narrowed to the rows with these ids of the searched table (found in memory, tested again here). */
  among: (ids: number[]) => Condition;
  /** Whether the rows found are the query's own and nothing else matches: their count is the search's. */
  countsRows: boolean;
}

/** A WHERE condition and its named parameters. */
export interface Condition {
  where: string;
  parameters: Record<string, unknown>;
}

/**
 * The SQLite index: an FTS5 table of the trigrams of the columns (any three characters in a row,
 * folded to lower case), reading its text from the table itself. A phrase query of the search
 * text finds the rows that contain it, as LIKE does, in time that grows with the matches instead
 * of the table. Triggers keep it current through every write, raw SQL included.
 */
const indexTable = (search: TextSearch) => `${search.table}_search`;

/** The fewest characters the trigram index can look up; shorter texts are scanned. */
const INDEXED_MIN_LENGTH = 3;

/**
 * The rows of `alias` (a query's alias of `search.table`) with the search box's text in one of
 * the searched columns; null for a blank or missing text, which filters nothing.
 */
export function containsText(
  dataSource: DataSource,
  alias: string,
  search: TextSearch,
  searchBox: string | null | undefined,
): TextMatch | null {
  return matchOf(dataSource, search, searchBox, { alias, key: `${alias}.id`, rows: null });
}

/**
 * The rows whose `foreignKey` (such as `r.employeeId`) names a row of `search.table` with the
 * text in one of the searched columns: a search in another table's columns without joining it,
 * which reads that table's own full-text index on SQLite. Null for a blank or missing text.
 */
export function containsTextVia(
  dataSource: DataSource,
  foreignKey: string,
  search: TextSearch,
  searchBox: string | null | undefined,
): TextMatch | null {
  const alias = `${search.table}_searched`;
  return matchOf(dataSource, search, searchBox, {
    alias,
    key: foreignKey,
    rows: (where) => `${foreignKey} IN (SELECT ${alias}.id FROM ${search.table} ${alias} WHERE ${where})`,
  });
}

/**
 * Both conditions for a text: `alias` names the searched table's rows, `key` the column holding
 * their id, and `rows` turns a condition on those rows into one on the query's (null when they
 * are the query's own).
 */
function matchOf(
  dataSource: DataSource,
  search: TextSearch,
  searchBox: string | null | undefined,
  { alias, key, rows }: { alias: string; key: string; rows: ((where: string) => string) | null },
): TextMatch | null {
  const text = searchBox?.trim();
  if (!text) return null;
  const parameter = `${alias}_contains`;
  // LIKE ignores case without LOWER, which doubled a scan's cost on SQLite: SQLite folds A-Z, as
  // its LOWER does; MySQL compares in the column's collation, which ignores case (as `caseless`).
  const like = `(${search.columns.map((column) => `${alias}.${column} LIKE :${parameter} ESCAPE '${LIKE_ESCAPE}'`).join(' OR ')})`;
  const scan = { where: rows ? rows(like) : like, parameters: { [parameter]: likePattern(text) } };
  const testsEachRow = rows === null;
  const among = (ids: number[]): Condition => {
    const found = ids.length > 0 ? `(${alias}.id IN (:...${parameter}_kept) AND ${like})` : '1 = 0';
    return { where: rows ? rows(found) : found, parameters: { ...scan.parameters, [`${parameter}_kept`]: ids } };
  };
  const kept = { search, text, among, countsRows: testsEachRow };
  if (isMysqlFamily(dataSource) || !search.indexed || [...text].length < INDEXED_MIN_LENGTH) {
    return { alias, scan, testsEachRow, index: null, sameRows: true, kept };
  }
  const table = indexTable(search);
  // A quoted phrase is taken literally (a quote inside it is doubled), in the searched columns.
  const phrase = `{${search.columns.join(' ')}} : "${text.replaceAll('"', '""')}"`;
  const matches = `(SELECT rowid FROM ${table} WHERE ${table} MATCH :${parameter}_phrase)`;
  return {
    alias,
    scan,
    testsEachRow,
    index: {
      where: `${key} IN ${matches}`,
      // A unary plus keeps SQLite from looking the rows up by the matches' ids.
      inOrder: `+${key} IN ${matches}`,
      parameters: { [`${parameter}_phrase`]: phrase },
      countAlone: { sql: `SELECT COUNT(*) AS total FROM ${table} WHERE ${table} MATCH ?`, parameters: [phrase] },
    },
    // The index folds the case of every letter, LIKE only of A-Z: they agree on ASCII text.
    sameRows: /^[\x20-\x7e]*$/.test(text),
    kept,
  };
}

/**
 * The rows that contain the text, or meet `condition` too: a search that also looks in what no
 * index holds (a status among a few labels).
 */
export function orMatching(match: TextMatch | null, condition: Condition | null): TextMatch | null {
  if (!match || !condition) return match;
  const or = (where: string) => `(${where} OR ${condition.where})`;
  const either = (one: Condition): Condition => ({
    where: or(one.where),
    parameters: { ...one.parameters, ...condition.parameters },
  });
  return {
    ...match,
    scan: either(match.scan),
    index: match.index && { ...either(match.index), inOrder: or(match.index.inOrder), countAlone: null },
    kept: { ...match.kept, among: (ids) => either(match.kept.among(ids)), countsRows: false },
  };
}

/** Adds the condition to the query. */
export function whereContains<E extends ObjectLiteral>(
  query: SelectQueryBuilder<E>,
  { where, parameters }: Condition,
): SelectQueryBuilder<E> {
  return query.andWhere(where, parameters);
}

/** `query` narrowed to the rows that contain the text (the index's condition where there is one); as it is without a match. */
export const whereMatching = <E extends ObjectLiteral>(
  query: SelectQueryBuilder<E>,
  match: TextMatch | null | undefined,
): SelectQueryBuilder<E> => (match ? whereContains(query, match.index ?? match.scan) : query);

/**
 * How many rows of `query` contain the text, or null when the index cannot tell alone: it can
 * when the query has no other condition and the index is of the query's own rows, and then
 * counts without reading a row of the table (ten times faster than looking up each match: 2 ms
 * for 10,000 of 100,000 rows).
 */
export async function countFromIndex<E extends ObjectLiteral>(
  query: SelectQueryBuilder<E>,
  match: TextMatch,
): Promise<number | null> {
  const alone = match.index?.countAlone;
  if (!alone || match.alias !== query.alias || query.expressionMap.wheres.length > 0) return null;
  // In a transaction, on its connection: a reader thread would not see the transaction's own rows.
  const transaction = transactionOf(query);
  const [row] = transaction
    ? ((await transaction.query(alone.sql, alone.parameters)) as { total: number }[])
    : await readSql<{ total: number }>(query.connection, alone.sql, alone.parameters);
  return Number(row?.total ?? 0);
}

const quoted = (name: string) => `"${name}"`;

/**
 * Makes the index over `search.columns` and fills it from the table's rows (a migration's `up`).
 * Nothing on MySQL/MariaDB, which scan. A later migration that rebuilds the table on SQLite
 * (TypeORM copies it to change a column) drops the triggers: it must make the index again.
 */
export async function createTextSearchIndex(queryRunner: QueryRunner, search: TextSearch): Promise<void> {
  if (isMysqlFamily(queryRunner.connection)) return;
  const table = indexTable(search);
  const columns = search.columns.map(quoted).join(', ');
  const values = (row: 'new' | 'old') => search.columns.map((column) => `${row}.${quoted(column)}`).join(', ');
  const remove = `INSERT INTO ${quoted(table)} (${quoted(table)}, rowid, ${columns}) VALUES ('delete', old.id, ${values('old')});`;
  const add = `INSERT INTO ${quoted(table)} (rowid, ${columns}) VALUES (new.id, ${values('new')});`;
  await queryRunner.query(
    `CREATE VIRTUAL TABLE ${quoted(table)} USING fts5(${columns}, content=${quoted(search.table)}, content_rowid='id', tokenize='trigram')`,
  );
  await queryRunner.query(`CREATE TRIGGER "${table}_insert" AFTER INSERT ON ${quoted(search.table)} BEGIN ${add} END`);
  await queryRunner.query(
    `CREATE TRIGGER "${table}_delete" AFTER DELETE ON ${quoted(search.table)} BEGIN ${remove} END`,
  );
  await queryRunner.query(
    `CREATE TRIGGER "${table}_update" AFTER UPDATE OF ${columns} ON ${quoted(search.table)} BEGIN ${remove} ${add} END`,
  );
  await queryRunner.query(`INSERT INTO ${quoted(table)} (${quoted(table)}) VALUES ('rebuild')`);
}

export async function dropTextSearchIndex(queryRunner: QueryRunner, search: TextSearch): Promise<void> {
  if (isMysqlFamily(queryRunner.connection)) return;
  const table = indexTable(search);
  for (const trigger of ['insert', 'delete', 'update']) await queryRunner.query(`DROP TRIGGER "${table}_${trigger}"`);
  await queryRunner.query(`DROP TABLE ${quoted(table)}`);
}
