import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const FILTERS = [
  ['actorId', 'at', 'id'],
  ['action', 'at', 'id'],
];

/** The Activity page filters by user and by action, newest first: an index for each, in that order. */
export class AuditFilters1795500000000 implements MigrationInterface {
  name = 'AuditFilters1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const columnNames of FILTERS) await queryRunner.createIndex('audit_entries', new TableIndex({ columnNames }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const table = await queryRunner.getTable('audit_entries');
    for (const columnNames of FILTERS) {
      const index = table?.indices.find((i) => i.columnNames.join() === columnNames.join());
      if (index) await queryRunner.dropIndex('audit_entries', index);
    }
  }
}
