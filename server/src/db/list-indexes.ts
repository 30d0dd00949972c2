import type { QueryRunner } from 'typeorm';
import { isMysqlFamily } from './sql-dialect';

/** A key of a list's index: a column, compared without regard to case when `caseless` (see caseless()). */
export interface ListIndexKey {
  column: string;
  caseless?: boolean;
}

/**
 * An index that serves a list's sort or filter (a migration's `up`). A caseless text column needs
 * the NOCASE collation on SQLite to serve `caseless(column)`; on MySQL/MariaDB the column's own
 * collation is already case-insensitive. Every index holds the id after its keys on both
 * databases, which breaks the list's ties. The entity declares it with `synchronize: false`
 * (TypeORM cannot describe a collation in an index).
 */
export async function createListIndex(
  queryRunner: QueryRunner,
  table: string,
  name: string,
  keys: readonly ListIndexKey[],
): Promise<void> {
  const mysql = isMysqlFamily(queryRunner.connection);
  const columns = keys.map(({ column, caseless }) =>
    mysql ? `\`${column}\`` : `"${column}"${caseless ? ' COLLATE NOCASE' : ''}`,
  );
  await queryRunner.query(
    mysql
      ? `CREATE INDEX \`${name}\` ON \`${table}\` (${columns.join(', ')})`
      : `CREATE INDEX "${name}" ON "${table}" (${columns.join(', ')})`,
  );
}

export async function dropListIndex(queryRunner: QueryRunner, table: string, name: string): Promise<void> {
  await queryRunner.query(
    isMysqlFamily(queryRunner.connection) ? `DROP INDEX \`${name}\` ON \`${table}\`` : `DROP INDEX "${name}"`,
  );
}

/** A list's indexes by name, each its keys. */
export type ListIndexes = Record<string, readonly ListIndexKey[]>;

/** Makes each of a list's indexes (a migration's `up`). */
export async function createListIndexes(queryRunner: QueryRunner, table: string, indexes: ListIndexes): Promise<void> {
  for (const [name, keys] of Object.entries(indexes)) await createListIndex(queryRunner, table, name, keys);
}

/** Drops each of a list's indexes (a migration's `down`). */
export async function dropListIndexes(queryRunner: QueryRunner, table: string, indexes: ListIndexes): Promise<void> {
  for (const name of Object.keys(indexes)) await dropListIndex(queryRunner, table, name);
}
