import { stringify, type Options, type Stringifier } from 'csv-stringify';

/** What a CSV cell may hold: numbers stay numbers (amounts are exported as plain numbers, not as `$1,234.56`). */
export type CsvValue = string | number | boolean | Date | null | undefined;

/** One column of an export: its human header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/**
 * Prefixes that make a spreadsheet read a cell as a formula (or as the start of one after a line
 * break). csv-stringify's escape_formulas covers = + - @, tab and carriage return (and their
 * full-width forms); a leading newline or NUL is left to this cast.
 */
const UNCOVERED_PREFIX = /^[\n\0]/;

/** The one cast every export uses, so no feature can forget a case. */
export const csvCast: NonNullable<Options['cast']> = {
  string: (value) => (UNCOVERED_PREFIX.test(value) ? `'${value}` : value),
  boolean: (value) => (value ? 'Yes' : 'No'),
  date: (value) => value.toISOString(),
  // A negative amount is a number, not a formula: csv-stringify leaves number fields unescaped.
  number: (value) => String(value),
};

/** UTF-8 with a byte-order mark (so Excel reads accents right), a header row and CRLF line ends (RFC 4180). */
export const csvOptions = (headers: readonly string[]): Options => ({
  bom: true,
  header: true,
  columns: headers.map((header, index) => ({ key: String(index), header })),
  record_delimiter: 'windows',
  escape_formulas: true,
  cast: csvCast,
});

/** A CSV stream with these headers: write records (one value per column), read text. */
export const csvStringifier = (headers: readonly string[]): Stringifier => stringify(csvOptions(headers));
