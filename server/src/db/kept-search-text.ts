import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { logger } from '../common/logger';
import { inTransaction } from './read-for-update';
import { isMysqlFamily } from './sql-dialect';
import { readRows, readSql } from './sqlite-readers';
import { TABLE_VERSIONS } from './table-versions';
import type { TextSearch } from './text-search';

/**
 * A search box's text looked up in memory. MySQL and MariaDB have no index that finds a text
 * inside a column ("contains"): there every search read every row of its table, about 57 ms of
 * the server's time at 100,000 rows, so ten searches at once took half a second each. SQLite's
 * trigram index finds a rare text at once, but counts a common one match by match (10-20 ms for a
 * tenth of 100,000 rows) and cannot look up a text under 3 characters, which read every row
 * (a two-letter search took 350 ms at 10 connections).
 *
 * Each large searched table's columns are kept as text, folded the way the columns' collation
 * compares characters, in a thread beside the event loop (SearchThread): finding a text there is a
 * string search of a few milliseconds that gives every matching id, so the total, and few enough
 * ids for the database to look up and sort. The text is kept with the table's version
 * (table_versions) read before its rows, and used only while the version is the same: any write
 * through any instance makes it stale, and the next search reads the table again in the
 * background while the database searches. So it is never older than the table, as with the kept
 * totals.
 *
 * What it finds is what `column LIKE '%text%'` finds: on MySQL the collation is asked which ASCII
 * character each character of the table compares equal to (LIKE compares one character with one:
 * é is e, but ß is not ss); SQLite's LIKE folds A-Z only. Only printable ASCII search texts are
 * looked up this way; any other character is left to the database.
 *
 * On SQLite the versions and the rows are read by the reader threads, which see only what is
 * committed: the app's one connection may be inside another request's transaction.
 */

/** After each value of a column: no search text holds it, so no match spans two. */
const APART = '\u0000';

/** A search text looked up here: printable ASCII. */
const LOOKED_UP = /^[\x20-\x7e]+$/;

/** Text of only these characters folds with toLowerCase where the collation folds ASCII so. */
const ASCII_ONLY = /^\p{ASCII}*$/u;

/** How many rows one statement reads while the text is built (the loop is free between them). */
const ROWS_PER_READ = 5000;

/**
 * A column with at most this share of distinct values (a status, a category, a company) keeps
 * each value once and a number per row: a search then reads the few values instead of every row's.
 */
const FEW_DISTINCT_SHARE = 1 / 4;

/** A table with fewer rows is searched by the database: its scan takes a few milliseconds. */
const KEPT_MIN_ROWS = 10_000;

/** After building a table's text, the next build waits this many times as long as the build took. */
const REBUILD_PAUSE = 4;

/** A table's text: each searched column's, and the rows' ids in the same order. */
interface TableText {
  ids: Float64Array<ArrayBuffer>;
  columns: ColumnText[];
}

/** One searched column: its values folded, each ending in APART, and where each starts. */
interface ColumnText {
  text: string;
  starts: Uint32Array<ArrayBuffer>;
  /** For a column of few distinct values: `text` holds each value once, and this each row's value (its number). */
  codes: Uint32Array<ArrayBuffer> | null;
}

/** How one collation compares characters, as the ASCII character each one equals (APART for none). */
interface Fold {
  /** The MySQL collation asked about characters met; null for SQLite's LIKE, which folds A-Z alone. */
  asked: { charset: string; collation: string } | null;
  of: Map<string, string>;
  /** Whether ASCII folds as toLowerCase does (printable characters to lower case, others to none). */
  asciiLowers: boolean;
}

interface KeptText {
  /** The table's version, read before its rows. */
  version: string;
  /** Null when the table is searched by the database: too few rows, or columns compared otherwise. */
  fold: Fold | null;
}

