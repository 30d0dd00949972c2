import {
  codeLabels,
  codeNames,
  codeOptions,
  CONVERSION_DEFAULTS,
  CONVERSION_LIMITS,
  CONVERSION_MESSAGES,
  CONVERTED_QUOTE,
  CURRENCY,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  PHASE,
  QUOTE_RESPONSE_WORKING_DAYS,
  QUOTE_STATUS,
} from '@site/shared';
import type {
  Currency,
  DevelopmentPhase,
  ProjectPaymentMethod,
  ProjectPaymentStatus,
  QuoteSort,
  QuoteStatus,
  SortDirection,
} from '../../gql/graphql';

// The back office's words and options; the public form's live in constants.ts, which stays small.
export { CONVERSION_DEFAULTS, CONVERSION_LIMITS, CONVERSION_MESSAGES, CONVERTED_QUOTE, QUOTE_RESPONSE_WORKING_DAYS };

// Typed by the API's enums: a value the API adds or drops fails the type check here.
export const QUOTE_STATUS_LABELS: Readonly<Record<QuoteStatus, string>> = /* @__PURE__ */ codeLabels(QUOTE_STATUS);
export const QUOTE_STATUSES: QuoteStatus[] = /* @__PURE__ */ codeNames(QUOTE_STATUS);
export const QUOTE_STATUS_OPTIONS: { value: QuoteStatus; label: string }[] = /* @__PURE__ */ codeOptions(QUOTE_STATUS);

/** Each status's badge class: antd's preset tag colours fall short of 4.5:1 contrast, these do not. */
export const QUOTE_STATUS_CLASSES: Record<QuoteStatus, string> = {
  PENDING: 'quote-tag quote-tag--pending',
  REVIEWED: 'quote-tag quote-tag--reviewed',
  RESPONDED: 'quote-tag quote-tag--responded',
  CLOSED: 'quote-tag quote-tag--closed',
};

export const CURRENCIES: Currency[] = /* @__PURE__ */ codeNames(CURRENCY);
export const CURRENCY_OPTIONS: { value: Currency; label: string }[] = /* @__PURE__ */ codeOptions(CURRENCY);
export const PAYMENT_METHODS: ProjectPaymentMethod[] = /* @__PURE__ */ codeNames(PAYMENT_METHOD);
export const PAYMENT_METHOD_OPTIONS: { value: ProjectPaymentMethod; label: string }[] =
  /* @__PURE__ */ codeOptions(PAYMENT_METHOD);
export const PAYMENT_STATUSES: ProjectPaymentStatus[] = /* @__PURE__ */ codeNames(PAYMENT_STATUS);
export const PAYMENT_STATUS_OPTIONS: { value: ProjectPaymentStatus; label: string }[] =
  /* @__PURE__ */ codeOptions(PAYMENT_STATUS);
export const PHASES: DevelopmentPhase[] = /* @__PURE__ */ codeNames(PHASE);
export const PHASE_OPTIONS: { value: DevelopmentPhase; label: string }[] = /* @__PURE__ */ codeOptions(PHASE);

/** The sign shown before a project amount in the chosen currency. */
export const CURRENCY_SIGNS: Record<Currency, string> = { USD: '$', EUR: '€', GBP: '£' };

/** Back-office table page size. */
export const QUOTES_PAGE_SIZE = 10;
/** The columns the table sorts by (the API's QuoteSort), and its first order: newest first. */
export const QUOTE_SORTS: readonly QuoteSort[] = ['SUBMITTED_AT', 'NAME'];
export const QUOTES_DEFAULT_SORT: { field: QuoteSort; direction: SortDirection } = {
  field: 'SUBMITTED_AT',
  direction: 'DESC',
};

/** The list's own filters in the URL, by the API's enum names (as the CSV export reads them too). */
export const STATUS_FILTER = 'status';
export const BUDGET_FILTER = 'budget';
/** `?overdue=1`: only pending quotes overdue for an answer (the dashboard links here). */
export const OVERDUE_FILTER = 'overdue';
export const OVERDUE_ON = '1';
/** `?quote={id}` opens that quote's details (the sales mail links there). */
export const QUOTE_PARAM = 'quote';

export const QUOTE_LIST_TEXTS = {
  loading: 'Loading quotes...',
  empty: 'No quotes yet',
  emptyDescription: 'Quote requests will appear here when customers submit them.',
  /** A search or a filter matches nothing: there are quotes, just not these. */
  noMatch: 'No quotes match the search or filters',
  error: 'Error loading quotes',
};

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
/** 'Mar 4, 2026, 9:15 AM' in the viewer's time zone. */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
/** 'Mar 4, 2026' in the viewer's time zone. */
export const formatDay = (iso: string) => DATE.format(new Date(iso));
