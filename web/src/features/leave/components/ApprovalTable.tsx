import {
  AdminTable,
  type AdminColumn,
  type AdminTableTexts,
  type ListTableProps,
} from '../../../components/admin-list';
import type { LeaveRequestFieldsFragment } from '../../../gql/graphql';
import type { LeaveSort } from '../list-options';
import { actionsColumn, LEAVE_COLUMNS } from './leave-columns';
import type { LeaveRowHandlers } from './LeaveRowActions';
import { dateRange, employeeName } from './RequestSummary';

type Row = LeaveRequestFieldsFragment;

export interface ApprovalTableProps extends ListTableProps<Row, LeaveSort> {
  texts: AdminTableTexts;
  /** The handlers of one row's buttons; each is shown only where the row's actions allow it. */
  handlersFor: (request: Row) => LeaveRowHandlers;
}

/** One tab of the approvals page: whose leave, when, how long, why, where it stands, and what may be done. */
export function ApprovalTable({ busyIds, texts, handlersFor, ...table }: ApprovalTableProps) {
  const C = LEAVE_COLUMNS;
  const columns: AdminColumn<Row, LeaveSort>[] = [
    {
      title: 'Employee',
      key: 'employee',
      render: (_, row) => <strong className="leave-table__name">{employeeName(row)}</strong>,
    },
    C.dates,
    C.type,
    C.workingDays,
    C.reason,
    C.status,
    C.notes,
    actionsColumn((row) => `leave of ${employeeName(row)} from ${dateRange(row)}`, handlersFor, busyIds),
  ];
  return (
    <AdminTable<Row, LeaveSort>
      {...table}
      columns={columns}
      busyIds={busyIds}
      texts={texts}
      totalText={(n) => `${n} requests`}
    />
  );
}
