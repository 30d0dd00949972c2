import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** An employee's request to cancel approved leave: their reason and when they asked. */
export class LeaveCancellation1795483000000 implements MigrationInterface {
  name = 'LeaveCancellation1795483000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('leave_requests', [
      new TableColumn({ name: 'cancellationReason', type: 'text', isNullable: true }),
      new TableColumn({ name: 'cancellationRequestedAt', type: 'datetime', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('leave_requests', 'cancellationRequestedAt');
    await queryRunner.dropColumn('leave_requests', 'cancellationReason');
  }
}
