import type { ApolloCache } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { LeavePreviewQueryVariables, LeaveRequestsQueryVariables } from '../../../gql/graphql';

/** A request as every leave table shows it; `actions` is what the caller may do with it now. */
graphql(`
  fragment LeaveRequestFields on LeaveRequest {
    id
    employeeId
    employee {
      id
      name
    }
    startDate
    endDate
    type
    reason
    status
    notes
    workingDays
    cancellationReason
    createdAt
    actions
  }
`);

/** A request as the calendar and the approve dialog's 'also off' list place it. */
graphql(`
  fragment LeaveEntryFields on LeaveRequest {
    id
    employee {
      id
      name
    }
    startDate
    endDate
    type
    status
  }
`);

graphql(`
  fragment LeaveBalanceFields on LeaveBalance {
    type
    year
    allowance
    used
    pending
    remaining
  }
`);

/** Whether the signed-in user has an employee record: without one there is no leave to request. */
export const MyEmployeeDocument = graphql(`
  query MyEmployee {
    me {
      id
      employee {
        id
      }
    }
  }
`);

export const LeaveRequestsDocument = graphql(`
  query LeaveRequests($scope: LeaveScope!, $offset: Int!, $limit: Int!, $status: LeaveStatus, $search: String) {
    leaveRequests(scope: $scope, offset: $offset, limit: $limit, status: $status, search: $search) {
      total
      offset
      limit
      items {
        ...LeaveRequestFields
      }
    }
  }
`);

export const LeavePreviewDocument = graphql(`
  query LeavePreview($startDate: LocalDate!, $endDate: LocalDate!, $type: LeaveType!) {
    leavePreview(startDate: $startDate, endDate: $endDate, type: $type) {
      workingDays
      balance {
        ...LeaveBalanceFields
      }
    }
  }
`);

/** What an approver weighs before approving: who else is off then, and the balance it leaves. */
export const LeaveApprovalContextDocument = graphql(`
  query LeaveApprovalContext($id: Int!) {
    leaveRequest(id: $id) {
      id
      othersOff {
        ...LeaveEntryFields
      }
      balanceAfterApproval {
        ...LeaveBalanceFields
      }
    }
  }
`);

export const LeaveCalendarDocument = graphql(`
  query LeaveCalendar($month: String!) {
    leaveCalendar(month: $month) {
      ...LeaveEntryFields
    }
  }
`);

export const RequestLeaveDocument = graphql(`
  mutation RequestLeave($input: RequestLeaveInput!) {
    requestLeave(input: $input) {
      ...LeaveRequestFields
    }
  }
`);

export const WithdrawLeaveDocument = graphql(`
  mutation WithdrawLeave($id: Int!) {
    withdrawLeave(id: $id) {
      ...LeaveRequestFields
    }
  }
`);

export const RequestLeaveCancellationDocument = graphql(`
  mutation RequestLeaveCancellation($id: Int!, $reason: String!) {
    requestLeaveCancellation(id: $id, reason: $reason) {
      ...LeaveRequestFields
    }
  }
`);

export const ManagerApproveLeaveDocument = graphql(`
  mutation ManagerApproveLeave($id: Int!, $notes: String) {
    managerApproveLeave(id: $id, notes: $notes) {
      ...LeaveRequestFields
    }
  }
`);

export const HrApproveLeaveDocument = graphql(`
  mutation HrApproveLeave($id: Int!, $notes: String) {
    hrApproveLeave(id: $id, notes: $notes) {
      ...LeaveRequestFields
    }
  }
`);

export const RejectLeaveDocument = graphql(`
  mutation RejectLeave($id: Int!, $notes: String!) {
    rejectLeave(id: $id, notes: $notes) {
      ...LeaveRequestFields
    }
  }
`);

export const DecideLeaveCancellationDocument = graphql(`
  mutation DecideLeaveCancellation($id: Int!, $approve: Boolean!, $notes: String) {
    decideLeaveCancellation(id: $id, approve: $approve, notes: $notes) {
      ...LeaveRequestFields
    }
  }
`);

/**
 * A request changes which lists it belongs to (a tab, a balance, the calendar): a write drops them
 * all, and what is on screen is fetched again.
 */
export function forgetLeaveLists(cache: ApolloCache): void {
  for (const fieldName of ['leaveRequests', 'leavePreview', 'leaveCalendar', 'leaveRequest', 'myLeaveBalances'])
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

export const useMyEmployee = () => useQuery(MyEmployeeDocument);

export const useLeaveRequests = (variables: LeaveRequestsQueryVariables, skip = false) =>
  useQuery(LeaveRequestsDocument, { variables, skip });

export const useLeavePreview = (variables: LeavePreviewQueryVariables | null) =>
  useQuery(LeavePreviewDocument, variables ? { variables } : skipToken);

export const useLeaveApprovalContext = (id: number | null) =>
  useQuery(LeaveApprovalContextDocument, id === null ? skipToken : { variables: { id } });

export const useLeaveCalendar = (month: string) => useQuery(LeaveCalendarDocument, { variables: { month } });
