import { Typography } from 'antd';
import type { AdminColumn } from '../../../components/admin-list';
import type { LeaveRequestFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { LEAVE_TYPE_LABELS } from '../constants';
import type { LeaveSort } from '../list-options';
import { CancellationMarker, LeaveStatusTag } from './LeaveStatusTag';
import { LeaveRowActions, type LeaveRowHandlers } from './LeaveRowActions';

type Row = LeaveRequestFieldsFragment;

/** A long text wraps inside its column, up to two lines; the whole of it is read out and shown on hover. */
const longText = (text: string | null | undefined) =>
  text ? (
    <Typography.Paragraph className="leave-table__text" ellipsis={{ rows: 2, tooltip: text }}>
      {text}
    </Typography.Paragraph>
  ) : (
    <Typography.Text type="secondary">—</Typography.Text>
  );

/** The columns both leave tables share, by name. */
export const LEAVE_COLUMNS = {
  startDate: {
    title: 'Start Date',
    dataIndex: 'startDate',
    key: 'startDate',
    render: (date: string) => <span className="leave-table__date">{formatDate(date)}</span>,
  },
  endDate: {
    title: 'End Date',
    dataIndex: 'endDate',
    key: 'endDate',
    render: (date: string) => <span className="leave-table__date">{formatDate(date)}</span>,
  },
  /** Both days in one cell, a line each: the approvals table has more to show beside them. */
  dates: {
    title: 'Dates',
    key: 'dates',
    render: (_, row) => (
      <span className="leave-table__dates">
        <span className="leave-table__date">{formatDate(row.startDate)}</span>
        {row.endDate !== row.startDate && <span className="leave-table__date">to {formatDate(row.endDate)}</span>}
      </span>
    ),
  },
  type: { title: 'Type', dataIndex: 'type', key: 'type', render: (type: Row['type']) => LEAVE_TYPE_LABELS[type] },
  workingDays: { title: 'Working Days', dataIndex: 'workingDays', key: 'workingDays', align: 'right', width: 84 },
  reason: { title: 'Reason', dataIndex: 'reason', key: 'reason', width: 180, render: longText },
  status: {
    title: 'Status',
    key: 'status',
    render: (_, row) => (
      <div className="leave-table__status">
        <LeaveStatusTag status={row.status} />
        <CancellationMarker reason={row.cancellationReason} />
      </div>
    ),
  },
  notes: { title: 'Notes', dataIndex: 'notes', key: 'notes', width: 160, render: longText },
} satisfies Record<string, AdminColumn<Row, LeaveSort>>;

/**
 * The Actions column: a button for each action the row's `actions` allow and the table handles.
 * `subject` names the request for the buttons' accessible names.
 */
export function actionsColumn(
  subject: (row: Row) => string,
  handlers: (row: Row) => LeaveRowHandlers,
  busyIds: ReadonlySet<number> | undefined,
): AdminColumn<Row, LeaveSort> {
  return {
    title: 'Actions',
    key: 'actions',
    render: (_, row) => (
      <LeaveRowActions actions={row.actions} subject={subject(row)} busy={busyIds?.has(row.id)} {...handlers(row)} />
    ),
  };
}
