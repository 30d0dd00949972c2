import type { EntityManager } from 'typeorm';
import { PayrollRecord } from './payroll-record.entity';

/**
 * Gives an employee's payroll records their new name (the copy the list's employee order reads),
 * in the transaction that renames them. The records' updatedAt stays as it was: their own fields
 * did not change.
 */
export async function followEmployeeName(manager: EntityManager, employeeId: number, name: string): Promise<void> {
  const updatedAt = manager.connection.driver.escape('updatedAt');
  await manager
    .createQueryBuilder()
    .update(PayrollRecord)
    .set({ employeeName: name, updatedAt: () => updatedAt })
    .where('employeeId = :employeeId', { employeeId })
    .execute();
}
