import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createListIndexes, dropListIndexes, type ListIndexes } from '../../../db/list-indexes';

/**
 * The payroll list at volume: the net salary sort reads an index in order. The month and status
 * sorts have theirs (the payroll records migration), and the employee sort reads the employees'
 * name index (the employee list indexes migration).
 */
const PAYROLL_INDEXES: ListIndexes = { IDX_payroll_records_list_net: [{ column: 'netSalary' }] };

export class PayrollListIndexes1795520000005 implements MigrationInterface {
  name = 'PayrollListIndexes1795520000005';

  up(queryRunner: QueryRunner): Promise<void> {
    return createListIndexes(queryRunner, 'payroll_records', PAYROLL_INDEXES);
  }

  down(queryRunner: QueryRunner): Promise<void> {
    return dropListIndexes(queryRunner, 'payroll_records', PAYROLL_INDEXES);
  }
}
