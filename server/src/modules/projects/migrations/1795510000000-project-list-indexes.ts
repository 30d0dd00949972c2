import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createListIndexes, dropListIndexes, type ListIndexes } from '../../../db/list-indexes';

/**
 * The projects list's sorts and its category filter, each served by an index, so a page of a
 * large list reads its rows in order instead of sorting the table. The text columns are compared
 * without regard to case (caseless in db/sql-dialect.ts).
 */
const PROJECT_LIST_INDEXES: ListIndexes = {
  IDX_projects_list_date: [{ column: 'date' }],
  IDX_projects_list_title: [{ column: 'title', caseless: true }],
  IDX_projects_list_client: [{ column: 'client', caseless: true }],
  // The category filter's rows come newest first (the list's default order) from its index.
  IDX_projects_list_category: [{ column: 'category', caseless: true }, { column: 'date' }],
};

export class ProjectListIndexes1795510000000 implements MigrationInterface {
  name = 'ProjectListIndexes1795510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createListIndexes(queryRunner, 'projects', PROJECT_LIST_INDEXES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropListIndexes(queryRunner, 'projects', PROJECT_LIST_INDEXES);
  }
}
