import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListPanel, ListToolbar, useAdminList } from '../../../components/admin-list';
import type { QuoteFieldsFragment } from '../../../gql/graphql';
import { useAdminQuotes } from '../api/admin-quotes';
import { useQuoteActions } from '../api/useQuoteActions';
import {
  BUDGET_FILTER,
  OVERDUE_FILTER,
  OVERDUE_ON,
  QUOTE_PARAM,
  QUOTE_SORTS,
  QUOTE_STATUSES,
  QUOTES_DEFAULT_SORT,
  QUOTES_PAGE_SIZE,
  STATUS_FILTER,
} from '../admin-constants';
import { ConvertQuoteDialog } from '../components/ConvertQuoteDialog';
import { QuoteDetailsDialog } from '../components/QuoteDetailsDialog';
import { asBudget, asStatus, QuoteFilters } from '../components/QuoteFilters';
import { QuoteStatsCards } from '../components/QuoteStatsCards';
import { QuoteTable } from '../components/QuoteTable';
import { QUOTE_BUDGETS } from '../constants';
import { openedQuoteId } from '../quote-state';
import '../quotes-admin.css';

/** Quote Management (/admin/quotes): the counts, the list, and a quote's details and conversion. */
export default function AdminQuotesPage() {
  const list = useAdminList({
    sortFields: QUOTE_SORTS,
    defaultSort: QUOTES_DEFAULT_SORT,
    defaultPageSize: QUOTES_PAGE_SIZE,
    filters: [STATUS_FILTER, BUDGET_FILTER, OVERDUE_FILTER],
    filterValues: { [STATUS_FILTER]: QUOTE_STATUSES, [BUDGET_FILTER]: QUOTE_BUDGETS, [OVERDUE_FILTER]: [OVERDUE_ON] },
    searchLabel: 'Search quotes',
    searchPlaceholder: 'Search by name, email or company...',
    exportPath: '/api/export/quotes.csv',
  });
  const { filters, setFilter, search } = list.state;
  const status = asStatus(filters.status);
  const budget = asBudget(filters.budget);
  const overdue = filters.overdue === OVERDUE_ON;
  const result = useAdminQuotes({ ...list.variables, status, budget, overdue: overdue || null });
  const actions = useQuoteActions();

  // The details dialog lives in the URL (`?quote=7`): a shared link or the sales mail opens it.
  const [params, setParams] = useSearchParams();
  const openId = openedQuoteId(params.get(QUOTE_PARAM));
  const setOpen = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete(QUOTE_PARAM);
      else next.set(QUOTE_PARAM, String(id));
      return next;
    });
  const rows = result.data?.adminQuotes.items ?? [];
  const [converting, setConverting] = useState<QuoteFieldsFragment | null>(null);

  const remove = async (quote: QuoteFieldsFragment) => {
    await actions.remove(quote.id);
    if (openId === quote.id) setOpen(null);
  };

  return (
    <div className="quotes-admin">
      <QuoteStatsCards />
      <ListPanel>
        <ListToolbar
          {...list.toolbar}
          filters={
            <QuoteFilters
              status={status}
              budget={budget}
              overdue={overdue}
              onOverdueChange={(on) => setFilter(OVERDUE_FILTER, on ? OVERDUE_ON : null)}
              onStatusChange={(s) => setFilter(STATUS_FILTER, s)}
              onBudgetChange={(b) => setFilter(BUDGET_FILTER, b)}
            />
          }
        />
        <QuoteTable
          {...list.table(result, (data) => data.adminQuotes)}
          filtered={Boolean(search || status || budget || overdue)}
          onView={(q) => setOpen(q.id)}
          onConvert={setConverting}
          onDelete={(q) => list.saveRow(q.id, () => remove(q))}
        />
      </ListPanel>
      <QuoteDetailsDialog
        quoteId={openId}
        row={rows.find((q) => q.id === openId)}
        onClose={() => setOpen(null)}
        onUpdateStatus={(q, next, notes) => actions.updateStatus(q.id, next, notes)}
        onConvert={(q) => {
          setOpen(null);
          setConverting(q);
        }}
        onDelete={remove}
      />
      <ConvertQuoteDialog
        quote={converting}
        onClose={() => setConverting(null)}
        onConvert={(q, input) => actions.convert(q.id, input)}
      />
    </div>
  );
}
