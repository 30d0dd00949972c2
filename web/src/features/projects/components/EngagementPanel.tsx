import { Card, Descriptions } from 'antd';
import { Link } from 'react-router-dom';
import type { AdminProjectQuery } from '../../../gql/graphql';
import { formatMoney, formatDate } from '../../../lib/format';
import {
  BUDGET_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PHASE_LABELS,
  SERVICE_LABELS,
} from '../engagement-labels';

export type Engagement = NonNullable<AdminProjectQuery['project']['engagement']>;

/** A list of entries, or 'None' when the plan has none. */
function Entries({ items }: { items: readonly string[] }) {
  if (items.length === 0) return 'None';
  return (
    <ul className="engagement__list">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * What a project made from a quote carries, read-only: payment, plan and timeline, and the way
 * back to the quote (gone once the quote was deleted).
 */
export function EngagementPanel({ engagement }: { engagement: Engagement }) {
  const { paymentDetails: pay, planInfo: plan, developmentCycle: cycle, quoteId } = engagement;
  return (
    <Card
      title="From a quote"
      extra={
        quoteId !== null ? (
          <Link to={`/admin/quotes?quote=${quoteId}`}>View the quote</Link>
        ) : (
          <span>The quote has been deleted</span>
        )
      }
    >
      <Descriptions
        title="Payment Details"
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'amount', label: 'Project Amount', children: formatMoney(pay.amount, pay.currency) },
          { key: 'currency', label: 'Currency', children: pay.currency },
          { key: 'method', label: 'Payment Method', children: PAYMENT_METHOD_LABELS[pay.paymentMethod] },
          { key: 'status', label: 'Payment Status', children: PAYMENT_STATUS_LABELS[pay.paymentStatus] },
          { key: 'budget', label: 'Budget', children: BUDGET_LABELS[engagement.budget] },
          {
            key: 'services',
            label: 'Services',
            children: engagement.services.map((s) => SERVICE_LABELS[s]).join(', '),
          },
        ]}
      />
      <Descriptions
        title="Project Plan"
        size="small"
        column={1}
        className="engagement__section"
        items={[
          { key: 'duration', label: 'Project Duration', children: plan.duration },
          { key: 'milestones', label: 'Milestones', children: <Entries items={plan.milestones} /> },
          { key: 'deliverables', label: 'Deliverables', children: <Entries items={plan.deliverables} /> },
        ]}
      />
      <Descriptions
        title="Development Timeline"
        size="small"
        column={{ xs: 1, sm: 3 }}
        className="engagement__section"
        items={[
          { key: 'phase', label: 'Current Phase', children: PHASE_LABELS[cycle.phase] },
          { key: 'start', label: 'Start Date', children: formatDate(cycle.startDate) },
          { key: 'end', label: 'Estimated End Date', children: formatDate(cycle.estimatedEndDate) },
        ]}
      />
    </Card>
  );
}
