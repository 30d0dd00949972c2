import { EMPLOYEE_MESSAGES as M } from '@site/shared';
import type { EntityManager } from 'typeorm';
import { badUserInput } from '../../common/errors';
import { readForUpdate } from '../../db/read-for-update';
import { Employee } from './employee.entity';

/** The chosen manager, held until the transaction ends; a clear refusal when there is none. */
export async function managerOf(manager: EntityManager, managerId: number): Promise<Employee> {
  const found = await readForUpdate(manager, Employee, { id: managerId });
  if (!found) throw badUserInput(M.managerMissing, { managerId: [M.managerMissing] });
  return found;
}

/**
 * Refuses a manager who is the employee, or who reports to them through any chain. The chain is
 * read with row locks, so two changes that would close a loop between them cannot both pass
 * (on MySQL one waits, or is run again after a deadlock, and then sees the other's change).
 */
export async function assertManagerAllowed(
  manager: EntityManager,
  employeeId: number,
  managerId: number,
): Promise<void> {
  if (managerId === employeeId) throw badUserInput(M.managerSelf, { managerId: [M.managerSelf] });
  const seen = new Set<number>();
  let current: Employee | null = await managerOf(manager, managerId);
  while (current?.managerId !== null && current?.managerId !== undefined) {
    if (current.managerId === employeeId) throw badUserInput(M.managerCycle, { managerId: [M.managerCycle] });
    if (seen.has(current.managerId)) break;
    seen.add(current.managerId);
    current = await readForUpdate(manager, Employee, { id: current.managerId });
  }
}
