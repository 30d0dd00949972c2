import { LEAVE_MESSAGES as M } from '@site/shared';
import type { LeaveRequestsQueryVariables, LeaveScope, LeaveStatus, RequestLeaveInput } from '../../../gql/graphql';
import { todayIso } from '../../../lib/format';
import { session, type SessionUser } from '../../../lib/session';
import {
  dataMock,
  errorMock,
  invalidInput,
  networkErrorMock,
  pendingMock,
  type ApiError,
  type MockOptions,
} from '../../../test/apollo-mocks';
import {
  DecideLeaveCancellationDocument,
  HrApproveLeaveDocument,
  LeaveApprovalContextDocument,
  LeaveCalendarDocument,
  LeavePreviewDocument,
  LeaveRequestsDocument,
  ManagerApproveLeaveDocument,
  MyEmployeeDocument,
  RejectLeaveDocument,
  RequestLeaveCancellationDocument,
  RequestLeaveDocument,
  WithdrawLeaveDocument,
} from '../api/leave';
import { LEAVE_PAGE_SIZE } from '../constants';
import { monthOf, overlaps } from '../leave-dates';
import { emptyLeaveRequest, previewVariables } from '../schemas/leave-request.schema';
import { sampleBalance, type MockBalance, type MockLeave } from './sample-leave';

export * from './sample-leave';

/** Enough answers for a story whose writes fetch the lists again. */
export const REUSABLE: MockOptions = { maxUsageCount: 10 };

/** The API refusing a request that overlaps the employee's own leave (its message under Start Date too). */
export const OVERLAP: ApiError = { message: M.overlaps, code: 'BAD_USER_INPUT', fields: { startDate: [M.overlaps] } };
/** Two approvers pressed at once: the other one won. */
export const ALREADY_DECIDED: ApiError = { message: M.alreadyDecided, code: 'CONFLICT' };

// ---- Who is asking ----

export function myEmployeeMock(hasEmployee = true, options: MockOptions = REUSABLE) {
  const me = {
    __typename: 'User' as const,
    id: 7,
    employee: hasEmployee ? { __typename: 'Employee' as const, id: 2 } : null,
  };
  return dataMock(MyEmployeeDocument, {}, { me }, options);
}
export const myEmployeeLoadingMock = () => pendingMock(MyEmployeeDocument, {});
export const myEmployeeNetworkErrorMock = () => networkErrorMock(MyEmployeeDocument, {});

// ---- Lists ----

/** The variables the pages send: every one given, null for no filter or search. */
export const leaveRequestsVariables = ({
  scope = 'MINE',
  page = 1,
  status = null,
  search = null,
}: {
  scope?: LeaveScope;
  page?: number;
  status?: LeaveStatus | null;
  search?: string | null;
} = {}): LeaveRequestsQueryVariables => ({
  scope,
  offset: (page - 1) * LEAVE_PAGE_SIZE,
  limit: LEAVE_PAGE_SIZE,
  status,
  search,
});

/** The page the API would answer: its status and employee-name filters, then the slice. */
export function leaveRequestsPage(variables: LeaveRequestsQueryVariables, rows: readonly MockLeave[]) {
  const text = variables.search?.toLowerCase();
  const matching = rows
    .filter((r) => !variables.status || r.status === variables.status)
    .filter((r) => !text || (r.employee?.name.toLowerCase().includes(text) ?? false));
  const offset = variables.offset ?? 0;
  const limit = variables.limit ?? LEAVE_PAGE_SIZE;
  return {
    leaveRequests: {
      __typename: 'LeaveRequestPage' as const,
      total: matching.length,
      offset,
      limit,
      items: matching.slice(offset, offset + limit),
    },
  };
}

export const leaveRequestsMock = (
  variables: LeaveRequestsQueryVariables,
  rows: readonly MockLeave[],
  options: MockOptions = REUSABLE,
) => dataMock(LeaveRequestsDocument, variables, leaveRequestsPage(variables, rows), options);

/** What each approval tab asks for, on its first page. */
export const TAB_VARIABLES = {
  team: leaveRequestsVariables({ scope: 'TEAM' }),
  all: leaveRequestsVariables({ scope: 'ALL' }),
  pendingHr: leaveRequestsVariables({ scope: 'PENDING_HR' }),
};

export const leaveRequestsLoadingMock = (variables: LeaveRequestsQueryVariables) =>
  pendingMock(LeaveRequestsDocument, variables);

export const leaveRequestsNetworkErrorMock = (variables: LeaveRequestsQueryVariables) =>
  networkErrorMock(LeaveRequestsDocument, variables);

// ---- The form's preview ----

/** What a new form previews: today to tomorrow, Vacation. */
export const defaultPreviewVariables = () => previewVariables(emptyLeaveRequest())!;

export const leavePreviewMock = (
  variables = defaultPreviewVariables(),
  {
    workingDays = 1,
    balance = sampleBalance({ type: variables.type }),
  }: { workingDays?: number; balance?: MockBalance } = {},
  options: MockOptions = REUSABLE,
) => dataMock(LeavePreviewDocument, variables, { leavePreview: preview(workingDays, balance) }, options);

const preview = (workingDays: number, balance: MockBalance) => ({
  __typename: 'LeavePreview' as const,
  workingDays,
  balance,
});

export const leavePreviewLoadingMock = (variables = defaultPreviewVariables()) =>
  pendingMock(LeavePreviewDocument, variables);

// ---- The approve dialog's context ----

