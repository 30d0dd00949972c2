import { Alert, Skeleton, Typography } from 'antd';
import { errorMessage } from '../../../lib/errors';
import { useLeaveApprovalContext } from '../api/leave';
import { LEAVE_TYPE_LABELS } from '../constants';
import { BalanceSummary } from './BalanceSummary';
import { LeaveStatusTag } from './LeaveStatusTag';
import { dateRange, employeeName } from './RequestSummary';

export const NOBODY_ELSE_OFF = 'Nobody else in the team is off on these days.';

/** What an approver weighs: who else in the team is off on those days, and the balance approval leaves. */
export function ApprovalContext({ requestId }: { requestId: number }) {
  const { data, loading, error } = useLeaveApprovalContext(requestId);
  if (loading && !data)
    return (
      <div role="status" aria-label="Loading who else is off">
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  if (error || !data)
    return <Alert type="warning" showIcon title="Could not load who else is off" description={errorMessage(error)} />;
  const { othersOff, balanceAfterApproval } = data.leaveRequest;
  return (
    <div className="leave-approval-context">
      <Typography.Title level={5}>Also off on these days</Typography.Title>
      {othersOff.length === 0 ? (
        <Typography.Paragraph type="secondary">{NOBODY_ELSE_OFF}</Typography.Paragraph>
      ) : (
        <ul className="leave-list" aria-label="Also off on these days">
          {othersOff.map((other) => (
            <li key={other.id} className="leave-list__item">
              <span>
                <strong>{employeeName(other)}</strong> {dateRange(other)} ({LEAVE_TYPE_LABELS[other.type]})
              </span>
              <LeaveStatusTag status={other.status} />
            </li>
          ))}
        </ul>
      )}
      {balanceAfterApproval && (
        <BalanceSummary
          balance={balanceAfterApproval}
          title={`${LEAVE_TYPE_LABELS[balanceAfterApproval.type]} balance ${balanceAfterApproval.year} after approval`}
        />
      )}
    </div>
  );
}
