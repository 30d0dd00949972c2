import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createListIndexes, dropListIndexes, type ListIndexes } from '../../../db/list-indexes';
import { createTextSearchIndex, dropTextSearchIndex } from '../../../db/text-search';
import { EMPLOYEE_SEARCH } from '../employee-directory.service';

/**
 * The employees list at volume: the name, position and join date sorts, and the status filter in
 * the list's order (by name), each read an index in order; the search a full-text index on SQLite.
 * Department, email and status have theirs already (the employees migration).
 */
const EMPLOYEE_INDEXES: ListIndexes = {
  IDX_employees_list_name: [{ column: 'name', caseless: true }],
  IDX_employees_list_position: [{ column: 'position', caseless: true }],
  IDX_employees_list_join_date: [{ column: 'joinDate' }],
  IDX_employees_list_status: [{ column: 'status' }, { column: 'name', caseless: true }],
};

export class EmployeeListIndexes1795520000003 implements MigrationInterface {
  name = 'EmployeeListIndexes1795520000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createListIndexes(queryRunner, 'employees', EMPLOYEE_INDEXES);
    await createTextSearchIndex(queryRunner, EMPLOYEE_SEARCH);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTextSearchIndex(queryRunner, EMPLOYEE_SEARCH);
    await dropListIndexes(queryRunner, 'employees', EMPLOYEE_INDEXES);
  }
}