interface Keeper {
  minRows: number;
  /** By table and columns. */
  texts: Map<string, KeptText>;
  /** The builds under way, by the same key. */
  building: Map<string, Promise<void>>;
  /** When a table's text may be built again (performance.now()). */
  nextBuildAt: Map<string, number>;
  /** By collation. */
  folds: Map<string, Fold>;
  /** The version each list order of a kept text was read at, by the text's key and the order's. */
  orders: Map<string, string>;
  /** Started with the first text kept. */
  thread: SearchThread | null;
}

const keepers = new WeakMap<DataSource, Keeper>();

/**
 * From now on, searches of `dataSource` (keeping its tables' versions; on SQLite, with reader
 * threads) look large tables up in memory. `minRows`: the fewest rows a table needs for it (tests
 * set it low).
 */
export function keepSearchTexts(dataSource: DataSource, { minRows = KEPT_MIN_ROWS } = {}): void {
  const keeper: Keeper = {
    minRows,
    texts: new Map(),
    building: new Map(),
    nextBuildAt: new Map(),
    folds: new Map(),
    orders: new Map(),
    thread: keepers.get(dataSource)?.thread ?? null,
  };
  if (!keepers.has(dataSource)) {
    const destroy = dataSource.destroy.bind(dataSource);
    dataSource.destroy = async () => {
      const thread = keepers.get(dataSource)?.thread;
      keepers.delete(dataSource);
      await thread?.terminate();
      return destroy();
    };
  }
  keepers.set(dataSource, keeper);
}

/**
 * What a kept text found: how many rows match, their ids (ascending) when no more than asked for,
 * and when more, the ids of the page asked for in the list's order once that order is kept.
 */
export interface KeptMatches {
  count: number;
  ids: number[] | null;
  page: number[] | null;
}

/**
 * The rows of `search`'s table whose columns contain `text`, from its kept text; null when it
 * cannot tell: no text kept for the table's current version (its building starts), a text that is
 * not printable ASCII, a query read in a transaction (it alone sees its own writes), a table
 * the database searches. `idsUpTo`: the most ids returned, beyond which only the count is, and
 * with `page`, the page's ids in `query`'s order (a query of the table's rows without conditions):
 * the order's ids are kept too, read at the first such search of each order.
 */
export async function keptMatches<E extends ObjectLiteral>(
  query: SelectQueryBuilder<E>,
  search: TextSearch,
  text: string,
  { idsUpTo, page }: { idsUpTo: number; page?: { offset: number; limit: number } },
): Promise<KeptMatches | null> {
  const dataSource = query.connection;
  const keeper = keepers.get(dataSource);
  if (!keeper || !LOOKED_UP.test(text) || inTransaction(query)) return null;
  const key = keyOf(search);
  const [version, kept] = [await versionOf(dataSource, search.table), keeper.texts.get(key)];
  if (version === null) return null;
  if (kept?.version !== version) {
    startBuilding(dataSource, keeper, key, search.table, () => buildText(dataSource, keeper, search));
    return null;
  }
  if (!kept.fold || !keeper.thread) return null;
  const order = page && `${key} ${JSON.stringify([query.expressionMap.orderBys, query.getParameters()])}`;
  const ordered = order && keeper.orders.get(order) === version ? { ...page, order } : null;
  try {
    const found = await keeper.thread.find(key, version, foldText(kept.fold, text.toLowerCase()), idsUpTo, ordered);
    if (found && order && !ordered && found.ids === null) {
      startBuilding(dataSource, keeper, order, search.table, () => buildOrder(keeper, search, order, version, query));
    }
    return found;
  } catch {
    // The thread stopped (it should not): the database searches, and the next build starts another.
    keeper.thread = null;
    keeper.texts.clear();
    keeper.orders.clear();
    return null;
  }
}

/**
 * The search thread's program. Finding a text in a table's text is a few milliseconds of work
 * per search (4 MB of text for 100,000 projects); on the server's only event loop that was more
 * than the rest of a search request's work, in the thread it runs beside it. Plain JavaScript, as the SQLite
 * readers' program, so that the same source starts compiled and under the tests' transform.
 * A text is stored under its table's key and version; a search of another version finds nothing.
 */
