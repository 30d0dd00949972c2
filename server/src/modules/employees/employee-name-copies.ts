import type { EntityManager } from 'typeorm';
import { LeaveRequest } from '../leave/leave-request.entity';
import { PayrollRecord } from '../payroll/payroll-record.entity';

/**
 * The rows that keep a copy of their employee's name (payroll's employee order and search, leave's
 * search), each written with the row by code that holds the employee's row locked.
 */
const NAME_COPIES = [PayrollRecord, LeaveRequest];

/**
 * Gives an employee's payroll records and leave requests their new name, in the transaction that
 * renames them. Their updatedAt stays as it was: their own fields did not change.
 */
export async function followEmployeeName(manager: EntityManager, employeeId: number, name: string): Promise<void> {
  const updatedAt = manager.connection.driver.escape('updatedAt');
  for (const entity of NAME_COPIES) {
    await manager
      .createQueryBuilder()
      .update(entity)
      .set({ employeeName: name, updatedAt: () => updatedAt })
      .where('employeeId = :employeeId', { employeeId })
      .execute();
  }
}
