import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { id, timestamps, uniqueOn, varchar } from './columns';

/** The newsletter list. */
export class Newsletter1763800000001 implements MigrationInterface {
  name = 'Newsletter1763800000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const [createdAt] = timestamps(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'newsletter_subscriptions',
        columns: [id(), varchar('email', 254), createdAt!],
        ...uniqueOn(queryRunner, ['email']),
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('newsletter_subscriptions');
  }
}
