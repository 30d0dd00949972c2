import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { boolean, id, timestamps, varchar } from '../../../db/migrations/columns';

/** Leave requests: an employee's history, which keeps them from being deleted. */
export class LeaveRequests1795481000000 implements MigrationInterface {
  name = 'LeaveRequests1795481000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'leave_requests',
        columns: [
          id(),
          { name: 'employeeId', type: 'integer' },
          { name: 'startDate', type: 'date' },
          { name: 'endDate', type: 'date' },
          varchar('type', 20),
          { name: 'reason', type: 'text' },
          varchar('status', 20, { default: "'Pending'" }),
          boolean('managerApproved', false),
          boolean('hrApproved', false),
          { name: 'notes', type: 'text', isNullable: true },
          ...timestamps(queryRunner),
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['employeeId'],
            referencedTableName: 'employees',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
    await queryRunner.createIndex('leave_requests', new TableIndex({ columnNames: ['employeeId'] }));
    await queryRunner.createIndex('leave_requests', new TableIndex({ columnNames: ['status'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('leave_requests');
  }
}
