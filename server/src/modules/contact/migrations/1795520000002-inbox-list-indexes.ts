import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createListIndex, dropListIndex } from '../../../db/list-indexes';
import { createTextSearchIndex, dropTextSearchIndex } from '../../../db/text-search';
import { INBOX_SEARCH } from '../contact-message.service';

/** The inbox at volume: each sort, and the New/Handled filter newest first, read an index in order; the search a full-text index on SQLite. */
const INBOX_INDEXES = {
  IDX_contact_messages_list_received: [{ column: 'createdAt' }],
  IDX_contact_messages_list_name: [{ column: 'name', caseless: true }],
  IDX_contact_messages_list_subject: [{ column: 'subject', caseless: true }],
  IDX_contact_messages_list_state: [{ column: 'handled' }, { column: 'createdAt' }],
};

export class InboxListIndexes1795520000002 implements MigrationInterface {
  name = 'InboxListIndexes1795520000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, keys] of Object.entries(INBOX_INDEXES)) {
      await createListIndex(queryRunner, 'contact_messages', name, keys);
    }
    await createTextSearchIndex(queryRunner, INBOX_SEARCH);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTextSearchIndex(queryRunner, INBOX_SEARCH);
    for (const name of Object.keys(INBOX_INDEXES)) await dropListIndex(queryRunner, 'contact_messages', name);
  }
}
