import type {
  LeaveAction,
  LeaveBalanceFieldsFragment,
  LeaveRequestFieldsFragment,
  LeaveStatus,
  LeaveType,
} from '../../../gql/graphql';
import { todayIso } from '../../../lib/format';
import { addDays } from '../leave-dates';

/** A request as the API sends it, __typename included (Apollo's cache normalises on it). */
export type MockLeave = LeaveRequestFieldsFragment & {
  __typename: 'LeaveRequest';
  employee: { __typename: 'Employee'; id: number; name: string } | null;
};

export type MockBalance = LeaveBalanceFieldsFragment & { __typename: 'LeaveBalance' };

/** The demo company's people who take leave in the samples (ids as the seed numbers them). */
export const PEOPLE = {
  emily: { id: 1, name: 'Emily Chen' },
  david: { id: 2, name: 'David Okafor' },
  sofia: { id: 3, name: 'Sofia Martins' },
  priya: { id: 4, name: 'Priya Nair' },
  hannah: { id: 5, name: 'Hannah Weber' },
  jonas: { id: 6, name: 'Jonas Becker' },
} as const;

type Person = (typeof PEOPLE)[keyof typeof PEOPLE];

/** A day `days` from today (the samples move with the calendar, as the seed's requests do). */
export const fromToday = (days: number) => addDays(todayIso(), days);

let nextId = 100;

export interface LeaveSample {
  id?: number;
  /** Null: the API could not give the record ('Unknown Employee'). */
  person: Person | null;
  /** Days from today. */
  start: number;
  end: number;
  type?: LeaveType;
  reason?: string;
  status?: LeaveStatus;
  notes?: string | null;
  workingDays?: number;
  cancellationReason?: string | null;
  actions?: LeaveAction[];
}

/** A request `start`..`end` days from today, as the API sends it to the viewer whose `actions` these are. */
export function sampleLeave({
  id = nextId++,
  person,
  start,
  end,
  type = 'VACATION',
  reason = 'Family visit',
  status = 'PENDING',
  notes = null,
  workingDays,
  cancellationReason = null,
  actions = [],
}: LeaveSample): MockLeave {
  return {
    __typename: 'LeaveRequest',
    id,
    employeeId: person?.id ?? 99,
    employee: person && { __typename: 'Employee', id: person.id, name: person.name },
    startDate: fromToday(start),
    endDate: fromToday(end),
    type,
    reason,
    status,
    notes,
    workingDays: workingDays ?? end - start + 1,
    cancellationReason,
    createdAt: `${fromToday(Math.min(0, start) - 3)}T09:30:00.000Z`,
    actions,
  };
}

export function sampleBalance(balance: Partial<LeaveBalanceFieldsFragment> = {}): MockBalance {
  const allowance = balance.allowance === undefined ? 20 : balance.allowance;
  const used = balance.used ?? 5;
  return {
    __typename: 'LeaveBalance',
    type: 'VACATION',
    year: Number(todayIso().slice(0, 4)),
    allowance,
    used,
    pending: 2,
    remaining: allowance === null ? null : allowance - used,
    ...balance,
  };
}

// ---- David's own requests, as he sees them (My Leave Requests) ----

export const myPending = sampleLeave({ id: 11, person: PEOPLE.david, start: 10, end: 12, actions: ['WITHDRAW'] });
export const myApproved = sampleLeave({
  id: 12,
  person: PEOPLE.david,
  start: 30,
  end: 34,
  status: 'HR_APPROVED',
  notes: 'Enjoy the break',
  actions: ['REQUEST_CANCELLATION'],
});
export const myRejected = sampleLeave({
  id: 13,
  person: PEOPLE.david,
  start: 3,
  end: 3,
  type: 'PERSONAL',
  reason: 'Moving house',
  status: 'REJECTED',
  notes: 'Release week: please pick other dates',
});
export const myCancelling = sampleLeave({
  id: 14,
  person: PEOPLE.david,
  start: 50,
  end: 51,
  status: 'MANAGER_APPROVED',
  cancellationReason: 'Trip called off',
});
export const myPast = sampleLeave({
  id: 15,
  person: PEOPLE.david,
  start: -20,
  end: -19,
  type: 'SICK',
  reason: 'Flu',
  status: 'HR_APPROVED',
});
export const myRequests: readonly MockLeave[] = [myPending, myApproved, myRejected, myCancelling, myPast];

// ---- The approvers' views ----

/** Emily's team: David waits for her; Sofia's is approved by her and waits for HR. */
export const teamPending = sampleLeave({
  id: 21,
  person: PEOPLE.david,
  start: 7,
  end: 9,
  reason: 'Family visit',
  actions: ['MANAGER_APPROVE', 'REJECT'],
});
export const teamManagerApproved = sampleLeave({
  id: 22,
  person: PEOPLE.sofia,
  start: 14,
  end: 15,
  type: 'SICK',
  reason: 'Surgery follow-up',
  status: 'MANAGER_APPROVED',
  notes: 'Fine by me',
});
export const teamCancellation = sampleLeave({
  id: 23,
  person: PEOPLE.sofia,
  start: 40,
  end: 44,
  reason: 'Conference trip',
  status: 'HR_APPROVED',
  cancellationReason: 'Conference moved to spring',
  actions: ['APPROVE_CANCELLATION', 'DECLINE_CANCELLATION'],
});
export const teamRequests: readonly MockLeave[] = [teamPending, teamManagerApproved, teamCancellation];

/** HR's view: Sofia's request waits for the HR step; Jonas's is done; one employee's record is gone. */
export const hrPending = { ...teamManagerApproved, actions: ['HR_APPROVE', 'REJECT'] } satisfies MockLeave;
export const hrDone = sampleLeave({
  id: 31,
  person: PEOPLE.jonas,
  start: -40,
  end: -36,
  reason: 'Skiing',
  status: 'HR_APPROVED',
  notes: 'Approved',
});
export const unknownEmployee = sampleLeave({
  id: 32,
  person: null,
  start: 20,
  end: 20,
  type: 'OTHER',
  reason: 'Jury duty',
});
export const hrWaiting = { ...teamPending, actions: [] } satisfies MockLeave;
export const allRequests: readonly MockLeave[] = [hrWaiting, hrPending, teamCancellation, hrDone, unknownEmployee];
export const pendingHrRequests: readonly MockLeave[] = [hrPending];

/** Emily is off today: the calendar of this month always has someone in it. */
export const offToday = sampleLeave({
  id: 41,
  person: PEOPLE.emily,
  start: 0,
  end: 0,
  type: 'PERSONAL',
  reason: 'Dentist',
  status: 'HR_APPROVED',
});
/** Everything the calendar may place, whoever looks. */
export const calendarRequests: readonly MockLeave[] = [
  offToday,
  teamPending,
  teamManagerApproved,
  teamCancellation,
  hrDone,
];
