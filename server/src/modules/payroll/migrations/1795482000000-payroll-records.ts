import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { id, timestamps, varchar } from '../../../db/migrations/columns';

const money = (name: string) => ({ name, type: 'decimal', precision: 12, scale: 2 });

/** Monthly payroll records: an employee's history, which keeps them from being deleted. */
export class PayrollRecords1795482000000 implements MigrationInterface {
  name = 'PayrollRecords1795482000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'payroll_records',
        columns: [
          id(),
          { name: 'employeeId', type: 'integer' },
          varchar('month', 7),
          money('basicSalary'),
          money('allowances'),
          money('deductions'),
          money('bonus'),
          money('netSalary'),
          varchar('paymentStatus', 20, { default: "'Pending'" }),
          { name: 'paymentDate', type: 'date', isNullable: true },
          varchar('paymentMethod', 20, { isNullable: true }),
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
    await queryRunner.createIndex(
      'payroll_records',
      new TableIndex({ columnNames: ['employeeId', 'month'], isUnique: true }),
    );
    await queryRunner.createIndex('payroll_records', new TableIndex({ columnNames: ['month'] }));
    await queryRunner.createIndex('payroll_records', new TableIndex({ columnNames: ['paymentStatus'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('payroll_records');
  }
}
