import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createListIndex, dropListIndex } from '../../../db/list-indexes';
import { createTextSearchIndex, dropTextSearchIndex } from '../../../db/text-search';
import { QUOTE_SEARCH } from '../quote-directory.service';

/**
 * The quotes list at volume: the name sort and the budget filter (newest first) each read an
 * index in the list's order, and the search reads a full-text index on SQLite. Submission time
 * and status already have theirs (the dashboard indexes).
 */
export class QuoteListIndexes1795520000001 implements MigrationInterface {
  name = 'QuoteListIndexes1795520000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createListIndex(queryRunner, 'quote_requests', 'IDX_quote_requests_list_name', [
      { column: 'name', caseless: true },
    ]);
    await createListIndex(queryRunner, 'quote_requests', 'IDX_quote_requests_list_budget', [
      { column: 'budget' },
      { column: 'submittedAt' },
    ]);
    await createTextSearchIndex(queryRunner, QUOTE_SEARCH);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTextSearchIndex(queryRunner, QUOTE_SEARCH);
    await dropListIndex(queryRunner, 'quote_requests', 'IDX_quote_requests_list_budget');
    await dropListIndex(queryRunner, 'quote_requests', 'IDX_quote_requests_list_name');
  }
}
