import { LEAVE_MESSAGES as M } from '@site/shared';
import { conflict, forbidden, type DomainError } from '../../common/errors';
import { LeaveStatus, type LeaveRequest } from './leave-request.entity';
import type { LeaveRelation } from './leave.policy';
import { LeaveAction } from './leave-codes';
import { companyToday } from '../../common/working-days';

// The leave state machine, in one place: every change of a request's state is a row of
// TRANSITIONS. The mutations apply a row (leave.service.ts); `LeaveRequest.actions` lists the
// rows the caller could apply now. Nothing else decides what may happen to a request.

/** What the table reads of a request. */
export interface LeaveState {
  status: LeaveStatus;
  /** The employee has asked to cancel it and nobody has decided yet. */
  cancellationOpen: boolean;
  /** Its first day is today or past. */
  started: boolean;
}

/** Where the table reads a stored request's state. */
export const stateOf = (request: LeaveRequest, today = companyToday()): LeaveState => ({
  status: request.status,
  cancellationOpen: request.cancellationReason !== null,
  started: request.startDate <= today,
});

/** What an approver or the employee sends with the action. */
export interface TransitionInput {
  notes?: string | null;
  cancellationReason?: string;
  now: Date;
}

export interface Transition {
  action: LeaveAction;
  from: LeaveStatus;
  /** 'open': only while a cancellation request waits; 'none': only while none does. */
  cancellation: 'none' | 'open';
  /** Only before the leave starts. */
  notStarted?: boolean;
  /** Who may take it (the owner is never manager or HR of their own request). */
  by: readonly LeaveRelation[];
  /** The columns it sets. */
  changes(input: TransitionInput): Partial<LeaveRequest>;
}

const APPROVED = [LeaveStatus.MANAGER_APPROVED, LeaveStatus.HR_APPROVED] as const;
const APPROVERS = ['manager', 'hr'] as const;

/** Notes are optional on approvals: left out, the earlier step's notes stay. */
const withNotes = (notes: string | null | undefined) => (notes ? { notes } : {});

export const TRANSITIONS: readonly Transition[] = [
  {
    action: LeaveAction.MANAGER_APPROVE,
    from: LeaveStatus.PENDING,
    cancellation: 'none',
    by: ['manager'],
    changes: ({ notes }) => ({ status: LeaveStatus.MANAGER_APPROVED, managerApproved: true, ...withNotes(notes) }),
  },
  {
    action: LeaveAction.HR_APPROVE,
    from: LeaveStatus.MANAGER_APPROVED,
    cancellation: 'none',
    by: ['hr'],
    changes: ({ notes }) => ({ status: LeaveStatus.HR_APPROVED, hrApproved: true, ...withNotes(notes) }),
  },
  {
    action: LeaveAction.REJECT,
    from: LeaveStatus.PENDING,
    cancellation: 'none',
    by: ['manager'],
    changes: ({ notes }) => ({ status: LeaveStatus.REJECTED, notes: notes ?? null }),
  },
  {
    action: LeaveAction.REJECT,
    from: LeaveStatus.MANAGER_APPROVED,
    cancellation: 'none',
    by: ['hr'],
    changes: ({ notes }) => ({ status: LeaveStatus.REJECTED, notes: notes ?? null }),
  },
  {
    action: LeaveAction.WITHDRAW,
    from: LeaveStatus.PENDING,
    cancellation: 'none',
    by: ['owner'],
    changes: () => ({ status: LeaveStatus.WITHDRAWN }),
  },
  ...APPROVED.flatMap((from): Transition[] => [
    {
      action: LeaveAction.REQUEST_CANCELLATION,
      from,
      cancellation: 'none',
      notStarted: true,
      by: ['owner'],
      changes: ({ cancellationReason, now }) => ({ cancellationReason, cancellationRequestedAt: now }),
    },
    {
      action: LeaveAction.APPROVE_CANCELLATION,
      from,
      cancellation: 'open',
      by: APPROVERS,
      changes: ({ notes }) => ({ status: LeaveStatus.CANCELLED, ...withNotes(notes) }),
    },
    {
      action: LeaveAction.DECLINE_CANCELLATION,
      from,
      cancellation: 'open',
      by: APPROVERS,
      changes: ({ notes }) => ({ cancellationReason: null, cancellationRequestedAt: null, ...withNotes(notes) }),
    },
  ]),
];

const appliesTo = (transition: Transition, state: LeaveState) =>
  transition.from === state.status &&
  (transition.cancellation === 'open') === state.cancellationOpen &&
  !(transition.notStarted && state.started);

const takenBy = (transition: Transition, relations: ReadonlySet<LeaveRelation>) =>
  transition.by.some((relation) => relations.has(relation));

/** The actions the caller may take on the request now, in the table's order. */
export function actionsFor(state: LeaveState, relations: ReadonlySet<LeaveRelation>): LeaveAction[] {
  const actions = TRANSITIONS.filter((t) => appliesTo(t, state) && takenBy(t, relations)).map((t) => t.action);
  return [...new Set(actions)];
}

/** Who the action is for, when the caller is not: the refusal's message. */
function notYours(action: LeaveAction, relations: ReadonlySet<LeaveRelation>): string {
  if (relations.has('owner')) return M.ownRequest;
  switch (action) {
    case LeaveAction.MANAGER_APPROVE:
      return M.notYourReport;
    case LeaveAction.HR_APPROVE:
      return M.hrOnly;
    case LeaveAction.REJECT:
      return relations.has('hr') ? M.notYourReport : M.hrOnly;
    case LeaveAction.WITHDRAW:
    case LeaveAction.REQUEST_CANCELLATION:
      return M.notYourRequest;
    default:
      return M.cannotDecide;
  }
}

/** Why the action cannot be taken in the request's state (often: someone else took one first). */
function stateMessage(action: LeaveAction, state: LeaveState): string {
  switch (action) {
    case LeaveAction.WITHDRAW:
      return M.cannotWithdraw;
    case LeaveAction.REQUEST_CANCELLATION:
      return state.cancellationOpen && !state.started ? M.cancellationOpen : M.cannotCancel;
    case LeaveAction.APPROVE_CANCELLATION:
    case LeaveAction.DECLINE_CANCELLATION:
      return state.status === LeaveStatus.CANCELLED ? M.alreadyDecided : M.noCancellation;
    case LeaveAction.HR_APPROVE:
      return state.status === LeaveStatus.PENDING ? M.awaitingManager : M.alreadyDecided;
    default:
      return M.alreadyDecided;
  }
}

/**
 * The row of the table that the caller's action takes from the request's state, or the refusal:
 * FORBIDDEN when the action is not theirs to take (now or ever), CONFLICT when the request is no
 * longer (or not yet) where the action applies.
 */
export function transitionFor(
  action: LeaveAction,
  state: LeaveState,
  relations: ReadonlySet<LeaveRelation>,
): Transition | DomainError {
  const rows = TRANSITIONS.filter((t) => t.action === action);
  const theirs = rows.filter((t) => takenBy(t, relations));
  if (theirs.length === 0) return forbidden(notYours(action, relations));
  const match = theirs.find((t) => appliesTo(t, state));
  if (match) return match;
  // Someone else's step now (HR rejecting what the manager has not seen, or the reverse).
  if (rows.some((t) => appliesTo(t, state))) return forbidden(notYours(action, relations));
  return conflict(stateMessage(action, state));
}
