import type { Actor } from '../../auth/actor';
import { Role } from '../../auth/roles';
import { isHrApprover, type LeaveParty } from '../leave/leave.policy';

// Who sees which part of the dashboard. The cards, quotes, projects and what needs attention are
// back-office figures every staff member may read; pay and absences are narrower.

/** Payroll cost is pay: admins only, as the payroll pages are. */
export const canSeePayrollCost = (actor: Actor): boolean => actor.role === Role.ADMIN;

/** Who is off: HR employees and admins, who see everyone's leave anyway. */
export const canSeeAbsences = (actor: Actor, employee: Pick<LeaveParty, 'isHR'> | null): boolean =>
  isHrApprover(actor, employee);
