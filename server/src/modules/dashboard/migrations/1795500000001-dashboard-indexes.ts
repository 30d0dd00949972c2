import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const indexOn = async (queryRunner: QueryRunner, table: string, columnNames: string[]) =>
  (await queryRunner.getTable(table))?.indices.find((i) => i.columnNames.join() === columnNames.join());

/**
 * What the dashboard counts by: projects by status, and quotes by status and submission time
 * (pending ones overdue for an answer, the list's overdue filter) or by submission time alone
 * (received per month). The composite index starts with status, so it replaces status's own.
 * Payroll by month and status, with the net: the month's cost and pending count from the index alone.
 */
export class DashboardIndexes1795500000001 implements MigrationInterface {
  name = 'DashboardIndexes1795500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('projects', new TableIndex({ columnNames: ['status'] }));
    await queryRunner.createIndex('quote_requests', new TableIndex({ columnNames: ['status', 'submittedAt'] }));
    await queryRunner.createIndex('quote_requests', new TableIndex({ columnNames: ['submittedAt'] }));
    await queryRunner.createIndex(
      'payroll_records',
      new TableIndex({ columnNames: ['month', 'paymentStatus', 'netSalary'] }),
    );
    const statusOnly = await indexOn(queryRunner, 'quote_requests', ['status']);
    if (statusOnly) await queryRunner.dropIndex('quote_requests', statusOnly);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('quote_requests', new TableIndex({ columnNames: ['status'] }));
    for (const [table, columns] of [
      ['payroll_records', ['month', 'paymentStatus', 'netSalary']],
      ['quote_requests', ['submittedAt']],
      ['quote_requests', ['status', 'submittedAt']],
      ['projects', ['status']],
    ] as const) {
      const index = await indexOn(queryRunner, table, [...columns]);
      if (index) await queryRunner.dropIndex(table, index);
    }
  }
}
