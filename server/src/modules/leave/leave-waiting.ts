import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../../auth/actor';
import { Employee } from '../employees/employee.entity';
import { LeaveRequest, LeaveStatus } from './leave-request.entity';
import { isHrApprover, type LeaveParty } from './leave.policy';

// The requests on which a decision waits for the viewer: the rows of the approvals page where
// the state machine (leave-transitions.ts) offers them MANAGER_APPROVE, HR_APPROVE or a
// cancellation decision. The same relations as relationsTo, written as SQL so they can be counted:
// - manager: the requester's manager, or HR and admins for a requester without a manager;
// - hr: HR employees and admins, on every request;
// - never on the viewer's own request.

/**
 * Leave requests waiting for the viewer's decision: PENDING ones they take the first step of,
 * MANAGER_APPROVED ones when they are HR, and open cancellation requests of approved leave they
 * approve (manager or HR).
 */
export function waitingForDecision(
  dataSource: DataSource,
  actor: Actor,
  employee: Pick<LeaveParty, 'id' | 'isHR'> | null,
): SelectQueryBuilder<LeaveRequest> {
  const hr = isHrApprover(actor, employee);
  const me = employee?.id ?? -1;
  const manages = hr ? '(e.managerId = :me OR e.managerId IS NULL)' : 'e.managerId = :me';
  const firstStep = `(r.status = :pending AND r.cancellationReason IS NULL AND ${manages})`;
  const hrStep = '(r.status = :managerApproved AND r.cancellationReason IS NULL)';
  const cancellation = `(r.status IN (:...approved) AND r.cancellationReason IS NOT NULL${hr ? '' : ` AND ${manages}`})`;
  return dataSource
    .getRepository(LeaveRequest)
    .createQueryBuilder('r')
    .innerJoin(Employee, 'e', 'e.id = r.employeeId')
    .where('r.employeeId <> :me', { me })
    .andWhere(`(${[firstStep, ...(hr ? [hrStep] : []), cancellation].join(' OR ')})`, {
      pending: LeaveStatus.PENDING,
      managerApproved: LeaveStatus.MANAGER_APPROVED,
      approved: [LeaveStatus.MANAGER_APPROVED, LeaveStatus.HR_APPROVED],
    });
}
