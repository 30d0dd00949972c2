import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createListIndex, dropListIndex } from '../../../db/list-indexes';
import { addEmployeeNameCopy, dropEmployeeNameCopy } from '../../employees/migrations/employee-name-copy';

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
    await addEmployeeNameCopy(queryRunner, 'payroll_records');
    await createListIndex(queryRunner, 'payroll_records', INDEX, [
      { column: 'employeeName', caseless: true },
      { column: 'employeeId' },
      { column: 'month' },
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropListIndex(queryRunner, 'payroll_records', INDEX);
    await dropEmployeeNameCopy(queryRunner, 'payroll_records');
  }
}
