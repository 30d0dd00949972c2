import { IsEnum, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType, registerEnumType, type ClassType } from 'type-graphql';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { isMysqlFamily } from '../db/sql-dialect';
import { countFromIndex, whereContains, whereMatching, type TextMatch } from '../db/text-search';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Rows to skip.' })
  @Min(0, { message: 'Offset cannot be negative' })
  offset: number;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `Rows to return; at most ${MAX_PAGE_SIZE}.` })
  @Min(1, { message: 'Limit must be at least 1' })
  limit: number;
}

/** The limit actually applied: a larger request is capped, never refused. */
export const cappedLimit = (limit: number) => Math.min(limit, MAX_PAGE_SIZE);

/**
 * A page of `query`'s rows and how many match in all, in a fixed number of statements whatever
 * the page:
 *  - the page: near the start, its rows in one statement; further on, its ids first (an index
 *    that serves the order holds the id as well, so the page skips index entries instead of
 *    reading every row it skips: MySQL reads whole rows for an OFFSET otherwise), then those
 *    rows. A page nearer the end than the start is read from the end in the reverse order, so
 *    the last page costs what the first does (pageFrom). A query with a join (to sort by a
 *    joined table's column) reads ids first on every page: asked for whole rows, SQLite may sort
 *    them all rather than walk the joined table's index;
 *  - the total, a plain COUNT(*), which an index can answer (TypeORM's getManyAndCount counts
 *    DISTINCT ids, reading every matching row a second time). A page past the first ones needs
 *    it first, to know which end it is nearer.
 * With `search` (containsText), the total comes from its full-text index; the page from a short
 * walk of the list's order testing each row when the matches are many (walkWindow), else from
 * the index (SORTED_MATCHES_MAX). A text too short for the index is counted on SQLite in a fixed
 * number of slices (countInSlices).
 * Only for a query without joins that repeat a row (none, or many-to-one). A row written between
 * the statements may be left out of the page or shift it by one, as between any two pages.
 */
