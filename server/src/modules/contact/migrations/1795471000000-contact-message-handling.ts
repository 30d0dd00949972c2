import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Who marked a contact message handled, and when, so the inbox can say so. */
export class ContactMessageHandling1795471000000 implements MigrationInterface {
  name = 'ContactMessageHandling1795471000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('contact_messages', [
      new TableColumn({ name: 'handledAt', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'handledById', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'handledByName', type: 'varchar', length: '100', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('contact_messages', 'handledByName');
    await queryRunner.dropColumn('contact_messages', 'handledById');
    await queryRunner.dropColumn('contact_messages', 'handledAt');
  }
}
