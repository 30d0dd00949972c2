import type { DataSource } from 'typeorm';

// The few SQL expressions that SQLite and MySQL/MariaDB write differently, in one place.

/** MySQL and MariaDB (both drivers); everything else here is SQLite. */
export const isMysqlFamily = (dataSource: DataSource): boolean => {
  const type = dataSource.options.type;
  return type === 'mysql' || type === 'mariadb';
};

/**
 * The sum of a DECIMAL(…, 2) column in whole cents, exact on both databases: MySQL sums DECIMALs
 * exactly; SQLite keeps them as floating point, so each is rounded to cents before the sum.
 */
export const sumCents = (dataSource: DataSource, column: string): string =>
  isMysqlFamily(dataSource)
    ? `COALESCE(CAST(SUM(${column}) * 100 AS SIGNED), 0)`
    : `COALESCE(SUM(CAST(ROUND(${column} * 100) AS INTEGER)), 0)`;

/**
 * `column` compared and sorted without regard to case, so that an index can serve it (`LOWER(col)`
 * cannot use one). SQLite: the NOCASE collation, which folds A-Z as its `LOWER` does; the index
 * must be made with `COLLATE NOCASE` too. MySQL/MariaDB: the column's own collation, which is
 * case-insensitive (utf8mb4_unicode_ci, as the app's connection and CI's database use).
 */
export const caseless = (dataSource: DataSource, column: string): string =>
  isMysqlFamily(dataSource) ? column : `${column} COLLATE NOCASE`;
