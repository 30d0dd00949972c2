import { AdminTable, type AdminColumn, type ListTableProps } from '../../../components/admin-list';
import type { LeaveRequestFieldsFragment } from '../../../gql/graphql';
import { MY_LEAVE_TEXTS } from '../constants';
import { LEAVE_COLUMNS } from './leave-columns';
import { LeaveRowActions } from './LeaveRowActions';
import { dateRange } from './RequestSummary';

type Row = LeaveRequestFieldsFragment;

export interface MyLeaveTableProps extends ListTableProps<Row> {
  onWithdraw: (request: Row) => void;
  onRequestCancellation: (request: Row) => void;
}

/** 'My Leave Requests': the employee's own requests, newest first, with what they may still do. */
export function MyLeaveTable({ busyIds, onWithdraw, onRequestCancellation, ...table }: MyLeaveTableProps) {
  const C = LEAVE_COLUMNS;
  const columns: AdminColumn<Row>[] = [
    C.startDate,
    C.endDate,
    C.type,
    C.reason,
    C.status,
    C.notes,
    {
      title: 'Actions',
      key: 'actions',
      render: (_, row) => (
        <LeaveRowActions
          actions={row.actions}
          subject={`leave from ${dateRange(row)}`}
          busy={busyIds?.has(row.id)}
          onWithdraw={() => onWithdraw(row)}
          onRequestCancellation={() => onRequestCancellation(row)}
        />
      ),
    },
  ];
  return (
    <AdminTable<Row>
      {...table}
      columns={columns}
      busyIds={busyIds}
      texts={MY_LEAVE_TEXTS}
      totalText={(n) => `${n} requests`}
    />
  );
}
