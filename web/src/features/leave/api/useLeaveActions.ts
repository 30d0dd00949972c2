import { LEAVE_TOASTS as T } from '@site/shared';
import type { InternalRefetchQueriesInclude } from '@apollo/client';
import type { RequestLeaveInput } from '../../../gql/graphql';
import { useRecordMutation } from '../../../lib/record-mutation';
import {
  DecideLeaveCancellationDocument,
  forgetLeaveLists,
  HrApproveLeaveDocument,
  LeaveCalendarDocument,
  LeaveRequestsDocument,
  ManagerApproveLeaveDocument,
  RejectLeaveDocument,
  RequestLeaveCancellationDocument,
  RequestLeaveDocument,
  WithdrawLeaveDocument,
} from './leave';

/** The leave lists of each page, fetched again before the toast says it is done. */
export const REQUEST_PAGE_LISTS = [LeaveRequestsDocument];
export const APPROVALS_PAGE_LISTS = [LeaveRequestsDocument, LeaveCalendarDocument];

/** Blank notes are sent as none. */
const notesOrNull = (notes: string) => notes.trim() || null;

/**
 * Every leave write with its toasts; each rejects after its failure toast (the API's message under
 * it). `onScreen`: the page's lists, fetched again before the success toast; every other leave
 * list is dropped from the cache.
 */
export function useLeaveActions(onScreen: InternalRefetchQueriesInclude) {
  const common = { update: forgetLeaveLists, refetchQueries: onScreen };
  const [request] = useRecordMutation(RequestLeaveDocument, {
    success: T.submitted,
    failure: T.submitFailed.title,
    ...common,
  });
  const [withdraw] = useRecordMutation(WithdrawLeaveDocument, {
    success: T.withdrawn,
    failure: T.withdrawFailed.title,
    ...common,
  });
  const [requestCancellation] = useRecordMutation(RequestLeaveCancellationDocument, {
    success: T.cancellationRequested,
    failure: T.cancellationFailed.title,
    ...common,
  });
  const [managerApprove] = useRecordMutation(ManagerApproveLeaveDocument, {
    success: T.approved,
    failure: T.approveFailed.title,
    ...common,
  });
  const [hrApprove] = useRecordMutation(HrApproveLeaveDocument, {
    success: T.fullyApproved,
    failure: T.approveFailed.title,
    ...common,
  });
  const [reject] = useRecordMutation(RejectLeaveDocument, {
    success: T.rejected,
    failure: T.rejectFailed.title,
    ...common,
  });
  const [decideCancellation] = useRecordMutation(DecideLeaveCancellationDocument, {
    success: ({ decideLeaveCancellation }) =>
      decideLeaveCancellation.status === 'CANCELLED' ? T.cancellationApproved : T.cancellationDeclined,
    failure: T.cancellationFailed.title,
    ...common,
  });
  return {
    request: (input: RequestLeaveInput) => request({ input }),
    withdraw: (id: number) => withdraw({ id }),
    requestCancellation: (id: number, reason: string) => requestCancellation({ id, reason: reason.trim() }),
    /** The manager's step (Pending) or HR's (Manager Approved), as the row's actions say. */
    approve: (id: number, step: 'MANAGER' | 'HR', notes: string) =>
      (step === 'MANAGER' ? managerApprove : hrApprove)({ id, notes: notesOrNull(notes) }),
    reject: (id: number, reason: string) => reject({ id, notes: reason.trim() }),
    decideCancellation: (id: number, approve: boolean, notes: string) =>
      decideCancellation({ id, approve, notes: notesOrNull(notes) }),
  };
}

export type LeaveActions = ReturnType<typeof useLeaveActions>;
