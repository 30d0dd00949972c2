import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { boolean, id, timestamps, uniqueOn, varchar } from '../../../db/migrations/columns';

/** The people records: who works here, who manages whom, their pay details and their account. */
export class Employees1795480000000 implements MigrationInterface {
  name = 'Employees1795480000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'employees',
        columns: [
          id(),
          varchar('name', 100),
          varchar('position', 100),
          varchar('department', 20),
          varchar('email', 254),
          varchar('phone', 30, { isNullable: true }),
          { name: 'joinDate', type: 'date' },
          varchar('status', 20, { default: "'Active'" }),
          { name: 'managerId', type: 'integer', isNullable: true },
          boolean('isHR', false),
          { name: 'salary', type: 'decimal', precision: 12, scale: 2, isNullable: true },
          varchar('bankAccount', 34, { isNullable: true }),
          varchar('taxId', 20, { isNullable: true }),
          { name: 'bio', type: 'text', isNullable: true },
          { name: 'userId', type: 'integer', isNullable: true },
          ...timestamps(queryRunner),
        ],
        ...uniqueOn(queryRunner, ['email']),
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['managerId'],
            referencedTableName: 'employees',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
            onUpdate: 'NO ACTION',
          }),
          new TableForeignKey({
            columnNames: ['userId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
    await queryRunner.createIndex('employees', new TableIndex({ columnNames: ['department'] }));
    await queryRunner.createIndex('employees', new TableIndex({ columnNames: ['status'] }));
    await queryRunner.createIndex('employees', new TableIndex({ columnNames: ['managerId'] }));
    await queryRunner.createIndex('employees', new TableIndex({ columnNames: ['userId'], isUnique: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('employees');
  }
}
