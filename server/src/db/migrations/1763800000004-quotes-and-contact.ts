import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { boolean, id, timestamps, varchar } from './columns';

/** Quote requests from the public quote page and messages from the contact form. */
export class QuotesAndContact1763800000004 implements MigrationInterface {
  name = 'QuotesAndContact1763800000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    const [createdAt, updatedAt] = timestamps(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'quote_requests',
        columns: [
          id(),
          varchar('name', 100),
          varchar('email', 254),
          varchar('phone', 30),
          varchar('company', 200, { isNullable: true }),
          varchar('budget', 20),
          { name: 'services', type: 'text' },
          { name: 'message', type: 'text' },
          varchar('status', 20, { default: "'pending'" }),
          { name: 'notes', type: 'text', isNullable: true },
          { ...createdAt!, name: 'submittedAt' },
          updatedAt!,
        ],
      }),
    );
    await queryRunner.createIndex('quote_requests', new TableIndex({ columnNames: ['status'] }));
    await queryRunner.createTable(
      new Table({
        name: 'contact_messages',
        columns: [
          id(),
          varchar('name', 100),
          varchar('email', 254),
          varchar('subject', 200),
          { name: 'message', type: 'text' },
          boolean('handled', false),
          createdAt!,
        ],
      }),
    );
    await queryRunner.createIndex('contact_messages', new TableIndex({ columnNames: ['handled'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('contact_messages');
    await queryRunner.dropTable('quote_requests');
  }
}
