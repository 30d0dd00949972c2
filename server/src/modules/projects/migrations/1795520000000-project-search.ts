import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTextSearchIndex, dropTextSearchIndex } from '../../../db/text-search';
import { PROJECT_SEARCH } from '../project.service';

/** The projects list's search reads a full-text index on SQLite instead of every row. */
export class ProjectSearch1795520000000 implements MigrationInterface {
  name = 'ProjectSearch1795520000000';

  up(queryRunner: QueryRunner): Promise<void> {
    return createTextSearchIndex(queryRunner, PROJECT_SEARCH);
  }

  down(queryRunner: QueryRunner): Promise<void> {
    return dropTextSearchIndex(queryRunner, PROJECT_SEARCH);
  }
}
