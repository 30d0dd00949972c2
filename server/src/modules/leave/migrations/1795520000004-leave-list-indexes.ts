import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createListIndexes, dropListIndexes, type ListIndexes } from '../../../db/list-indexes';

/**
 * The leave lists at volume, newest first: everyone's, one employee's (My Requests, and a team's
 * through its members) and one status's (Pending HR, the status filter) each read an index in
 * that order.
 */
const LEAVE_INDEXES: ListIndexes = {
  IDX_leave_requests_list_created: [{ column: 'createdAt' }],
  IDX_leave_requests_list_employee: [{ column: 'employeeId' }, { column: 'createdAt' }],
  IDX_leave_requests_list_status: [{ column: 'status' }, { column: 'createdAt' }],
};

export class LeaveListIndexes1795520000004 implements MigrationInterface {
  name = 'LeaveListIndexes1795520000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createListIndexes(queryRunner, 'leave_requests', LEAVE_INDEXES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropListIndexes(queryRunner, 'leave_requests', LEAVE_INDEXES);
  }
}
