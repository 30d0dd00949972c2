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
 *  - a near page's rows, in the query's order; a far page's ids first (an index that serves the
 *    order holds the id as well, so the page skips index entries instead of reading every row it
 *    skips: MySQL reads whole rows for an OFFSET otherwise), then those rows;
 *  - the total, a plain COUNT(*), which an index can answer (TypeORM's getManyAndCount counts
 *    DISTINCT ids, reading every matching row a second time).
 * With `search` (containsText), the total comes from its full-text index, and the page from the
 * index too unless the matches are so many that reading the list's order and testing each row
 * reaches the page sooner (then the total has to come first, to know). A text too short for the
 * index is counted on SQLite in a fixed number of slices (countInSlices).
 * Only for a query without joins that repeat a row (none, or many-to-one). A row deleted between
 * the statements of a far page is left out of it.
 */
export async function pageAndTotal<E extends ObjectLiteral & { id: number }>(
  query: SelectQueryBuilder<E>,
  offset: number,
  limit: number,
  search?: TextMatch | null,
): Promise<[E[], number]> {
  const matching = whereMatching(query.clone(), search);
  const rowsOf = async (rows: SelectQueryBuilder<E>): Promise<E[]> => {
    if (offset < NEAR_OFFSET) return rows.offset(offset).limit(limit).getMany();
    const page = await rows
      .select(`${query.alias}.id`, 'id')
      .offset(offset)
      .limit(limit)
      .getRawMany<{ id: number | string }>();
    const ids = page.map((row) => Number(row.id));
    const found = ids.length > 0 ? await query.clone().orderBy().andWhereInIds(ids).getMany() : [];
    const byId = new Map(found.map((row) => [row.id, row]));
    return ids.flatMap((key) => byId.get(key) ?? []);
  };
  const count = async () =>
    (search ? await countFromIndex(query, search) : null) ??
    (search && !search.index && !isMysqlFamily(query.connection)
      ? await countInSlices(matching)
      : await countAll(matching));

  if (search?.index && search.sameRows) {
    const total = await count();
    if (total === 0) return [[], 0];
    const walk = scanReachesPageSooner(total, offset, limit);
    return [await rowsOf(whereContains(query.clone(), walk ? search.scan : search.index)), total];
  }
  return Promise.all([rowsOf(matching.clone()), count()]);
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
  // The table's first and last ids, each an index read (SQLite scans for both in one aggregate).
  const table = query.connection.driver.escape(query.expressionMap.mainAlias!.metadata.tableName);
  const [bounds] = await query.connection.query<{ low: number | null; high: number | null }[]>(
    `SELECT (SELECT MIN(id) FROM ${table}) AS low, (SELECT MAX(id) FROM ${table}) AS high`,
  );
  if (bounds?.low == null || bounds.high == null) return 0;
  const low = Number(bounds.low);
  const width = Math.ceil((Number(bounds.high) - low + 1) / COUNT_SLICES);
  let total = 0;
  for (let from = low; from <= Number(bounds.high); from += width) {
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
 * Whether to read a search's page by walking the list's order and testing each row, instead of
 * collecting every match from the full-text index and sorting them. The walk stops at the page:
 * with many matches it is short for the first pages (the first page of a search matching a tenth
 * of 100,000 rows reads some 200), while collecting costs the same for every page.
 */
function scanReachesPageSooner(total: number, offset: number, limit: number): boolean {
  return total >= 1000 && (offset + limit) * 4 <= total;
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
 * expression over the query's alias (such as `LOWER(p.title)`).
 */
export function orderBySort<E extends ObjectLiteral, S extends string>(
  query: SelectQueryBuilder<E>,
  columns: Record<S, string>,
  { sort, direction }: SortArgs<S>,
): SelectQueryBuilder<E> {
  return query.orderBy(columns[sort], direction).addOrderBy(`${query.alias}.id`, direction);
}
