import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { countAll, countInSlices, idBounds } from './list-count';
import { isMysqlFamily } from './sql-dialect';
import { keptMatches } from './kept-search-text';
import { keptTotal } from './table-versions';
import { hasReaders, readRows } from './sqlite-readers';
import { countFromIndex, whereContains, whereMatching, type TextMatch } from './text-search';

/**
 * A page of `query`'s rows and how many match in all, in a fixed number of statements whatever
 * the page:
 *  - the page: near the start, its rows in one statement; further on, its ids first (an index
 *    that serves the order holds the id as well, so the page skips index entries instead of
 *    reading every row it skips: MySQL reads whole rows for an OFFSET otherwise), then those
 *    rows. A page nearer the end than the start is read from the end in the reverse order, so
 *    the last page costs what the first does (pageFrom). A sort by another table's column reads
 *    a copy of it on the list's own rows (payroll's employeeName): a join to sort by made both
 *    databases sort every row;
 *  - the total, a plain COUNT(*), which an index can answer (TypeORM's getManyAndCount counts
 *    DISTINCT ids, reading every matching row a second time); on MySQL, one without a search is
 *    kept while the tables it reads are unchanged (keptTotal). A page past the first ones needs
 *    it first, to know which end it is nearer.
 * With `search` (containsText), the total comes from its full-text index; the page from a short
 * walk of the list's order testing each row when the matches are many (walkWindow), else from
 * the index (SORTED_MATCHES_MAX). Without an index (MySQL, or a text too short for it), a few
 * matches are found in one pass and sorted (fewMatches); many are counted, on SQLite in a fixed
 * number of slices (countInSlices). A large table's search is first looked up in memory
 * (keptMatches; on SQLite with reader threads): a few matches are then read by id, in place of the
 * index; the count of many is the total, and their page is picked there from the list's order
 * (kept too) or, until it is, walked to.
 * Only for a query without joins that repeat a row (none, or many-to-one). A row written between
 * the statements may be left out of the page or shift it by one, as between any two pages.
 */
export async function pageAndTotal<E extends ObjectLiteral & { id: number }>(
  query: SelectQueryBuilder<E>,
  offset: number,
  limit: number,
  match?: TextMatch | null,
): Promise<[E[], number]> {
  // Matches found in memory are the total when nothing else narrows them, and then their page too.
  const alone = match?.kept.countsRows && query.expressionMap.wheres.length === 0;
  const kept = match
    ? await keptMatches(query, match.kept.search, match.kept.text, {
        idsUpTo: SORTED_MATCHES_MAX,
        page: alone ? { offset, limit } : undefined,
      })
    : null;
  // Few: the database looks them up by id (and tests them again), in place of any full-text index.
  const search = kept?.ids && match ? { ...match, scan: match.kept.among(kept.ids), index: null } : match;
  const manyKept = !kept?.ids && alone ? kept : null;
  const matching = whereMatching(query.clone(), search);
  const count = async () =>
    (search ? await countFromIndex(query, search) : await keptTotal(matching)) ??
    (search && !search.index && !isMysqlFamily(query.connection)
      ? await countInSlices(matching)
      : await countAll(matching));
  // A search's page may test many rows; a plain page reads a few index entries.
  const searching = Boolean(search);
  const page = (rows: SelectQueryBuilder<E>, total: number) => pageFrom(query, rows, offset, limit, total, searching);

  // Many found in memory: their page is picked there from the list's order once that is kept;
  // until then the order is walked, with the full-text index where there is one.
  if (manyKept?.page) return [await rowsOf(query, manyKept.page), manyKept.count];
  if (search?.index && search.sameRows) {
    const total = manyKept?.count ?? (await count());
    if (total === 0) return [[], 0];
    const window = search.testsEachRow ? await walkWindow(query, offset, limit, total) : null;
    if (window !== null) {
      const walked = await page(whereContains(withinFirst(query, window), search.scan), total);
      // Fewer than the page holds: the matches come later in the list than their share says.
      if (walked.length === Math.min(limit, total - offset)) return [walked, total];
    }
    const { where, inOrder, parameters } = search.index;
    const matches = { where: total >= SORTED_MATCHES_MAX ? inOrder : where, parameters };
    return [await page(whereContains(query.clone(), matches), total), total];
  }
  if (manyKept) return [await page(matching.clone(), manyKept.count), manyKept.count];
  if (search && !search.index) {
    const few = await fewMatches(matching);
    if (few) {
      if (few.length === 0) return [[], 0];
      const rows = query.clone().andWhereInIds(few);
      return [await pageFrom(query, rows, offset, limit, few.length, false), few.length];
    }
  }
  if (offset < NEAR_OFFSET) return Promise.all([page(matching.clone(), Infinity), count()]);
  const total = await count();
  return [await page(matching.clone(), total), total];
}

/**
 * The page at `offset` of `rows` (`query` narrowed) in `total` rows (Infinity when not counted
 * yet). A page nearer the end than the start is read from the end in the reverse order, then
 * turned round: the last page costs what the first does, whatever the list's size.
 */
async function pageFrom<E extends ObjectLiteral & { id: number }>(
  query: SelectQueryBuilder<E>,
  rows: SelectQueryBuilder<E>,
  offset: number,
  limit: number,
  total: number,
  searching: boolean,
): Promise<E[]> {
  if (offset >= total) return [];
  const end = Math.min(offset + limit, total);
  const fromEnd = total - end;
  if (fromEnd >= offset) return pageRows(query, rows, offset, limit, searching);
  return (await pageRows(query, reversed(rows), fromEnd, end - offset, searching)).reverse();
}

