import { TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const quoteIdIndex = async (queryRunner: QueryRunner) => {
  const table = await queryRunner.getTable('projects');
  return table?.indices.find((index) => index.columnNames.length === 1 && index.columnNames[0] === 'quoteId');
};

/**
 * A project made from a quote points at it for good: one project per quote (a unique index,
 * which also settles two conversions racing), and deleting the quote keeps the project with
 * its quoteId cleared.
 */
export class ProjectQuoteLink1795484500000 implements MigrationInterface {
  name = 'ProjectQuoteLink1795484500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Nothing set quoteId before this; should a row point at no quote, the key could not be made.
    await queryRunner.query(
      'UPDATE projects SET quoteId = NULL WHERE quoteId IS NOT NULL AND quoteId NOT IN (SELECT id FROM quote_requests)',
    );
    const plain = await quoteIdIndex(queryRunner);
    if (plain) await queryRunner.dropIndex('projects', plain);
    await queryRunner.createIndex('projects', new TableIndex({ columnNames: ['quoteId'], isUnique: true }));
    await queryRunner.createForeignKey(
      'projects',
      new TableForeignKey({
        columnNames: ['quoteId'],
        referencedTableName: 'quote_requests',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
        onUpdate: 'NO ACTION',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const table = await queryRunner.getTable('projects');
    const key = table?.foreignKeys.find((fk) => fk.columnNames.includes('quoteId'));
    if (key) await queryRunner.dropForeignKey('projects', key);
    const unique = await quoteIdIndex(queryRunner);
    if (unique) await queryRunner.dropIndex('projects', unique);
    await queryRunner.createIndex('projects', new TableIndex({ columnNames: ['quoteId'] }));
  }
}
