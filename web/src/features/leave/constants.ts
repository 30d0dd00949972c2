import {
  codeLabels,
  codeNames,
  DEFAULT_LEAVE_DAYS,
  DEFAULT_LEAVE_TYPE,
  LEAVE_LIMITS,
  LEAVE_MESSAGES,
  LEAVE_STATUS,
  LEAVE_TOASTS,
  LEAVE_TYPE,
} from '@site/shared';
import type { LeaveScope, LeaveStatus, LeaveType } from '../../gql/graphql';

export { DEFAULT_LEAVE_DAYS, LEAVE_LIMITS, LEAVE_MESSAGES, LEAVE_TOASTS };

// Typed by the API's enums: a type or status the API adds or drops fails the type check here.
export const LEAVE_TYPE_LABELS: Readonly<Record<LeaveType, string>> = /* @__PURE__ */ codeLabels(LEAVE_TYPE);
export const LEAVE_TYPES: LeaveType[] = /* @__PURE__ */ codeNames(LEAVE_TYPE);
export const LEAVE_STATUS_LABELS: Readonly<Record<LeaveStatus, string>> = /* @__PURE__ */ codeLabels(LEAVE_STATUS);
export const LEAVE_STATUSES: LeaveStatus[] = /* @__PURE__ */ codeNames(LEAVE_STATUS);
export const DEFAULT_TYPE: LeaveType = DEFAULT_LEAVE_TYPE;

/** Rows per page of every leave table. */
export const LEAVE_PAGE_SIZE = 10;

/** The words of each list's states; the empty texts are the spec's. */
export const MY_LEAVE_TEXTS = {
  loading: 'Loading leave requests...',
  empty: 'No leave requests found',
  error: 'Error loading leave requests',
};

/** The approval page's tabs: their scope, their label, their empty text, and their key in the address. */
export interface ApprovalTab {
  key: 'team' | 'all' | 'pending-hr';
  scope: LeaveScope;
  label: string;
  texts: typeof MY_LEAVE_TEXTS;
}

export const APPROVAL_TABS: Readonly<Record<ApprovalTab['key'], ApprovalTab>> = {
  team: {
    key: 'team',
    scope: 'TEAM',
    label: 'My Team',
    texts: { ...MY_LEAVE_TEXTS, empty: 'No team leave requests found' },
  },
  all: { key: 'all', scope: 'ALL', label: 'All Requests', texts: MY_LEAVE_TEXTS },
  'pending-hr': {
    key: 'pending-hr',
    scope: 'PENDING_HR',
    label: 'Pending HR Approval',
    texts: { ...MY_LEAVE_TEXTS, empty: 'No requests pending HR approval' },
  },
};

export const UNKNOWN_EMPLOYEE = 'Unknown Employee';
export const NO_ACTIONS = 'No actions available';
export const LEAVE_EXPORT_PATH = '/api/export/leave-requests.csv';
