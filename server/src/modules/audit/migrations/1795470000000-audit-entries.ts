import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { id, timestamps, varchar } from '../../../db/migrations/columns';

/** The audit trail: who changed what, when, field by field. */
export class AuditEntries1795470000000 implements MigrationInterface {
  name = 'AuditEntries1795470000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const [createdAt] = timestamps(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'audit_entries',
        columns: [
          id(),
          { ...createdAt!, name: 'at' },
          { name: 'actorId', type: 'integer', isNullable: true },
          varchar('actorName', 100),
          varchar('action', 30),
          varchar('entity', 50),
          varchar('entityId', 50),
          varchar('label', 200),
          { name: 'changes', type: 'text' },
        ],
      }),
    );
    await queryRunner.createIndex('audit_entries', new TableIndex({ columnNames: ['at', 'id'] }));
    await queryRunner.createIndex('audit_entries', new TableIndex({ columnNames: ['entity', 'entityId', 'at'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('audit_entries');
  }
}
