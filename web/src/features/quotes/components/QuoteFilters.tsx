import { Checkbox, Select } from 'antd';
import type { QuoteBudget, QuoteStatus } from '../../../gql/graphql';
import { QUOTE_STATUS_OPTIONS, QUOTE_STATUSES } from '../admin-constants';
import { BUDGET_OPTIONS, QUOTE_BUDGETS } from '../constants';

const ALL = 'ALL';

/** The filter values the URL holds, as the API's enums; any other text counts as no filter. */
export const asStatus = (value: string | null): QuoteStatus | null => QUOTE_STATUSES.find((s) => s === value) ?? null;
export const asBudget = (value: string | null): QuoteBudget | null => QUOTE_BUDGETS.find((b) => b === value) ?? null;

export interface QuoteFiltersProps {
  status: QuoteStatus | null;
  budget: QuoteBudget | null;
  /** Only pending quotes overdue for an answer. */
  overdue: boolean;
  onOverdueChange: (overdue: boolean) => void;
  onStatusChange: (status: QuoteStatus | null) => void;
  onBudgetChange: (budget: QuoteBudget | null) => void;
}

/** 'All statuses' or one status; 'All budgets' or one budget band; overdue quotes only. */
export function QuoteFilters({
  status,
  budget,
  overdue,
  onOverdueChange,
  onStatusChange,
  onBudgetChange,
}: QuoteFiltersProps) {
  return (
    <>
      <Select<QuoteStatus | typeof ALL>
        aria-label="Filter by status"
        value={status ?? ALL}
        options={[{ value: ALL, label: 'All statuses' }, ...QUOTE_STATUS_OPTIONS]}
        onChange={(value) => onStatusChange(value === ALL ? null : value)}
        className="quote-filter"
      />
      <Select<QuoteBudget | typeof ALL>
        aria-label="Filter by budget"
        value={budget ?? ALL}
        options={[{ value: ALL, label: 'All budgets' }, ...BUDGET_OPTIONS]}
        onChange={(value) => onBudgetChange(value === ALL ? null : value)}
        className="quote-filter"
        popupMatchSelectWidth={false}
      />
      <Checkbox checked={overdue} onChange={(event) => onOverdueChange(event.target.checked)}>
        Overdue only
      </Checkbox>
    </>
  );
}
