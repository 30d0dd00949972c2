import type { QueryRunner, TableColumnOptions } from 'typeorm';

/** Column shapes that read the same on MySQL and SQLite, matching what the entities declare. */
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

/** createdAt and updatedAt as TypeORM's Create/UpdateDateColumn expect them on each database. */
export function timestamps(queryRunner: QueryRunner): TableColumnOptions[] {
  const mysql = queryRunner.connection.driver.options.type === 'mysql';
  const now = mysql ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')";
  const type = mysql ? 'datetime' : 'datetime';
  const precision = mysql ? 6 : undefined;
  return [
    { name: 'createdAt', type, precision, default: now },
    { name: 'updatedAt', type, precision, default: now, onUpdate: mysql ? 'CURRENT_TIMESTAMP(6)' : undefined },
  ];
}
