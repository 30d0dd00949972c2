import { EMPLOYEE_TOASTS as T } from '@site/shared';
import type { EmployeeStatus } from '../../../gql/graphql';
import { useRecordMutation, useRecordWrites } from '../../../lib/record-mutation';
import { STATUS_LABELS } from '../constants';
import {
  AdminEmployeesDocument,
  CreateEmployeeDocument,
  DeleteEmployeeDocument,
  InviteEmployeeDocument,
  SetEmployeeStatusDocument,
  UpdateEmployeeDocument,
  forgetDeletedEmployee,
  forgetEmployeeLists,
} from './employees';

/**
 * The list on screen is fetched again before the toast says it is done (so the row shows what
 * was saved, or leaves a list filtered by status); the others are dropped from the cache.
 */
const refetchQueries = [AdminEmployeesDocument];

/** The employee writes with their toasts; each rejects after its failure toast. */
export function useEmployeeActions() {
  const writes = useRecordWrites({
    documents: { create: CreateEmployeeDocument, update: UpdateEmployeeDocument, remove: DeleteEmployeeDocument },
    // An employee is 'added' (the spec's words for the add form), not 'created'.
    toasts: { ...T, created: T.added },
    forgetLists: forgetEmployeeLists,
    forgetDeleted: forgetDeletedEmployee,
    refetchQueries,
  });
  const [setStatus] = useRecordMutation(SetEmployeeStatusDocument, {
    success: ({ setEmployeeStatus }) => T.statusUpdated(STATUS_LABELS[setEmployeeStatus.status]),
    failure: T.statusFailed.title,
    update: forgetEmployeeLists,
    refetchQueries,
  });
  // The answer carries the new access: the cached employee follows it, and no list changes.
  const [invite] = useRecordMutation(InviteEmployeeDocument, {
    success: ({ inviteEmployee }) => T.invited(inviteEmployee.email),
    failure: T.inviteFailed.title,
  });
  return {
    ...writes,
    setStatus: (id: number, status: EmployeeStatus) => setStatus({ id, status }),
    invite: (id: number) => invite({ id }),
  };
}
