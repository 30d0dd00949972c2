import { Tag, Tooltip } from 'antd';
import type { LeaveStatus } from '../../../gql/graphql';
import { LEAVE_STATUS_LABELS } from '../constants';

const COLOURS: Record<LeaveStatus, string> = {
  PENDING: 'gold',
  MANAGER_APPROVED: 'blue',
  HR_APPROVED: 'green',
  REJECTED: 'red',
  WITHDRAWN: 'default',
  CANCELLED: 'default',
};

/** A request's status as a coloured badge ('HR Approved' reads 'Approved'). */
export function LeaveStatusTag({ status }: { status: LeaveStatus }) {
  return <Tag color={COLOURS[status]}>{LEAVE_STATUS_LABELS[status]}</Tag>;
}

export const CANCELLATION_REQUESTED = 'Cancellation requested';

/** Marks approved leave whose employee has asked to cancel it; the reason is read out with it. */
export function CancellationMarker({ reason }: { reason: string | null | undefined }) {
  if (!reason) return null;
  return (
    <Tooltip title={reason}>
      <Tag color="orange" className="leave-cancellation-marker">
        {CANCELLATION_REQUESTED}
        <span className="visually-hidden">: {reason}</span>
      </Tag>
    </Tooltip>
  );
}

/** '1 day', '3 days'. */
export const dayCount = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
