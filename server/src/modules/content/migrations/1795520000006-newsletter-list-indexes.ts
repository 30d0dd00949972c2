import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createListIndexes, dropListIndexes, type ListIndexes } from '../../../db/list-indexes';
import { createTextSearchIndex, dropTextSearchIndex } from '../../../db/text-search';
import { NEWSLETTER_SEARCH } from '../newsletter.service';

/**
 * The newsletter list at volume: newest first reads an index in order (the email sort has the
 * address's unique index), and the search a full-text index on SQLite.
 */
const NEWSLETTER_INDEXES: ListIndexes = { IDX_newsletter_subscriptions_list_signed_up: [{ column: 'createdAt' }] };

export class NewsletterListIndexes1795520000006 implements MigrationInterface {
  name = 'NewsletterListIndexes1795520000006';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createListIndexes(queryRunner, 'newsletter_subscriptions', NEWSLETTER_INDEXES);
    await createTextSearchIndex(queryRunner, NEWSLETTER_SEARCH);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTextSearchIndex(queryRunner, NEWSLETTER_SEARCH);
    await dropListIndexes(queryRunner, 'newsletter_subscriptions', NEWSLETTER_INDEXES);
  }
}