/**
 * The rows from `offset`, in one statement for a near page, else their ids first.
 * A search's ids come first from a reader thread where there are some (SQLite), however many rows
 * finding them tests, and the loop only looks the page's rows up by id. (A near page without a
 * search reads a few index entries: one statement on the loop costs less than a thread's two.)
 */
async function pageRows<E extends ObjectLiteral & { id: number }>(
  query: SelectQueryBuilder<E>,
  rows: SelectQueryBuilder<E>,
  offset: number,
  limit: number,
  searching: boolean,
): Promise<E[]> {
  const offLoop = searching && hasReaders(query.connection);
  if (offset < NEAR_OFFSET && !offLoop) {
    return rows.offset(offset).limit(limit).getMany();
  }
  const page = await readRows<{ id: number | string }>(
    rows.select(`${query.alias}.id`, 'id').offset(offset).limit(limit),
  );
  const ids = page.map((row) => Number(row.id));
  return rowsOf(query, ids);
}

/** `query`'s rows with these ids, in the order of the ids (one that is gone meanwhile is left out). */
async function rowsOf<E extends ObjectLiteral & { id: number }>(
  query: SelectQueryBuilder<E>,
  ids: number[],
): Promise<E[]> {
  const found = ids.length > 0 ? await query.clone().orderBy().andWhereInIds(ids).getMany() : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((key) => byId.get(key) ?? []);
}

/** `rows` in the reverse of its order (NULLs, first or last, turn round with the rest on both databases). */
function reversed<E extends ObjectLiteral>(rows: SelectQueryBuilder<E>): SelectQueryBuilder<E> {
  const orderBys = Object.entries(rows.expressionMap.orderBys);
  const turned = rows.orderBy();
  for (const [expression, direction] of orderBys) {
    const order = typeof direction === 'string' ? direction : direction.order;
    turned.addOrderBy(expression, order === 'ASC' ? 'DESC' : 'ASC');
  }
  return turned;
}

/**
 * Pages before this offset are read in one statement: the rows they skip are few, and reading
 * them whole costs less than a second statement (a list's first pages are nearly all it serves).
 */
const NEAR_OFFSET = 200;

/**
 * Up to this many matches, the index's matches are looked up and sorted; more are tested in the
 * list's order instead (an index entry each, where sorting costs a row read each): at 100,000
 * rows, 6,700 matches take 6 ms against 33 ms sorted, and one match 0.4 ms sorted against 5.
 */
const SORTED_MATCHES_MAX = 1000;

/**
 * How many rows of the list's order to walk for a search's page, testing each, instead of
 * collecting every match from the full-text index and sorting them; null to collect. With many
 * matches the walk is short for the first pages (the first page of a search matching a tenth of
 * 100,000 rows reads some 200), while collecting costs the same for every page. The walk reads
 * at most four times what the matches' share of the table says it needs (plus 200): matches
 * gathered late in the order (a search for what the list is sorted by) then cost a short walk
 * before the index is read, not a walk of the whole table. Only from the start of the list.
 */
async function walkWindow<E extends ObjectLiteral>(
  query: SelectQueryBuilder<E>,
  offset: number,
  limit: number,
  total: number,
): Promise<number | null> {
  if (total < 1000 || (offset + limit) * 4 > total || offset > total - offset - limit) return null;
  const bounds = await idBounds(query);
  if (!bounds) return null;
  const needs = ((offset + limit) * (bounds.high - bounds.low + 1)) / total;
  return needs * 4 <= total ? Math.ceil(needs * 4) + 200 : null;
}

/**
 * The ids of the rows of `matching` (a search without a full-text index: a LIKE per row) when
 * they are few, at most SORTED_MATCHES_MAX, else null: one statement that stops at one too many.
 * A text found in many rows stops early, where walking the list's order is short too; a rare one
 * reads each row once, and its page is then sorted from these ids. Walking the order instead
 * would look each row up through the order's index and read them all anyway: on MariaDB at
 * 100,000 rows, 113 ms for the first page of 20 matches against 72 ms for this, which also gives
 * the count.
 */
async function fewMatches<E extends ObjectLiteral>(matching: SelectQueryBuilder<E>): Promise<number[] | null> {
  const found = await readRows<{ id: number | string }>(
    matching
      .clone()
      .orderBy()
      .select(`${matching.alias}.id`, 'id')
      .limit(SORTED_MATCHES_MAX + 1),
  );
  return found.length > SORTED_MATCHES_MAX ? null : found.map((row) => Number(row.id));
}

/**
 * `query` narrowed to its first `count` rows in its own order (before any other condition is
 * added): the ids are read from the index that serves the order, then the rows among them.
 */
function withinFirst<E extends ObjectLiteral>(query: SelectQueryBuilder<E>, count: number): SelectQueryBuilder<E> {
  const first = query.clone().select(`${query.alias}.id`, 'id').limit(count);
  // The derived table keeps the LIMIT inside the subquery on MySQL too.
  return query
    .clone()
    .andWhere(`${query.alias}.id IN (SELECT first_rows.id FROM (${first.getQuery()}) first_rows)`)
    .setParameters(first.getParameters());
}
