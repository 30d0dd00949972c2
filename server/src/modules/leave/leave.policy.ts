import type { Actor } from '../../auth/actor';
import { Role } from '../../auth/roles';
import { LeaveScope } from './leave-codes';

// Record rules for leave. Who someone is to a request decides what they may see and do: the
// employee who asked (owner), their manager, and HR (an employee flagged HR, or an admin). The
// owner is never also an approver of their own request.

/** The parts of an employee record these rules read. */
export interface LeaveParty {
  id: number;
  managerId: number | null;
  isHR: boolean;
}

export type LeaveRelation = 'owner' | 'manager' | 'hr';

/** HR employees and admins: the second approval step, every request, the CSV export. */
export const isHrApprover = (actor: Actor, employee: Pick<LeaveParty, 'isHR'> | null): boolean =>
  actor.role === Role.ADMIN || employee?.isHR === true;

/**
 * What the actor is to the request of `requester` (null when that record cannot be read). An
 * employee without a manager has their first step taken by HR or an admin, or nobody could.
 */
export function relationsTo(
  actor: Actor,
  actorEmployee: LeaveParty | null,
  requester: Pick<LeaveParty, 'id' | 'managerId'> | null,
): ReadonlySet<LeaveRelation> {
  if (actorEmployee && requester && actorEmployee.id === requester.id) return new Set(['owner']);
  const relations = new Set<LeaveRelation>();
  const hr = isHrApprover(actor, actorEmployee);
  if (hr) relations.add('hr');
  if (requester === null) return relations;
  const manages = requester.managerId === null ? hr : requester.managerId === actorEmployee?.id;
  if (manages) relations.add('manager');
  return relations;
}

/** The requester, their manager, HR and admins see a request; to anyone else it does not exist. */
export const canSeeLeaveRequest = (relations: ReadonlySet<LeaveRelation>): boolean => relations.size > 0;

/** Approvers of a request see who else is off then and the balance it leaves. */
export const isApproverOf = (relations: ReadonlySet<LeaveRelation>): boolean =>
  relations.has('manager') || relations.has('hr');

/** Which lists the actor may read: their own always; the team's if they manage anyone; all for HR. */
export function canReadScope(
  scope: LeaveScope,
  actor: Actor,
  employee: LeaveParty | null,
  managesAnyone: boolean,
): boolean {
  switch (scope) {
    case LeaveScope.MINE:
      return true;
    case LeaveScope.TEAM:
      return managesAnyone;
    case LeaveScope.ALL:
    case LeaveScope.PENDING_HR:
      return isHrApprover(actor, employee);
  }
}

/** The month calendar: a manager's team, or everyone for HR and admins. */
export const canReadCalendar = (actor: Actor, employee: LeaveParty | null, managesAnyone: boolean): boolean =>
  managesAnyone || isHrApprover(actor, employee);
