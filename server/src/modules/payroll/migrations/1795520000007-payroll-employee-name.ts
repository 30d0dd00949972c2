import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createListIndex, dropListIndex } from '../../../db/list-indexes';
import { isMysqlFamily } from '../../../db/sql-dialect';

const INDEX = 'IDX_payroll_records_list_employee';

/**
 * The payroll list in employee order: each record keeps a copy of its employee's name, indexed
 * with the employee and the month, so that a page reads the index in order. Sorting by the joined
 * employees' name made both databases sort every record (66 ms on SQLite, 500 ms on MariaDB, at
 * 100,000 records).
 */
export class PayrollEmployeeName1795520000007 implements MigrationInterface {
  name = 'PayrollEmployeeName1795520000007';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A plain ADD COLUMN: TypeORM's addColumn copies the whole table on SQLite.
    await queryRunner.query(
      isMysqlFamily(queryRunner.connection)
        ? "ALTER TABLE `payroll_records` ADD `employeeName` varchar(100) NOT NULL DEFAULT ''"
        : `ALTER TABLE "payroll_records" ADD COLUMN "employeeName" varchar(100) NOT NULL DEFAULT ('')`,
    );
    await queryRunner.query(
      'UPDATE payroll_records SET employeeName = (SELECT e.name FROM employees e WHERE e.id = payroll_records.employeeId)',
    );
    await createListIndex(queryRunner, 'payroll_records', INDEX, [
      { column: 'employeeName', caseless: true },
      { column: 'employeeId' },
      { column: 'month' },
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropListIndex(queryRunner, 'payroll_records', INDEX);
    await queryRunner.query(
      isMysqlFamily(queryRunner.connection)
        ? 'ALTER TABLE `payroll_records` DROP COLUMN `employeeName`'
        : 'ALTER TABLE "payroll_records" DROP COLUMN "employeeName"',
    );
  }
}
