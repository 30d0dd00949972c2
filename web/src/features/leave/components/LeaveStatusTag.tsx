import { Tag, Tooltip } from 'antd';
import type { LeaveStatus } from '../../../gql/graphql';
import { LEAVE_STATUS_LABELS } from '../constants';

/** A request's status as a coloured badge ('HR Approved' reads 'Approved'); leave.css gives each colour AA contrast. */
export function LeaveStatusTag({ status }: { status: LeaveStatus }) {
  return <Tag className={`leave-status leave-status--${status.toLowerCase()}`}>{LEAVE_STATUS_LABELS[status]}</Tag>;
}

export const CANCELLATION_REQUESTED = 'Cancellation requested';

/** Marks approved leave whose employee has asked to cancel it; the reason is read out with it. */
export function CancellationMarker({ reason }: { reason: string | null | undefined }) {
  if (!reason) return null;
  return (
    <Tooltip title={reason}>
      <Tag className="leave-status leave-status--cancellation">
        {CANCELLATION_REQUESTED}
        <span className="visually-hidden">: {reason}</span>
      </Tag>
    </Tooltip>
  );
}

/** '1 day', '3 days'. */
export const dayCount = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
