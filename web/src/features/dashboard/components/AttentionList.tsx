import { CONTACT_MESSAGE_STATE } from '@site/shared';
import { Badge } from 'antd';
import { Link } from 'react-router-dom';
import type { DashboardAttentionQuery } from '../../../gql/graphql';
import { useSessionUser } from '../../../lib/session';
import { useDashboardAttention } from '../api/dashboard';
import { DashboardPart, PartState } from './DashboardPart';

type Attention = DashboardAttentionQuery['dashboardAttention'];

interface Item {
  key: string;
  label: string;
  count: number;
  to: string;
}

/** Each count beside the filtered list that shows exactly those records. */
export function attentionItems(attention: Attention, user: { role: string; capabilities?: readonly string[] }): Item[] {
  const approver = user.role === 'ADMIN' || Boolean(user.capabilities?.length);
  const items: (Item | false)[] = [
    {
      key: 'quotes',
      label: 'Quotes overdue for an answer',
      count: attention.overdueQuotes,
      to: '/admin/quotes?overdue=1',
    },
    approver && {
      key: 'leave',
      label: 'Leave waiting for your approval',
      count: attention.leaveAwaitingMe,
      to: '/admin/leave-approvals',
    },
    attention.payrollPending !== null &&
      attention.payrollPending !== undefined && {
        key: 'payroll',
        label: 'Payroll records pending this month',
        count: attention.payrollPending,
        // The payroll list filters a status through its search (name or status), as its own URL holds it.
        to: `/admin/payroll?month=${attention.month}&search=Pending`,
      },
    {
      key: 'messages',
      label: 'Contact messages not yet handled',
      count: attention.unhandledMessages,
      to: `/admin/inbox?state=${CONTACT_MESSAGE_STATE.OPEN.value}`,
    },
  ];
  return items.filter((item): item is Item => item !== false);
}

/** What needs the viewer's attention, each a link to the list that shows it. */
export function AttentionList() {
  const user = useSessionUser();
  const { data, error, refetch } = useDashboardAttention();
  const attention = data?.dashboardAttention;
  let body;
  if (!attention || !user) {
    body = <PartState error={error} onRetry={refetch} what="what needs attention" />;
  } else {
    body = (
      <ul className="attention-list">
        {attentionItems(attention, user).map((item) => (
          <li key={item.key}>
            <Link to={item.to} className="attention-list__link">
              <span>{item.label}</span>
              <Badge
                count={item.count}
                showZero
                overflowCount={999}
                className={
                  item.count > 0 ? 'attention-list__count attention-list__count--some' : 'attention-list__count'
                }
              />
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return <DashboardPart title="Needs Attention">{body}</DashboardPart>;
}
