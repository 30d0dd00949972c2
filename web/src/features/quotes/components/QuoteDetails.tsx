import { Descriptions } from 'antd';
import { Link } from 'react-router-dom';
import type { QuoteFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../admin-constants';
import { BUDGET_LABELS, SERVICE_LABELS } from '../constants';
import { EmailLink } from './EmailLink';
import { QuoteStatusCell } from './QuoteStatusCell';

/** Everything the visitor sent, where the quote stands, and the project it became. */
export function QuoteDetails({ quote }: { quote: QuoteFieldsFragment }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        { key: 'name', label: 'Name', children: quote.name },
        { key: 'email', label: 'Email', children: <EmailLink email={quote.email} /> },
        {
          key: 'phone',
          label: 'Phone',
          children: <a href={`tel:${quote.phone.replace(/[^\d+]/g, '')}`}>{quote.phone}</a>,
        },
        { key: 'company', label: 'Company', children: quote.company || 'N/A' },
        { key: 'budget', label: 'Budget', children: BUDGET_LABELS[quote.budget] },
        { key: 'services', label: 'Services', children: quote.services.map((s) => SERVICE_LABELS[s]).join(', ') },
        {
          key: 'submitted',
          label: 'Submitted',
          children: <time dateTime={quote.submittedAt}>{formatDateTime(quote.submittedAt)}</time>,
        },
        { key: 'status', label: 'Status', children: <QuoteStatusCell {...quote} /> },
        { key: 'message', label: 'Message', children: <p className="quote-details__message">{quote.message}</p> },
        {
          key: 'notes',
          label: 'Notes',
          children: quote.notes ? <p className="quote-details__message">{quote.notes}</p> : 'None',
        },
        ...(quote.project
          ? [
              {
                key: 'project',
                label: 'Project',
                children: <Link to={`/admin/projects/edit/${quote.project.id}`}>{quote.project.title}</Link>,
              },
            ]
          : []),
      ]}
    />
  );
}
