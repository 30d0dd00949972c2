import { CONVERSION_MESSAGES, CONVERTED_QUOTE } from '@site/shared';
import type { AdminQuotesQuery, AdminQuotesQueryVariables, ConvertQuoteInput, QuoteStatus } from '../../../gql/graphql';
import {
  dataMock,
  errorMock,
  networkErrorMock,
  pendingMock,
  type ApiError,
  type MockOptions,
} from '../../../test/apollo-mocks';
import {
  AdminQuotesDocument,
  ConvertQuoteToProjectDocument,
  DeleteQuoteDocument,
  QuoteDocument,
  QuoteStatsDocument,
  UpdateQuoteStatusDocument,
} from '../api/admin-quotes';
import { QUOTES_DEFAULT_SORT, QUOTES_PAGE_SIZE } from '../admin-constants';
import { toConvertInput, type ConvertQuoteValues } from '../schemas/convert-quote.schema';
import { sampleQuotes, statsOf, type MockQuote } from './sample-quotes';

export { sampleQuote, sampleQuotes, statsOf, type MockQuote } from './sample-quotes';

export const QUOTE_NOT_FOUND: ApiError = { message: 'Quote not found', code: 'NOT_FOUND' };
export const ALREADY_CONVERTED: ApiError = { message: CONVERSION_MESSAGES.alreadyConverted, code: 'CONFLICT' };

// ---- Variables, exactly as the page sends them (MockLink tells null from absent) ----

export const quotesVariables = (overrides: Partial<AdminQuotesQueryVariables> = {}): AdminQuotesQueryVariables => ({
  offset: 0,
  limit: QUOTES_PAGE_SIZE,
  search: null,
  status: null,
  budget: null,
  overdue: null,
  sort: QUOTES_DEFAULT_SORT.field,
  direction: QUOTES_DEFAULT_SORT.direction,
  ...overrides,
});

// ---- Queries ----

/** The page the API would answer: search over name, email and company; status and budget; its order; its slice. */
export function quotesPage(
  variables: AdminQuotesQueryVariables,
  source: readonly MockQuote[] = sampleQuotes,
): AdminQuotesQuery {
  const text = variables.search?.trim().toLowerCase();
  const matching = source
    .filter((q) => !text || [q.name, q.email, q.company ?? ''].some((v) => v.toLowerCase().includes(text)))
    .filter((q) => !variables.status || q.status === variables.status)
    .filter((q) => !variables.budget || q.budget === variables.budget)
    .filter((q) => !variables.overdue || q.overdue)
    .sort((a, b) => {
      const key = (q: MockQuote) => (variables.sort === 'NAME' ? q.name.toLowerCase() : q.submittedAt);
      const order = (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) || a.id - b.id;
      return (variables.direction ?? 'DESC') === 'DESC' ? -order : order;
    });
  const offset = variables.offset ?? 0;
  const limit = variables.limit ?? QUOTES_PAGE_SIZE;
  const page = {
    __typename: 'QuotePage' as const,
    total: matching.length,
    offset,
    limit,
    items: matching.slice(offset, offset + limit),
  };
  return { adminQuotes: page };
}

export const quotesMock = (
  variables: AdminQuotesQueryVariables = quotesVariables(),
  source: readonly MockQuote[] = sampleQuotes,
  options?: MockOptions,
) => dataMock(AdminQuotesDocument, variables, quotesPage(variables, source), options);

export const quotesLoadingMock = (variables = quotesVariables()) => pendingMock(AdminQuotesDocument, variables);
export const quotesNetworkErrorMock = (variables = quotesVariables(), options?: MockOptions) =>
  networkErrorMock(AdminQuotesDocument, variables, options);
/** The API refusing the list with a message of its own. */
export const quotesErrorMock = (error: ApiError, variables = quotesVariables()) =>
  errorMock(AdminQuotesDocument, variables, error);

export const statsMock = (source: readonly MockQuote[] = sampleQuotes, options?: MockOptions) =>
  dataMock(QuoteStatsDocument, {}, { quoteStats: statsOf(source) }, options);
export const statsLoadingMock = () => pendingMock(QuoteStatsDocument, {});

export const quoteMock = (quote: MockQuote, options?: MockOptions) =>
  dataMock(QuoteDocument, { id: quote.id }, { quote }, options);
export const quoteNotFoundMock = (id: number) => errorMock(QuoteDocument, { id }, QUOTE_NOT_FOUND);
export const quoteLoadingMock = (id: number) => pendingMock(QuoteDocument, { id });

// ---- Mutations ----

/** The quote after a status change, as the API answers it (the notes replace the old ones). */
export function withStatus(quote: MockQuote, status: QuoteStatus, notes: string | null): MockQuote {
  const pending = status === 'PENDING';
  return {
    ...quote,
    status,
    notes,
    workingDaysWaiting: pending ? quote.workingDaysWaiting : null,
    overdue: pending && quote.overdue,
  };
}

export const updateStatusMock = (quote: MockQuote, status: QuoteStatus, notes: string | null, options?: MockOptions) =>
  dataMock(
    UpdateQuoteStatusDocument,
    { id: quote.id, status, notes },
    { updateQuoteStatus: withStatus(quote, status, notes) },
    options,
  );

export const updateStatusErrorMock = (quote: MockQuote, status: QuoteStatus, notes: string | null, error: ApiError) =>
  errorMock(UpdateQuoteStatusDocument, { id: quote.id, status, notes }, error);

export const deleteQuoteMock = (id: number, options?: MockOptions) =>
  dataMock(DeleteQuoteDocument, { id }, { deleteQuote: id }, options);
export const deleteQuoteErrorMock = (id: number, error: ApiError = QUOTE_NOT_FOUND) =>
  errorMock(DeleteQuoteDocument, { id }, error);

/** A conversion the form sends for these values, as its variables. */
export const convertVariables = (quote: MockQuote, values: ConvertQuoteValues) => ({
  quoteId: quote.id,
  input: toConvertInput(values),
});

/** The new project's id in the mocks. */
export const CONVERTED_PROJECT_ID = 40;

export function convertMock(quote: MockQuote, values: ConvertQuoteValues, options?: MockOptions) {
  const project = { __typename: 'Project' as const, id: CONVERTED_PROJECT_ID, title: `Project for ${quote.name}` };
  return dataMock(
    ConvertQuoteToProjectDocument,
    convertVariables(quote, values),
    { convertQuoteToProject: project },
    options,
  );
}

export const convertErrorMock = (quote: MockQuote, input: ConvertQuoteInput, error: ApiError) =>
  errorMock(ConvertQuoteToProjectDocument, { quoteId: quote.id, input }, error);

export const convertPendingMock = (quote: MockQuote, values: ConvertQuoteValues) =>
  pendingMock(ConvertQuoteToProjectDocument, convertVariables(quote, values));

/** The quote after its conversion, as the lists show it then. */
export const converted = (quote: MockQuote): MockQuote => ({
  ...quote,
  status: CONVERTED_QUOTE.status as QuoteStatus,
  notes: CONVERTED_QUOTE.note,
  workingDaysWaiting: null,
  overdue: false,
  project: { __typename: 'Project', id: CONVERTED_PROJECT_ID, title: `Project for ${quote.name}` },
});

/** The same quotes with one replaced (after a change) or left out (after a delete). */
export const replaced = (quote: MockQuote, source: readonly MockQuote[] = sampleQuotes) =>
  source.map((q) => (q.id === quote.id ? quote : q));
export const without = (id: number, source: readonly MockQuote[] = sampleQuotes) => source.filter((q) => q.id !== id);
