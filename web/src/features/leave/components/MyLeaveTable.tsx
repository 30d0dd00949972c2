import { AdminTable, type AdminColumn, type ListTableProps } from '../../../components/admin-list';
import type { LeaveRequestFieldsFragment } from '../../../gql/graphql';
import { MY_LEAVE_TEXTS } from '../constants';
import type { LeaveSort } from '../list-options';
import { actionsColumn, LEAVE_COLUMNS } from './leave-columns';
import { dateRange } from './RequestSummary';

type Row = LeaveRequestFieldsFragment;

export interface MyLeaveTableProps extends ListTableProps<Row, LeaveSort> {
  onWithdraw: (request: Row) => void;
  onRequestCancellation: (request: Row) => void;
}

/** 'My Leave Requests': the employee's own requests, newest first, with what they may still do. */
export function MyLeaveTable({ busyIds, onWithdraw, onRequestCancellation, ...table }: MyLeaveTableProps) {
  const C = LEAVE_COLUMNS;
  const columns: AdminColumn<Row, LeaveSort>[] = [
    C.startDate,
    C.endDate,
    C.type,
    C.reason,
    C.status,
    C.notes,
    actionsColumn(
      (row) => `leave from ${dateRange(row)}`,
      (row) => ({ onWithdraw: () => onWithdraw(row), onRequestCancellation: () => onRequestCancellation(row) }),
      busyIds,
    ),
  ];
  return (
    <AdminTable<Row, LeaveSort>
      {...table}
      columns={columns}
      busyIds={busyIds}
      texts={MY_LEAVE_TEXTS}
      totalText={(n) => `${n} requests`}
    />
  );
}
