import { EyeOutlined, ProjectOutlined } from '@ant-design/icons';
import { Button, Grid, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { AdminTable, DeleteButton, type AdminColumn, type ListTableProps } from '../../../components/admin-list';
import type { QuoteBudget, QuoteFieldsFragment, QuoteSort, RequestedService } from '../../../gql/graphql';
import { formatDay, QUOTE_LIST_TEXTS } from '../admin-constants';
import { BUDGET_LABELS, QUOTE_MESSAGES, SERVICE_LABELS } from '../constants';
import { isConverted } from '../quote-state';
import { EmailLink } from './EmailLink';
import { QuoteStatusCell } from './QuoteStatusCell';

export interface QuoteTableProps extends ListTableProps<QuoteFieldsFragment, QuoteSort> {
  /** A search or a filter is on: an empty list then means no match, not no quotes at all. */
  filtered: boolean;
  onView: (quote: QuoteFieldsFragment) => void;
  onConvert: (quote: QuoteFieldsFragment) => void;
  onDelete: (quote: QuoteFieldsFragment) => void;
}

/** 'No quotes yet' and what will fill the list. */
const NO_QUOTES: ReactNode = (
  <>
    <strong>{QUOTE_LIST_TEXTS.empty}</strong>
    <br />
    {QUOTE_LIST_TEXTS.emptyDescription}
  </>
);

/** The quote requests: who asked, for what and how much, where each stands, and what staff can do with it. */
export function QuoteTable({ busyIds, filtered, onView, onConvert, onDelete, ...table }: QuoteTableProps) {
  // On a phone the status (and how long the quote has waited) goes under the customer, in view.
  const narrow = Grid.useBreakpoint().md === false;
  const busy = (q: QuoteFieldsFragment) => busyIds?.has(q.id) ?? false;
  const columns: AdminColumn<QuoteFieldsFragment, QuoteSort>[] = [
    {
      title: 'Customer',
      key: 'customer',
      sortField: 'NAME',
      width: 190,
      render: (_, q) => (
        <div className="quote-table__customer">
          <strong>{q.name}</strong>
          <EmailLink email={q.email} />
          {narrow && (
            <div className="quote-table__status-inline">
              <QuoteStatusCell {...q} />
            </div>
          )}
        </div>
      ),
    },
    {
      title: 'Company',
      key: 'company',
      dataIndex: 'company',
      responsive: ['lg'],
      width: 110,
      render: (company: string | null) => company || 'N/A',
    },
    {
      title: 'Budget',
      key: 'budget',
      dataIndex: 'budget',
      responsive: ['md'],
      width: 100,
      render: (budget: QuoteBudget) => BUDGET_LABELS[budget],
    },
    {
      title: 'Services',
      key: 'services',
      dataIndex: 'services',
      responsive: ['lg'],
      width: 170,
      render: (services: RequestedService[]) => (
        <div className="quote-table__services">
          {services.map((s) => (
            <Tag key={s}>{SERVICE_LABELS[s]}</Tag>
          ))}
        </div>
      ),
    },
    { title: 'Status', key: 'status', responsive: ['md'], width: 140, render: (_, q) => <QuoteStatusCell {...q} /> },
    {
      title: 'Date',
      key: 'date',
      dataIndex: 'submittedAt',
      sortField: 'SUBMITTED_AT',
      responsive: ['md'],
      width: 110,
      render: (submittedAt: string) => (
        <time dateTime={submittedAt} style={{ whiteSpace: 'nowrap' }}>
          {formatDay(submittedAt)}
        </time>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, q) => (
        <Space size="small">
          <Button
            size="small"
            icon={<EyeOutlined />}
            aria-label={`View details: ${q.name}`}
            title="View details"
            onClick={() => onView(q)}
          />
          {!isConverted(q) && (
            <Button
              size="small"
              icon={<ProjectOutlined />}
              aria-label={`Convert to Project: ${q.name}`}
              title="Convert to Project"
              disabled={busy(q)}
              onClick={() => onConvert(q)}
            />
          )}
          <DeleteButton
            name={q.name}
            confirmation={QUOTE_MESSAGES.deleteConfirm}
            onConfirm={() => onDelete(q)}
            disabled={busy(q)}
          />
        </Space>
      ),
    },
  ];
  return (
    <AdminTable<QuoteFieldsFragment, QuoteSort>
      {...table}
      columns={columns}
      busyIds={busyIds}
      texts={{ ...QUOTE_LIST_TEXTS, empty: filtered ? QUOTE_LIST_TEXTS.noMatch : NO_QUOTES }}
      totalText={(n) => `${n} quotes`}
    />
  );
}