export async function pageAndTotal<E extends ObjectLiteral & { id: number }>(
  query: SelectQueryBuilder<E>,
  offset: number,
  limit: number,
  search?: TextMatch | null,
  /** The same rows without a join that only orders them (a required one), for the total. */
  counted: SelectQueryBuilder<E> = query,
): Promise<[E[], number]> {
  const matching = whereMatching(query.clone(), search);
  const countedMatching = counted === query ? matching : whereMatching(counted.clone(), search);
  const count = async () =>
    (search ? await countFromIndex(counted, search) : null) ??
    (search && !search.index && !isMysqlFamily(query.connection)
      ? await countInSlices(countedMatching)
      : await countAll(countedMatching));
  const page = (rows: SelectQueryBuilder<E>, total: number) => pageFrom(query, rows, offset, limit, total);

  if (search?.index && search.sameRows) {
    const total = await count();
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
): Promise<E[]> {
  if (offset >= total) return [];
  const end = Math.min(offset + limit, total);
  const fromEnd = total - end;
  if (fromEnd >= offset) return pageRows(query, rows, offset, limit);
  return (await pageRows(query, reversed(rows), fromEnd, end - offset)).reverse();
}

/** The rows from `offset`, in one statement for a near page without joins, else their ids first. */
async function pageRows<E extends ObjectLiteral & { id: number }>(
  query: SelectQueryBuilder<E>,
  rows: SelectQueryBuilder<E>,
  offset: number,
  limit: number,
): Promise<E[]> {
  if (offset < NEAR_OFFSET && query.expressionMap.joinAttributes.length === 0) {
    return rows.offset(offset).limit(limit).getMany();
  }
  const page = await rows
    .select(`${query.alias}.id`, 'id')
    .offset(offset)
    .limit(limit)
    .getRawMany<{ id: number | string }>();
  const ids = page.map((row) => Number(row.id));
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

const countAll = async <E extends ObjectLiteral>(query: SelectQueryBuilder<E>): Promise<number> =>
  Number(
    (await query.clone().orderBy().select('COUNT(*)', 'total').getRawOne<{ total: number | string }>())?.total ?? 0,
  );

/** The table's first and last ids, each an index read; null for an empty table. */
async function idBounds<E extends ObjectLiteral>(
  query: SelectQueryBuilder<E>,
): Promise<{ low: number; high: number } | null> {
  const table = query.connection.driver.escape(query.expressionMap.mainAlias!.metadata.tableName);
  // Two subqueries: SQLite scans for both in one aggregate.
  const [bounds] = await query.connection.query<{ low: number | null; high: number | null }[]>(
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
async function countInSlices<E extends ObjectLiteral>(query: SelectQueryBuilder<E>): Promise<number> {
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

/** One page of a list, as every list query answers it. */
export interface Page<T> {
  items: T[];
  total: number;
  offset: number;
  limit: number;
}

/**
 * The GraphQL page type of a list: `class ProjectPage extends Paginated(Project, 'projects') {}`
 * gives `items`, `total`, `offset` and `limit`; the subclass names the type and describes it.
 */
export function Paginated<T extends object>(item: ClassType<T>, plural: string) {
  @ObjectType()
  abstract class PageType implements Page<T> {
    @Field(() => [item], { description: `This page's ${plural}, in the order asked for.` })
    items: T[];

    @Field(() => Int, { description: `How many ${plural} match the filters.` })
    total: number;

    @Field(() => Int, { description: 'How many rows were skipped before this page (the offset asked for).' })
    offset: number;

    @Field(() => Int, { description: `The page size applied (requests above ${MAX_PAGE_SIZE} are capped).` })
    limit: number;
  }
  return PageType;
}

export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortDirection, {
  name: 'SortDirection',
  description: 'ASC: A to Z, oldest first; DESC: the reverse.',
  valuesConfig: {
    ASC: { description: 'A to Z, smallest and oldest first.' },
    DESC: { description: 'Z to A, largest and newest first.' },
  },
});

/** The arguments of a sortable list: its page, plus the column to sort by and the direction. */
export interface SortArgs<S extends string> {
  sort: S;
  direction: SortDirection;
}

/**
 * Page arguments with `sort` and `direction`. The sortable columns are a GraphQL enum of the
 * list's own (never a free string: TypeORM does not escape ORDER BY); both have the list's
 * default order as their default value.
 */
export function SortedPageArgs<S extends string, B extends ClassType<PageArgs> = typeof PageArgs>(
  sortEnum: Record<string, S>,
  defaults: SortArgs<S>,
  /** A PageArgs subclass whose fields (a list's filters) the schema lists before sort and direction. */
  base: B = PageArgs as B,
) {
  @ArgsType()
  abstract class SortedArgs extends (base as ClassType<PageArgs>) implements SortArgs<S> {
    @Field(() => sortEnum, { defaultValue: defaults.sort, description: 'The column to sort by.' })
    @IsEnum(sortEnum, { message: 'Choose a valid sort column' })
    sort: S = defaults.sort;

    @Field(() => SortDirection, { defaultValue: defaults.direction, description: 'Ascending or descending.' })
    @IsEnum(SortDirection, { message: 'Choose a valid sort direction' })
    direction: SortDirection = defaults.direction;
  }
  return SortedArgs as unknown as abstract new () => InstanceType<B> & SortArgs<S>;
}

/**
 * Orders a query by the chosen column, then by id in the same direction, so rows with equal
 * values keep one order from page to page. `columns` maps each enum value to a trusted SQL
 * expression over the query's alias (such as `LOWER(p.title)`), or to several, in order (a joined
 * table's column, then what makes its index's order complete).
 */
export function orderBySort<E extends ObjectLiteral, S extends string>(
  query: SelectQueryBuilder<E>,
  columns: Record<S, string | readonly string[]>,
  { sort, direction }: SortArgs<S>,
): SelectQueryBuilder<E> {
  const [first, ...then] = [columns[sort]].flat();
  query.orderBy(first!, direction);
  for (const column of then) query.addOrderBy(column, direction);
  return query.addOrderBy(`${query.alias}.id`, direction);
}
