import { STAFF_ROLES } from '../../auth/roles';
import { defineExport } from '../../common/export/csv-export';
import { BUDGET_LABELS, QUOTE_STATUS_LABELS, QuoteBudget, QuoteStatus, SERVICE_LABELS } from './quote-codes';
import { QuoteDirectory } from './quote-directory.service';
import type { QuoteRequest } from './quote-request.entity';
import { AdminQuotesArgs } from './quote.inputs';

/** The quotes list as CSV: its filters (overdue=true or 1), search and sort applied; enum filters by their API names. */
export const quoteExport = defineExport({
  name: 'quotes',
  roles: STAFF_ROLES,
  args: AdminQuotesArgs,
  params: ['status', 'budget', 'search', 'overdue', 'sort', 'direction'],
  enums: { status: QuoteStatus, budget: QuoteBudget },
  booleans: ['overdue'],
  query: (dataSource, args, { config }) => new QuoteDirectory(dataSource).matching(args, config.holidays),
  columns: [
    { header: 'ID', value: (q: QuoteRequest) => q.id },
    { header: 'Name', value: (q) => q.name },
    { header: 'Email', value: (q) => q.email },
    { header: 'Phone', value: (q) => q.phone },
    { header: 'Company', value: (q) => q.company },
    { header: 'Budget', value: (q) => BUDGET_LABELS[q.budget] },
    { header: 'Services', value: (q) => q.services.map((code) => SERVICE_LABELS[code]).join(', ') },
    { header: 'Message', value: (q) => q.message },
    { header: 'Status', value: (q) => QUOTE_STATUS_LABELS[q.status] },
    { header: 'Notes', value: (q) => q.notes },
    { header: 'Submitted At', value: (q) => q.submittedAt },
  ],
});
