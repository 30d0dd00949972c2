import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { boolean, id, timestamps, uniqueOn, varchar } from './columns';

/** Users, projects, and the record of which seed sets were applied. */
export class Initial1763800000000 implements MigrationInterface {
  name = 'Initial1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          id(),
          varchar('email', 254),
          varchar('name', 100),
          varchar('role', 20),
          varchar('passwordHash', 255),
          boolean('active', true),
          ...timestamps(queryRunner),
        ],
        ...uniqueOn(queryRunner, ['email']),
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'projects',
        columns: [
          id(),
          varchar('title', 200),
          varchar('client', 200),
          varchar('category', 200),
          varchar('status', 20, { default: "'Planning'" }),
          { name: 'date', type: 'date' },
          { name: 'description', type: 'text' },
          boolean('featured', false),
          varchar('icon', 20, { default: "'Code'" }),
          ...timestamps(queryRunner),
          { name: 'quoteId', type: 'integer', isNullable: true },
          varchar('budget', 20, { isNullable: true }),
          { name: 'services', type: 'text', isNullable: true },
          { name: 'paymentAmount', type: 'decimal', precision: 12, scale: 2, isNullable: true },
          varchar('paymentCurrency', 3, { isNullable: true }),
          varchar('paymentMethod', 30, { isNullable: true }),
          varchar('paymentStatus', 20, { isNullable: true }),
          varchar('planDuration', 100, { isNullable: true }),
          { name: 'milestones', type: 'text', isNullable: true },
          { name: 'deliverables', type: 'text', isNullable: true },
          varchar('phase', 20, { isNullable: true }),
          { name: 'startDate', type: 'date', isNullable: true },
          { name: 'estimatedEndDate', type: 'date', isNullable: true },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'seed_history',
        columns: [varchar('name', 100, { isPrimary: true }), { name: 'appliedAt', type: 'datetime' }],
      }),
    );
    for (const column of ['category', 'featured', 'quoteId']) {
      await queryRunner.createIndex('projects', new TableIndex({ columnNames: [column] }));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('seed_history');
    await queryRunner.dropTable('projects');
    await queryRunner.dropTable('users');
  }
}
