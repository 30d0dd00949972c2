import { Button, Popconfirm, Space, Typography } from 'antd';
import type { LeaveAction } from '../../../gql/graphql';
import { NO_ACTIONS } from '../constants';

/** What the buttons of a row do; a handler left out hides its button, whatever the row allows. */
export interface LeaveRowHandlers {
  onApprove?: (step: 'MANAGER' | 'HR') => void;
  onReject?: () => void;
  onWithdraw?: () => unknown;
  onRequestCancellation?: () => void;
  onReviewCancellation?: () => void;
}

export interface LeaveRowActionsProps extends LeaveRowHandlers {
  /** The row's own actions, as the API's state machine gives them to this user. */
  actions: readonly LeaveAction[];
  /** Which request, for the buttons' accessible names: 'leave of David Okafor from Dec 1, 2026'. */
  subject: string;
  /** While the row saves. */
  busy?: boolean;
}

export const WITHDRAW_CONFIRM = 'Withdraw this leave request?';

/** A leave row's Actions cell: a button per action the API offers, or 'No actions available'. */
export function LeaveRowActions({ actions, subject, busy = false, ...on }: LeaveRowActionsProps) {
  const has = (action: LeaveAction) => actions.includes(action);
  const approveStep = has('MANAGER_APPROVE') ? 'MANAGER' : has('HR_APPROVE') ? 'HR' : null;
  const buttons = [
    approveStep && on.onApprove && (
      <Button
        key="approve"
        size="small"
        type="primary"
        disabled={busy}
        aria-label={`Approve ${subject}`}
        onClick={() => on.onApprove!(approveStep)}
      >
        Approve
      </Button>
    ),
    has('REJECT') && on.onReject && (
      <Button key="reject" size="small" danger disabled={busy} aria-label={`Reject ${subject}`} onClick={on.onReject}>
        Reject
      </Button>
    ),
    (has('APPROVE_CANCELLATION') || has('DECLINE_CANCELLATION')) && on.onReviewCancellation && (
      <Button
        key="review"
        size="small"
        disabled={busy}
        aria-label={`Review cancellation of ${subject}`}
        onClick={on.onReviewCancellation}
      >
        Review cancellation
      </Button>
    ),
    has('WITHDRAW') && on.onWithdraw && (
      <Popconfirm
        key="withdraw"
        title={WITHDRAW_CONFIRM}
        okText="Withdraw"
        okButtonProps={{ danger: true }}
        cancelText="Keep it"
        onConfirm={() => void on.onWithdraw!()}
        disabled={busy}
      >
        <Button size="small" danger disabled={busy} aria-label={`Withdraw ${subject}`}>
          Withdraw
        </Button>
      </Popconfirm>
    ),
    has('REQUEST_CANCELLATION') && on.onRequestCancellation && (
      <Button
        key="cancel"
        size="small"
        disabled={busy}
        aria-label={`Request cancellation of ${subject}`}
        onClick={on.onRequestCancellation}
      >
        Request cancellation
      </Button>
    ),
  ].filter(Boolean);
  if (buttons.length === 0) return <Typography.Text type="secondary">{NO_ACTIONS}</Typography.Text>;
  return (
    <Space size="small" wrap>
      {buttons}
    </Space>
  );
}
