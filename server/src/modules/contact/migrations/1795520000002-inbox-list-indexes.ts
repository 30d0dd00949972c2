import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createListIndexes, dropListIndexes, type ListIndexes } from '../../../db/list-indexes';
import { createTextSearchIndex, dropTextSearchIndex } from '../../../db/text-search';
import { INBOX_SEARCH } from '../contact-message.service';

/** The inbox at volume: each sort, and the New/Handled filter newest first, read an index in order; the search a full-text index on SQLite. */
const INBOX_INDEXES: ListIndexes = {
  IDX_contact_messages_list_received: [{ column: 'createdAt' }],
  IDX_contact_messages_list_name: [{ column: 'name', caseless: true }],
  IDX_contact_messages_list_subject: [{ column: 'subject', caseless: true }],
  IDX_contact_messages_list_state: [{ column: 'handled' }, { column: 'createdAt' }],
};

export class InboxListIndexes1795520000002 implements MigrationInterface {
  name = 'InboxListIndexes1795520000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createListIndexes(queryRunner, 'contact_messages', INBOX_INDEXES);
    await createTextSearchIndex(queryRunner, INBOX_SEARCH);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTextSearchIndex(queryRunner, INBOX_SEARCH);
    await dropListIndexes(queryRunner, 'contact_messages', INBOX_INDEXES);
  }
}
