import { Descriptions } from 'antd';
import type { LeaveRequestFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { LEAVE_TYPE_LABELS, UNKNOWN_EMPLOYEE } from '../constants';
import { dayCount } from './LeaveStatusTag';

/** The employee's name, or 'Unknown Employee' when the API could not give their record. */
export const employeeName = (request: Pick<LeaveRequestFieldsFragment, 'employee'>) =>
  request.employee?.name ?? UNKNOWN_EMPLOYEE;

/** 'Dec 1, 2026 – Dec 3, 2026', or one day. */
export const dateRange = ({ startDate, endDate }: { startDate: string; endDate: string }) =>
  startDate === endDate ? formatDate(startDate) : `${formatDate(startDate)} – ${formatDate(endDate)}`;

/** The request a dialog decides on: who, when, what and why. */
export function RequestSummary({ request }: { request: LeaveRequestFieldsFragment }) {
  return (
    <Descriptions
      size="small"
      column={1}
      className="leave-dialog__summary"
      items={[
        { key: 'employee', label: 'Employee', children: employeeName(request) },
        { key: 'dates', label: 'Dates', children: dateRange(request) },
        {
          key: 'type',
          label: 'Type',
          children: `${LEAVE_TYPE_LABELS[request.type]}, ${dayCount(request.workingDays)}`,
        },
        { key: 'reason', label: 'Reason', children: request.reason },
        ...(request.cancellationReason
          ? [{ key: 'cancellation', label: 'Cancellation reason', children: request.cancellationReason }]
          : []),
      ]}
    />
  );
}
