import { TableIndex, TableUnique, type QueryRunner, type TableColumnOptions, type TableOptions } from 'typeorm';

/** Column shapes that read the same on MySQL, MariaDB and SQLite, matching what the entities declare. */

const isMysqlFamily = (queryRunner: QueryRunner) => {
  const type = queryRunner.connection.driver.options.type;
  return type === 'mysql' || type === 'mariadb';
};

export const id = (): TableColumnOptions => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});

export const varchar = (name: string, length: number, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  ...extra,
});

/** Written as 1/0: SQLite keeps a default's text, and the entities' `default: true` reads back as 1. */
export const boolean = (name: string, defaultValue: boolean): TableColumnOptions => ({
  name,
  type: 'boolean',
  default: defaultValue ? 1 : 0,
});

/**
 * What `@Column({ unique: true })` makes: a UNIQUE constraint named UQ_… on SQLite, a unique
 * index named IDX_… on MySQL and MariaDB. Spread into the Table options; never use `isUnique`.
 */
export function uniqueOn(queryRunner: QueryRunner, columnNames: string[]): Pick<TableOptions, 'uniques' | 'indices'> {
  return isMysqlFamily(queryRunner)
    ? { indices: [new TableIndex({ columnNames, isUnique: true })] }
    : { uniques: [new TableUnique({ columnNames })] };
}

/** createdAt and updatedAt as TypeORM's Create/UpdateDateColumn expect them on each database. */
export function timestamps(queryRunner: QueryRunner): TableColumnOptions[] {
  const mysql = isMysqlFamily(queryRunner);
  const now = mysql ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')";
  const precision = mysql ? 6 : undefined;
  const onUpdate = mysql ? 'CURRENT_TIMESTAMP(6)' : undefined;
  return [
    { name: 'createdAt', type: 'datetime', precision, default: now },
    { name: 'updatedAt', type: 'datetime', precision, default: now, onUpdate },
  ];
}
