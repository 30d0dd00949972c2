import type { QueryRunner } from 'typeorm';
import { isMysqlFamily } from '../../../db/sql-dialect';

/**
 * Gives `table` (rows with an `employeeId`) an `employeeName` column holding a copy of each row's
 * employee's name, filled from the employees. followEmployeeName keeps it current afterwards.
 */
export async function addEmployeeNameCopy(queryRunner: QueryRunner, table: string): Promise<void> {
  // A plain ADD COLUMN: TypeORM's addColumn copies the whole table on SQLite.
  await queryRunner.query(
    isMysqlFamily(queryRunner.connection)
      ? `ALTER TABLE \`${table}\` ADD \`employeeName\` varchar(100) NOT NULL DEFAULT ''`
      : `ALTER TABLE "${table}" ADD COLUMN "employeeName" varchar(100) NOT NULL DEFAULT ('')`,
  );
  await queryRunner.query(
    `UPDATE ${table} SET employeeName = (SELECT e.name FROM employees e WHERE e.id = ${table}.employeeId)`,
  );
}

/** Undoes addEmployeeNameCopy. */
export async function dropEmployeeNameCopy(queryRunner: QueryRunner, table: string): Promise<void> {
  await queryRunner.query(
    isMysqlFamily(queryRunner.connection)
      ? `ALTER TABLE \`${table}\` DROP COLUMN \`employeeName\``
      : `ALTER TABLE "${table}" DROP COLUMN "employeeName"`,
  );
}
