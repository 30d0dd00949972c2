import { validate } from 'class-validator';
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../../auth/actor';
import type { Role } from '../../auth/roles';
import type { Config } from '../../config';
import type { CsvColumn, CsvValue } from './csv';

/** Who downloads, and the app's settings: for a query whose rows depend on them (the audit trail, the quote clock). */
export interface ExportContext {
  user: Actor;
  config: Pick<Config, 'holidays'>;
}

/** Rows read per query: small enough for any driver's parameter limit, large enough to be quick. */
export const EXPORT_BATCH_SIZE = 500;

/**
 * What a feature writes to offer its list as CSV at `GET /api/export/<name>.csv`:
 * who may download it, its columns, and the same query (filters and sort) as its list.
 */
export interface CsvExportDescriptor<Row extends ObjectLiteral & { id: number }, Args extends object> {
  /** The route and file name: `projects` gives /api/export/projects.csv and projects-YYYY-MM-DD.csv. */
  name: string;
  roles: readonly Role[];
  /**
   * A check beyond the role, for downloads that depend on who the user is (an HR employee):
   * refused, the download answers 403 like a wrong role.
   */
  allows?: (dataSource: DataSource, user: Actor) => Promise<boolean>;
  /** The list's GraphQL arguments class; its defaults and validation rules apply to the query string too. */
  args: new () => Args;
  /** The query-string parameters read into `args` (paging never applies: an export has every row). */
  params: readonly (keyof Args & string)[];
  /**
   * Enum parameters whose stored values differ from their API names ('On Leave' / ON_LEAVE): the
   * query string gives the API name, as the web app's generated types do, and is read as the value.
   */
  enums?: Partial<Record<keyof Args & string, Readonly<Record<string, string>>>>;
  /** Boolean parameters: 'true' or '1', 'false' or '0' in the query string. */
  booleans?: readonly (keyof Args & string)[];
  /** Whole-number parameters (an id), read as numbers; anything else is left to the validation rules. */
  integers?: readonly (keyof Args & string)[];
  columns: readonly CsvColumn<Row>[];
  /** The rows the list would show for these arguments (and this user), in its order and unpaged. */
  query: (dataSource: DataSource, args: Args, context: ExportContext) => SelectQueryBuilder<Row>;
}

/** An export ready for the route: its types erased so one registry holds every feature's. */
export interface CsvExport {
  name: string;
  roles: readonly Role[];
  /** Whether the user (whose role is one of `roles`) may download it. */
  allows(dataSource: DataSource, user: Actor): Promise<boolean>;
  headers: string[];
  /**
   * Reads and validates the query string and finds the matching rows' ids (so a bad request or a
   * failing query is answered before any CSV is sent), then yields the records batch by batch.
   */
  prepare(
    dataSource: DataSource,
    query: Record<string, unknown>,
    context: ExportContext,
  ): Promise<{ error: string } | { records: AsyncIterable<CsvValue[]> }>;
}

const BOOLEAN_TEXT: Readonly<Record<string, boolean>> = { true: true, '1': true, false: false, '0': false };

async function parseArgs<Args extends object>(
  {
    args: Type,
    params,
    enums = {},
    booleans = [],
    integers = [],
  }: Pick<CsvExportDescriptor<never, Args>, 'args' | 'params' | 'enums' | 'booleans' | 'integers'>,
  query: Record<string, unknown>,
): Promise<{ error: string } | { args: Args }> {
  const args = new Type();
  for (const param of params) {
    const value = query[param];
    if (value === undefined) continue;
    if (typeof value !== 'string') return { error: `Give ${param} once, as text` };
    const values: Readonly<Record<string, string>> | undefined = enums[param];
    if (booleans.includes(param))
      Object.assign(args, { [param]: Object.hasOwn(BOOLEAN_TEXT, value) ? BOOLEAN_TEXT[value] : value });
    else if (integers.includes(param))
      Object.assign(args, { [param]: /^-?\d{1,15}$/.test(value) ? Number(value) : value });
    else Object.assign(args, { [param]: values && Object.hasOwn(values, value) ? values[value] : value });
  }
  // Paging fields stay unset: the export has every row, so their rules do not apply.
  const [failure] = await validate(args, { skipUndefinedProperties: true, forbidUnknownValues: false });
  const message = failure && Object.values(failure.constraints ?? {})[0];
  return failure ? { error: message ?? `Invalid ${failure.property}` } : { args };
}

/** The rows of `ids` (in that order), read EXPORT_BATCH_SIZE at a time; a row deleted meanwhile is skipped. */
async function* inBatches<Row extends ObjectLiteral & { id: number }>(
  query: SelectQueryBuilder<Row>,
  ids: readonly number[],
): AsyncGenerator<Row> {
  for (let start = 0; start < ids.length; start += EXPORT_BATCH_SIZE) {
    const batch = ids.slice(start, start + EXPORT_BATCH_SIZE);
    const rows = await query
      .clone()
      .andWhere(`${query.alias}.id IN (:...exportBatch)`, { exportBatch: batch })
      .orderBy()
      .getMany();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of batch) {
      const row = byId.get(id);
      if (row) yield row;
    }
  }
}

/**
 * Turns a feature's descriptor into an export. Rows are read in batches by id (TypeORM's stream()
 * does not work on SQLite): first the ids of every match in the list's order, then the rows.
 */
export function defineExport<Row extends ObjectLiteral & { id: number }, Args extends object>(
  descriptor: CsvExportDescriptor<Row, Args>,
): CsvExport {
  const { name, roles, columns, allows = () => Promise.resolve(true) } = descriptor;
  return {
    name,
    roles,
    allows,
    headers: columns.map((column) => column.header),
    async prepare(dataSource, query, context) {
      const parsed = await parseArgs(descriptor, query);
      if ('error' in parsed) return parsed;
      const rows = descriptor.query(dataSource, parsed.args, context);
      const found = await rows.clone().select(`${rows.alias}.id`, 'id').getRawMany<{ id: number | string }>();
      const ids = found.map((row) => Number(row.id));
      async function* records() {
        for await (const row of inBatches(rows, ids)) yield columns.map((column) => column.value(row));
      }
      return { records: records() };
    },
  };
}
