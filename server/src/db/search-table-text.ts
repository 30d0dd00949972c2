import type { DataSource, ObjectLiteral } from 'typeorm';
import { APART, foldOf, foldText, learnCharacters, type Fold } from './search-fold';
import type { ColumnText, TableText } from './search-thread';
import { readSql } from './sqlite-readers';
import { tableVersion } from './table-versions';
import type { TextSearch } from './text-search';

/** A table's searched columns read as text for the search thread (kept-search-text.ts). */

/** How many rows one statement reads while the text is built (the loop is free between them). */
const ROWS_PER_READ = 5000;

/**
 * A column with at most this share of distinct values (a status, a category, a company) keeps
 * each value once and a number per row: a search then reads the few values instead of every row's.
 */
const FEW_DISTINCT_SHARE = 1 / 4;

/**
 * The table's text as of its current version, read `ROWS_PER_READ` rows at a time in the order of
 * their ids; without it for a table the database searches (fewer than `minRows` rows, or columns
 * compared otherwise).
 */
export async function readText(
  dataSource: DataSource,
  search: TextSearch,
  { minRows, folds }: { minRows: number; folds: Map<string, Fold> },
): Promise<{ version: string; text: TableText | null; fold: Fold | null } | null> {
  const version = await tableVersion(dataSource, search.table);
  if (version === null) return null;
  const escape = (name: string) => dataSource.driver.escape(name);
  const table = escape(search.table);
  const [enough] = await readSql<unknown>(
    dataSource,
    `SELECT id FROM ${table} ORDER BY id LIMIT 1 OFFSET ${Math.max(minRows - 1, 0)}`,
  );
  const fold = enough === undefined ? null : await foldOf(dataSource, search, folds);
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
