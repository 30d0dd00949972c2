import { performance } from 'node:perf_hooks';
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { logger } from '../common/logger';
import { inTransaction } from './read-for-update';
import { foldText, LOOKED_UP, type Fold } from './search-fold';
import { readText } from './search-table-text';
import { SearchThread, type KeptMatches } from './search-thread';
import { readRows, ReadersClosedError } from './sqlite-readers';
import { tableVersion } from './table-versions';
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
 * What it finds is what `column LIKE '%text%'` finds (search-fold.ts). Only printable ASCII search
 * texts are looked up this way; any other character is left to the database.
 *
 * On SQLite the versions and the rows are read by the reader threads, which see only what is
 * committed: the app's one connection may be inside another request's transaction.
 */

/** A table with fewer rows is searched by the database: its scan takes a few milliseconds. */
const KEPT_MIN_ROWS = 10_000;

/** After building a table's text, the next build waits this many times as long as the build took. */
const REBUILD_PAUSE = 4;

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
  const [version, kept] = [await tableVersion(dataSource, search.table), keeper.texts.get(key)];
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

const keyOf = (search: TextSearch) => `${search.table} ${search.columns.join(' ')}`;

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
      // A data source or reader threads closed meanwhile (the server stopping) leave nothing to report.
      if (dataSource.isInitialized && !(error instanceof ReadersClosedError)) {
        logger.error('search text not kept', { error, table });
      }
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
  const built = await readText(dataSource, search, keeper);
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
  if ((await tableVersion(query.connection, search.table)) !== version) return;
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