const SEARCH_PROGRAM = `
const { parentPort } = require('node:worker_threads');
const texts = new Map();
function rowAt(starts, at) {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}
/** The row numbers (places in the text) of \`ids\`, or null when one is not in it. */
function rowsOf(rowIds, ids) {
  const rows = new Int32Array(ids.length);
  for (let i = 0; i < ids.length; i += 1) {
    let low = 0;
    let high = rowIds.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (rowIds[middle] < ids[i]) low = middle + 1;
      else high = middle;
    }
    if (rowIds[low] !== ids[i]) return null;
    rows[i] = low;
  }
  return rows;
}
/** The ids of the page of matching rows (\`hits\`) in an order (its rows, first to last), read from the nearer end. */
function pageOf(inOrder, rowIds, count, { offset, limit }) {
  const ids = [];
  const end = Math.min(offset + limit, count);
  if (offset >= end) return ids;
  const fromStart = offset <= count - end;
  const skip = fromStart ? offset : count - end;
  let seen = 0;
  for (let i = 0; i < inOrder.length && ids.length < end - offset; i += 1) {
    const row = inOrder[fromStart ? i : inOrder.length - 1 - i];
    if (!hits[row]) continue;
    seen += 1;
    if (seen > skip) ids.push(rowIds[row]);
  }
  return fromStart ? ids : ids.reverse();
}
let hits = new Uint8Array(0);
parentPort.on('message', (message) => {
  if (message.put) {
    texts.set(message.key, { version: message.version, text: message.text, orders: new Map() });
    return;
  }
  if (message.putOrder) {
    const kept = texts.get(message.key);
    const inOrder = kept && kept.version === message.version ? rowsOf(kept.text.ids, message.ids) : null;
    if (inOrder && inOrder.length === kept.text.ids.length) kept.orders.set(message.order, inOrder);
    return;
  }
  const { id, key, version, needle, idsUpTo, page } = message;
  const kept = texts.get(key);
  if (!kept || kept.version !== version) return parentPort.postMessage({ id, found: null });
  const rowIds = kept.text.ids;
  const rows = rowIds.length;
  if (hits.length < rows) hits = new Uint8Array(rows);
  else hits.fill(0, 0, rows);
  for (const { text, starts, codes } of kept.text.columns) {
    const found = codes ? new Uint8Array(starts.length) : hits;
    let any = false;
    for (let at = text.indexOf(needle); at !== -1; ) {
      const value = rowAt(starts, at);
      found[value] = 1;
      any = true;
      // On from the next value: a row counts once.
      at = value + 1 < starts.length ? text.indexOf(needle, starts[value + 1]) : -1;
    }
    if (codes && any) for (let row = 0; row < rows; row += 1) if (found[codes[row]]) hits[row] = 1;
  }
  const ids = [];
  let count = 0;
  for (let row = 0; row < rows; row += 1) {
    if (!hits[row]) continue;
    count += 1;
    if (count <= idsUpTo) ids.push(rowIds[row]);
  }
  const inOrder = count > idsUpTo && page ? kept.orders.get(page.order) : undefined;
  parentPort.postMessage({
    id,
    found: { count, ids: count <= idsUpTo ? ids : null, page: inOrder ? pageOf(inOrder, rowIds, count, page) : null },
  });
});
`;

/** The thread holding a data source's kept texts, and the searches it has not answered yet. */
class SearchThread {
  private readonly worker = new Worker(SEARCH_PROGRAM, { eval: true });
  private readonly waiting = new Map<
    number,
    { resolve(found: KeptMatches | null): void; reject(error: Error): void }
  >();
  private nextId = 0;
  private stopped = false;

  constructor() {
    // It never keeps the process alive: the server's own handles decide that.
    this.worker.unref();
    this.worker.on('message', ({ id, found }: { id: number; found: KeptMatches | null }) => {
      this.waiting.get(id)?.resolve(found);
      this.waiting.delete(id);
    });
    this.worker.on('error', (error) => {
      logger.error('search thread stopped', { error });
      this.stop();
    });
    this.worker.on('exit', () => this.stop());
  }