/** A request as the calendar and the 'also off' list receive it. */
const asEntry = ({ id, employee, startDate, endDate, type, status }: MockLeave) => ({
  __typename: 'LeaveRequest' as const,
  ...{ id, employee, startDate, endDate, type, status },
});

export function approvalContextMock(
  request: MockLeave,
  othersOff: readonly MockLeave[] = [],
  balanceAfterApproval: MockBalance | null = sampleBalance({ type: request.type, used: 5 + request.workingDays }),
  options: MockOptions = REUSABLE,
) {
  const others = othersOff.map(asEntry);
  const leaveRequest = { __typename: 'LeaveRequest' as const, id: request.id, othersOff: others, balanceAfterApproval };
  return dataMock(LeaveApprovalContextDocument, { id: request.id }, { leaveRequest }, options);
}

// ---- The calendar ----

export const thisMonth = () => monthOf(todayIso());

/** The month's approved and pending leave of `rows`, as the API answers it. */
export function leaveCalendarMock(month: string, rows: readonly MockLeave[], options: MockOptions = REUSABLE) {
  const monthRange = { startDate: `${month}-01`, endDate: `${month}-31` };
  const inMonth = rows
    .filter((r) => ['PENDING', 'MANAGER_APPROVED', 'HR_APPROVED'].includes(r.status) && overlaps(r, monthRange))
    .map(asEntry);
  return dataMock(LeaveCalendarDocument, { month }, { leaveCalendar: inMonth }, options);
}

export const leaveCalendarNetworkErrorMock = (month: string) => networkErrorMock(LeaveCalendarDocument, { month });

// ---- Writes ----

export function requestLeaveMock(input: RequestLeaveInput, created: MockLeave, options?: MockOptions) {
  return dataMock(RequestLeaveDocument, { input }, { requestLeave: created }, options);
}

export const requestLeaveErrorMock = (input: RequestLeaveInput, error: ApiError) =>
  errorMock(RequestLeaveDocument, { input }, error);

/** The API refusing fields of the request (BAD_USER_INPUT, messages under `input.<field>`). */
export const requestLeaveInvalidMock = (input: RequestLeaveInput, fields: Record<string, string>) =>
  errorMock(RequestLeaveDocument, { input }, invalidInput(fields));

export const withdrawLeaveMock = (request: MockLeave, options?: MockOptions) =>
  dataMock(
    WithdrawLeaveDocument,
    { id: request.id },
    { withdrawLeave: { ...request, status: 'WITHDRAWN', actions: [] } },
    options,
  );

export const requestCancellationMock = (request: MockLeave, reason: string) =>
  dataMock(
    RequestLeaveCancellationDocument,
    { id: request.id, reason },
    { requestLeaveCancellation: { ...request, cancellationReason: reason, actions: [] } },
  );

export const managerApproveMock = (request: MockLeave, notes: string | null = null, options?: MockOptions) =>
  dataMock(
    ManagerApproveLeaveDocument,
    { id: request.id, notes },
    { managerApproveLeave: { ...request, status: 'MANAGER_APPROVED', notes, actions: [] } },
    options,
  );

export const managerApproveErrorMock = (request: MockLeave, error: ApiError, notes: string | null = null) =>
  errorMock(ManagerApproveLeaveDocument, { id: request.id, notes }, error);

export const hrApproveMock = (request: MockLeave, notes: string | null = null) =>
  dataMock(
    HrApproveLeaveDocument,
    { id: request.id, notes },
    { hrApproveLeave: { ...request, status: 'HR_APPROVED', notes, actions: [] } },
  );

export const rejectLeaveMock = (request: MockLeave, notes: string) =>
  dataMock(
    RejectLeaveDocument,
    { id: request.id, notes },
    { rejectLeave: { ...request, status: 'REJECTED', notes, actions: [] } },
  );

export const rejectLeaveErrorMock = (request: MockLeave, notes: string, error: ApiError) =>
  errorMock(RejectLeaveDocument, { id: request.id, notes }, error);

export const decideCancellationMock = (request: MockLeave, approve: boolean, notes: string | null = null) =>
  dataMock(
    DecideLeaveCancellationDocument,
    { id: request.id, approve, notes },
    {
      decideLeaveCancellation: {
        ...request,
        status: approve ? 'CANCELLED' : request.status,
        cancellationReason: null,
        actions: [],
      },
    },
  );

// ---- Who is signed in ----

const TOKEN = 'header.payload.signature';
const EXPIRES_AT = '2099-01-01T00:00:00.000Z';

/** The demo accounts as the leave pages see them: Emily manages David and Sofia, Priya is HR. */
export const LEAVE_USERS = {
  manager: {
    id: 4,
    name: 'Emily Chen',
    email: 'emily.chen@brightline.example',
    role: 'STAFF',
    capabilities: ['MANAGER'],
  },
  hr: { id: 6, name: 'Priya Nair', email: 'priya.nair@brightline.example', role: 'STAFF', capabilities: ['HR'] },
  admin: { id: 1, name: 'Alex Morgan', email: 'admin@brightline.example', role: 'ADMIN' },
  staff: { id: 2, name: 'Sam Taylor', email: 'staff@brightline.example', role: 'STAFF' },
  employee: { id: 5, name: 'David Okafor', email: 'david.okafor@brightline.example', role: 'STAFF' },
} as const satisfies Record<string, SessionUser>;

/** A story's `beforeEach` (or a test's): signs `user` in, and out again after. */
export const signedInAs = (user: SessionUser) => () => {
  session.signIn(TOKEN, EXPIRES_AT, user);
  return () => session.signOut();
};
