import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createListIndexes, dropListIndexes, type ListIndexes } from '../../../db/list-indexes';
import { createTextSearchIndex, dropTextSearchIndex } from '../../../db/text-search';
import { QUOTE_SEARCH } from '../quote-directory.service';

/**
 * The quotes list at volume: the name sort and the budget filter (newest first) each read an
 * index in the list's order, and the search reads a full-text index on SQLite. Submission time
 * and status already have theirs (the dashboard indexes).
 */
const QUOTE_INDEXES: ListIndexes = {
  IDX_quote_requests_list_name: [{ column: 'name', caseless: true }],
  IDX_quote_requests_list_budget: [{ column: 'budget' }, { column: 'submittedAt' }],
};

export class QuoteListIndexes1795520000001 implements MigrationInterface {
  name = 'QuoteListIndexes1795520000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createListIndexes(queryRunner, 'quote_requests', QUOTE_INDEXES);
    await createTextSearchIndex(queryRunner, QUOTE_SEARCH);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTextSearchIndex(queryRunner, QUOTE_SEARCH);
    await dropListIndexes(queryRunner, 'quote_requests', QUOTE_INDEXES);
  }
}