  /** Hands a table's text over (its arrays moved, not copied). */
  put(key: string, version: string, text: TableText): void {
    const moved = text.columns.flatMap(({ starts, codes }) =>
      codes ? [starts.buffer, codes.buffer] : [starts.buffer],
    );
    this.worker.postMessage({ put: true, key, version, text }, [text.ids.buffer, ...moved]);
  }

  /** Hands the ids of a kept text's rows over in a list's order. */
  putOrder(key: string, version: string, order: string, ids: Float64Array<ArrayBuffer>): void {
    this.worker.postMessage({ putOrder: true, key, version, order, ids }, [ids.buffer]);
  }

  find(
    key: string,
    version: string,
    needle: string,
    idsUpTo: number,
    page: { order: string; offset: number; limit: number } | null,
  ): Promise<KeptMatches | null> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.stopped) return reject(new Error('The search thread stopped'));
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, key, version, needle, idsUpTo, page });
    });
  }

  async terminate(): Promise<void> {
    await this.worker.terminate();
  }

  private stop(): void {
    this.stopped = true;
    for (const waiting of this.waiting.values()) waiting.reject(new Error('The search thread stopped'));
    this.waiting.clear();
  }
}

const keyOf = (search: TextSearch) => `${search.table} ${search.columns.join(' ')}`;

async function versionOf(dataSource: DataSource, table: string): Promise<string | null> {
  const [row] = await readSql<{ version: string | number }>(
    dataSource,
    `SELECT version FROM ${TABLE_VERSIONS} WHERE name = ?`,
    [table],
  );
  return row ? String(row.version) : null;
}

/**
 * Runs `build` in the background under `key` (a text's or an order's), unless one is under way or
 * the last ended a moment ago.
 */
function startBuilding(
  dataSource: DataSource,
  keeper: Keeper,
  key: string,
  table: string,
  build: () => Promise<void>,
): void {
  if (keeper.building.has(key) || performance.now() < (keeper.nextBuildAt.get(key) ?? 0)) return;
  const started = performance.now();
  const building = build()
    .catch((error: unknown) => {
      // A data source closed meanwhile (the server stopping) leaves nothing to report.
      if (dataSource.isInitialized) logger.error('search text not kept', { error, table });
    })
    .finally(() => {
      keeper.building.delete(key);
      keeper.nextBuildAt.set(key, performance.now() + REBUILD_PAUSE * (performance.now() - started));
    });
  keeper.building.set(key, building);
}

/** Reads the table's text and hands it to the thread (none for a table the database searches). */
async function buildText(dataSource: DataSource, keeper: Keeper, search: TextSearch): Promise<void> {
  const key = keyOf(search);
  keeper.texts.delete(key);
  const built = await readText(dataSource, keeper, search);
  if (!built) return;
  if (built.text && built.fold) {
    keeper.thread ??= new SearchThread();
    keeper.thread.put(key, built.version, built.text);
  }
  keeper.texts.set(key, { version: built.version, fold: built.text && built.fold });
}

/** How many ids one statement reads while an order is read. */
const IDS_PER_READ = 20_000;

/**
 * Reads the ids of `query`'s rows (the table's, without conditions) in its order and hands them to
 * the thread, for the text kept at `version`: a page of many matches is then picked there from the
 * order, where walking the order in the database to reach them read every row before them (at
 * 100,000 employees, 60,000 rows by name before the first whose position holds "lead data").
 */
async function buildOrder<E extends ObjectLiteral>(
  keeper: Keeper,
  search: TextSearch,
  order: string,
  version: string,
  query: SelectQueryBuilder<E>,
): Promise<void> {
  const key = keyOf(search);
  keeper.orders.delete(order);
  // Read after the version, as the text was: a write meanwhile leaves both stale.
  if ((await versionOf(query.connection, search.table)) !== version) return;
  const ids: number[] = [];
  const inOrder = query.clone().select(`${query.alias}.id`, 'id');
  for (let offset = 0; ; offset += IDS_PER_READ) {
    const rows = await readRows<{ id: number | string }>(inOrder.clone().offset(offset).limit(IDS_PER_READ));
    for (const row of rows) ids.push(Number(row.id));
    if (rows.length < IDS_PER_READ) break;
  }
  if (keeper.texts.get(key)?.version !== version || !keeper.thread) return;
  keeper.thread.putOrder(key, version, order, Float64Array.from(ids));
  keeper.orders.set(order, version);
}

