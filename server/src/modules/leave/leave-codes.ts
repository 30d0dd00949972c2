import { registerEnumType } from 'type-graphql';

// The leave API's own enums (the request's type and status come from the shared code tables).

/** What a caller may do with a request now; leave-transitions.ts decides. */
export enum LeaveAction {
  MANAGER_APPROVE = 'MANAGER_APPROVE',
  HR_APPROVE = 'HR_APPROVE',
  REJECT = 'REJECT',
  WITHDRAW = 'WITHDRAW',
  REQUEST_CANCELLATION = 'REQUEST_CANCELLATION',
  APPROVE_CANCELLATION = 'APPROVE_CANCELLATION',
  DECLINE_CANCELLATION = 'DECLINE_CANCELLATION',
}
registerEnumType(LeaveAction, {
  name: 'LeaveAction',
  description: "What the caller may do with a request now, decided by the server's state machine.",
  valuesConfig: {
    MANAGER_APPROVE: { description: "The requester's manager, on PENDING." },
    HR_APPROVE: { description: 'An HR employee or an admin, on MANAGER_APPROVED.' },
    REJECT: { description: 'The manager on PENDING; HR or an admin on MANAGER_APPROVED.' },
    WITHDRAW: { description: 'The requester, on PENDING.' },
    REQUEST_CANCELLATION: {
      description: 'The requester, on approved leave that has not started and has no open cancellation request.',
    },
    APPROVE_CANCELLATION: { description: "An open cancellation request: the requester's manager, HR or an admin." },
    DECLINE_CANCELLATION: { description: 'The same people as APPROVE_CANCELLATION.' },
  },
});

/** Whose requests a list shows. */
export enum LeaveScope {
  MINE = 'MINE',
  TEAM = 'TEAM',
  ALL = 'ALL',
  PENDING_HR = 'PENDING_HR',
}
registerEnumType(LeaveScope, {
  name: 'LeaveScope',
  description: 'Whose requests a list shows.',
  valuesConfig: {
    MINE: { description: "The caller's own requests (an empty page without an employee record)." },
    TEAM: { description: "The caller's direct reports' requests (FORBIDDEN unless the caller manages someone)." },
    ALL: { description: "Everyone's (FORBIDDEN unless HR employee or admin)." },
    PENDING_HR: { description: 'MANAGER_APPROVED ones waiting for HR (FORBIDDEN unless HR employee or admin).' },
  },
});
