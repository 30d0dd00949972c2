import { Descriptions } from 'antd';
import type { LeaveBalanceFieldsFragment } from '../../../gql/graphql';
import { LEAVE_TYPE_LABELS } from '../constants';
import { dayCount } from './LeaveStatusTag';

export const UNLIMITED = 'Unlimited';

export interface BalanceSummaryProps {
  balance: LeaveBalanceFieldsFragment;
  /** The heading of the list, such as 'Vacation balance 2026'. */
  title?: string;
}

/** A type's balance for a year: its allowance, the days used and pending (apart), and what is left. */
export function BalanceSummary({ balance, title }: BalanceSummaryProps) {
  const unlimited = balance.allowance === null || balance.allowance === undefined;
  return (
    <Descriptions
      className="leave-balance"
      size="small"
      column={1}
      bordered
      title={title ?? `${LEAVE_TYPE_LABELS[balance.type]} balance ${balance.year}`}
      items={[
        { key: 'allowance', label: 'Allowance', children: unlimited ? UNLIMITED : dayCount(balance.allowance!) },
        { key: 'used', label: 'Used', children: dayCount(balance.used) },
        { key: 'pending', label: 'Pending', children: dayCount(balance.pending) },
        {
          key: 'remaining',
          label: 'Left',
          children: unlimited || balance.remaining === null ? UNLIMITED : dayCount(balance.remaining!),
        },
      ]}
    />
  );
}