/** Waits for the search texts being built (tests, and a bench that measures the kept texts). */
export async function searchTextsBuilt(dataSource: DataSource): Promise<void> {
  await Promise.all(keepers.get(dataSource)?.building.values() ?? []);
}

/**
 * The table's text as of its current version, read `ROWS_PER_READ` rows at a time in the order of
 * their ids; without it for a table the database searches.
 */
async function readText(
  dataSource: DataSource,
  keeper: Keeper,
  search: TextSearch,
): Promise<{ version: string; text: TableText | null; fold: Fold | null } | null> {
  const version = await versionOf(dataSource, search.table);
  if (version === null) return null;
  const escape = (name: string) => dataSource.driver.escape(name);
  const table = escape(search.table);
  const [enough] = await readSql<unknown>(
    dataSource,
    `SELECT id FROM ${table} ORDER BY id LIMIT 1 OFFSET ${Math.max(keeper.minRows - 1, 0)}`,
  );
  const fold = enough === undefined ? null : await foldOf(dataSource, keeper, search);
  if (!fold) return { version, text: null, fold: null };
  const ids: number[] = [];
  const values: string[][] = search.columns.map(() => []);
  const columns = search.columns.map(escape).join(', ');
  let after: number | null = null;
  for (;;) {
    const rows = await readSql<ObjectLiteral>(
      dataSource,
      `SELECT id, ${columns} FROM ${table}${after === null ? '' : ' WHERE id > ?'} ORDER BY id LIMIT ${ROWS_PER_READ}`,
      after === null ? [] : [after],
    );
    await learnCharacters(dataSource, fold, rows, search.columns);
    for (const row of rows) {
      ids.push(Number(row.id));
      search.columns.forEach((column, i) =>
        values[i]!.push(foldText(fold, row[column] == null ? '' : String(row[column]))),
      );
    }
    if (rows.length < ROWS_PER_READ) break;
    after = ids[ids.length - 1]!;
  }
  return { version, text: { ids: Float64Array.from(ids), columns: values.map(columnText) }, fold };
}

/** A column's text from its rows' folded values, each distinct value once where they are few. */
function columnText(values: string[]): ColumnText {
  const numbers = new Map<string, number>();
  const codes = new Uint32Array(values.length);
  values.forEach((value, row) => {
    let number = numbers.get(value);
    if (number === undefined) numbers.set(value, (number = numbers.size));
    codes[row] = number;
  });
  const few = numbers.size <= values.length * FEW_DISTINCT_SHARE;
  const kept = few ? [...numbers.keys()] : values;
  const starts = new Uint32Array(kept.length);
  let length = 0;
  kept.forEach((value, i) => {
    starts[i] = length;
    length += value.length + APART.length;
  });
  return { text: kept.join(APART) + APART, starts, codes: few ? codes : null };
}

/** `text` as the fold compares it, every character known to it (learnCharacters). */
function foldText(fold: Fold, text: string): string {
  if (fold.asciiLowers && ASCII_ONLY.test(text)) return text.toLowerCase();
  let folded = '';
  for (const character of text) folded += fold.of.get(character) ?? APART;
  return folded;
}

/**
 * SQLite's LIKE: A-Z as a-z, the other printable ASCII characters as themselves, and every other
 * character as none that a search text looked up here holds (LIKE compares it with itself alone).
 */
const SQLITE_FOLD: Fold = {
  asked: null,
  of: new Map(
    Array.from({ length: 127 }, (_, code) => {
      const character = String.fromCharCode(code + 1);
      return [character, LOOKED_UP.test(character) ? character.toLowerCase() : APART];
    }),
  ),
  asciiLowers: true,
};

