import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { hasReaders, readRows, readSql } from './sqlite-readers';

/** How many rows `query` selects: a plain COUNT(*), which an index can answer. */
export async function countAll<E extends ObjectLiteral>(query: SelectQueryBuilder<E>): Promise<number> {
  const [row] = await readRows<{ total: number | string }>(query.clone().orderBy().select('COUNT(*)', 'total'));
  return Number(row?.total ?? 0);
}

/** The table's first and last ids, each an index read; null for an empty table. */
export async function idBounds<E extends ObjectLiteral>(
  query: SelectQueryBuilder<E>,
): Promise<{ low: number; high: number } | null> {
  const table = query.connection.driver.escape(query.expressionMap.mainAlias!.metadata.tableName);
  // Two subqueries: SQLite scans for both in one aggregate.
  const [bounds] = await readSql<{ low: number | null; high: number | null }>(
    query.connection,
    `SELECT (SELECT MIN(id) FROM ${table}) AS low, (SELECT MAX(id) FROM ${table}) AS high`,
  );
  return bounds?.low == null || bounds.high == null ? null : { low: Number(bounds.low), high: Number(bounds.high) };
}

/** Into how many ranges of ids a count that reads every row is cut on SQLite. */
const COUNT_SLICES = 10;

/**
 * The count of a search that reads every row (a text too short for the full-text index), on
 * SQLite: the statement runs on the server's only event loop, where one count of 100,000 rows
 * holds every other request for 50 ms. Cut into ranges of ids with the loop free between them,
 * it costs the same in all but lets a visitor's request through every few milliseconds. A row
 * written meanwhile may be counted or not, as with any count taken during writes.
 */
export async function countInSlices<E extends ObjectLiteral>(query: SelectQueryBuilder<E>): Promise<number> {
  // A reader thread counts whole without holding the loop.
  if (hasReaders(query.connection)) return countAll(query);
  const id = `${query.alias}.id`;
  const bounds = await idBounds(query);
  if (!bounds) return 0;
  const width = Math.ceil((bounds.high - bounds.low + 1) / COUNT_SLICES);
  let total = 0;
  for (let from = bounds.low; from <= bounds.high; from += width) {
    const slice = query.clone().andWhere(`${id} >= :sliceFrom AND ${id} < :sliceTo`, {
      sliceFrom: from,
      sliceTo: from + width,
    });
    total += await countAll(slice);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return total;
}
