import type { LeaveTypeName } from '../codes/people';
import { atMost } from './messages';

/** Limits of a leave request's texts (characters, on trimmed text). */
export const LEAVE_LIMITS = {
  reason: 1000,
  notes: 1000,
  cancellationReason: 1000,
  search: 200,
  /** The longest request, in calendar days: a slip of the year field is refused, not stored. */
  spanDays: 366,
  /** The years balances and calendars may be asked for. */
  yearMin: 2000,
  yearMax: 2100,
} as const;
const L = LEAVE_LIMITS;

/**
 * Working days a year each type allows; a type left out is unlimited. The server's
 * LEAVE_ALLOWANCES setting replaces these (e.g. "VACATION=25,SICK=12,PERSONAL=3").
 */
export const DEFAULT_LEAVE_ALLOWANCES: Partial<Record<LeaveTypeName, number>> = {
  VACATION: 20,
  SICK: 10,
};

export const LEAVE_MESSAGES = {
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  date: 'Dates must be valid (YYYY-MM-DD)',
  startInPast: 'Start date cannot be earlier than today',
  endBeforeStart: 'End date cannot be earlier than start date',
  tooLong: `A leave request can span at most ${L.spanDays} days`,
  noWorkingDays: 'These dates contain no working days',
  type: 'Choose a leave type',
  reasonRequired: 'Reason is required',
  reasonMax: atMost('Reason', L.reason),
  notesMax: atMost('Notes', L.notes),
  rejectReasonRequired: 'A reason is required to reject a request',
  cancellationReasonRequired: 'Please give a reason for cancelling',
  cancellationReasonMax: atMost('Reason', L.cancellationReason),
  overlaps: 'You already have leave requested or approved on some of these days',
  noEmployeeRecord: 'Your account is not linked to an employee record, so you cannot request leave. Please contact HR.',
  ownRequest: 'You cannot approve or reject your own leave request',
  notYourReport: 'Only the employee’s manager can take the first approval step',
  hrOnly: 'Only HR or an admin can take the HR approval step',
  alreadyDecided: 'This leave request has already been acted on; reload to see where it stands',
  cannotWithdraw: 'Only a pending request can be withdrawn',
  cannotCancel: 'Only approved leave that has not started can be cancelled',
  cancellationOpen: 'Cancellation has already been requested for this leave',
  noCancellation: 'There is no cancellation request to decide',
  awaitingManager: 'The manager has not approved this request yet',
  notYourRequest: 'Only the employee who asked for this leave can do this',
  cannotDecide: 'Only the employee’s manager, HR or an admin can decide a cancellation',
  notFound: 'Leave request not found',
  forbiddenScope: 'You cannot see these leave requests',
  year: `Year must be between ${L.yearMin} and ${L.yearMax}`,
  month: 'Month must be written yyyy-MM',
  searchMax: atMost('Search', L.search),
} as const;