/**
 * How the searched columns' collation compares characters; null when they differ in collation or
 * are not Unicode text (the database searches them then).
 */
async function foldOf(dataSource: DataSource, keeper: Keeper, search: TextSearch): Promise<Fold | null> {
  if (!isMysqlFamily(dataSource)) return SQLITE_FOLD;
  const columns = await dataSource.query<{ charset: string | null; collation: string | null }[]>(
    `SELECT CHARACTER_SET_NAME AS charset, COLLATION_NAME AS collation FROM information_schema.COLUMNS
      WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND COLUMN_NAME IN (${search.columns.map(() => '?').join(', ')})`,
    [search.table, ...search.columns],
  );
  const [first] = columns;
  const same = columns.every((column) => column.collation === first?.collation && column.charset === first?.charset);
  if (!first?.charset || !first.collation || columns.length !== search.columns.length || !same) return null;
  if (!/^utf8(mb3|mb4)?$/.test(first.charset) || !/^\w+$/.test(first.collation)) return null;
  const known = keeper.folds.get(first.collation);
  if (known) return known;
  const fold: Fold = {
    asked: { charset: first.charset, collation: first.collation },
    of: new Map(),
    asciiLowers: false,
  };
  await learn(
    dataSource,
    fold,
    Array.from({ length: 127 }, (_, code) => String.fromCharCode(code + 1)),
  );
  fold.asciiLowers = [...fold.of].every(([character, folded]) =>
    LOOKED_UP.test(character) ? folded === character.toLowerCase() : folded === APART,
  );
  keeper.folds.set(first.collation, fold);
  return fold;
}

/** Learns the characters of `rows`' columns that the fold has not met yet. */
async function learnCharacters(dataSource: DataSource, fold: Fold, rows: ObjectLiteral[], columns: readonly string[]) {
  const unknown = new Set<string>();
  for (const row of rows) {
    for (const column of columns) {
      const value = row[column] == null ? '' : String(row[column]);
      if (fold.asciiLowers && ASCII_ONLY.test(value)) continue;
      for (const character of value) if (!fold.of.has(character)) unknown.add(character);
    }
  }
  await learn(dataSource, fold, [...unknown]);
}

/** The printable ASCII characters, each with its LIKE pattern (the escape character and wildcards escaped). */
const PRINTABLE = Array.from({ length: 0x7e - 0x20 + 1 }, (_, code) => String.fromCharCode(code + 0x20)).map(
  (character) => [character, /[!%_]/.test(character) ? `!${character}` : character] as const,
);

/** How many characters one statement asks about. */
const LEARNED_PER_STATEMENT = 200;

/**
 * Asks the collation which printable ASCII character each of `characters` equals under LIKE,
 * and keeps the answer: the greatest (the lower-case letter of a pair), or APART for none.
 */
async function learn(dataSource: DataSource, fold: Fold, characters: string[]): Promise<void> {
  if (!fold.asked) return;
  const { collation } = fold.asked;
  const charset = fold.asked.charset === 'utf8' ? 'utf8mb3' : fold.asked.charset;
  for (let from = 0; from < characters.length; from += LEARNED_PER_STATEMENT) {
    const asked = characters.slice(from, from + LEARNED_PER_STATEMENT);
    const rows = await dataSource.query<{ asked: string; equal: string }[]>(
      `SELECT c.asked, a.equal FROM (${asked.map(() => 'SELECT ? AS asked').join(' UNION ALL ')}) c
        JOIN (${PRINTABLE.map(() => 'SELECT ? AS equal, ? AS pattern').join(' UNION ALL ')}) a
          ON CONVERT(c.asked USING ${charset}) COLLATE ${collation} LIKE CONVERT(a.pattern USING ${charset}) ESCAPE '!'`,
      [...asked, ...PRINTABLE.flat()],
    );
    for (const character of asked) fold.of.set(character, APART);
    for (const { asked: character, equal } of rows) {
      if ((fold.of.get(character) ?? APART) < equal) fold.of.set(character, equal);
    }
  }
}
