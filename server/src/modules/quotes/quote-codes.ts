import {
  BUDGET,
  codeEnum,
  CONVERTED_QUOTE,
  CURRENCY,
  DEFAULT_BUDGET as DEFAULT_BUDGET_NAME,
  HIGH_VALUE_BUDGET,
  labelsByValue,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  PHASE,
  QUOTE_STATUS,
  REQUESTED_SERVICE,
} from '@site/shared';
import { registerEnumType } from 'type-graphql';

// The quote form's code tables as server enums (`QuoteBudget.BUDGET_10K_25K === '10k-25k'`), built
// from the shared tables; each value's label is its description in the schema.
const describedBy = (table: Record<string, { label: string }>) =>
  Object.fromEntries(Object.entries(table).map(([name, { label }]) => [name, { description: label }]));

export const QuoteBudget = codeEnum(BUDGET);
export type QuoteBudget = (typeof QuoteBudget)[keyof typeof QuoteBudget];

/** Labels by stored code, e.g. `BUDGET_LABELS['50k+'] === '$50,000+'`. */
export const BUDGET_LABELS = labelsByValue(BUDGET);

/** The budget a quote request gets when the visitor leaves it out. */
export const DEFAULT_BUDGET = QuoteBudget[DEFAULT_BUDGET_NAME];

registerEnumType(QuoteBudget, {
  name: 'QuoteBudget',
  description: 'The estimated budget of a quote request.',
  valuesConfig: describedBy(BUDGET),
});

export const RequestedService = codeEnum(REQUESTED_SERVICE);
export type RequestedService = (typeof RequestedService)[keyof typeof RequestedService];

export const SERVICE_LABELS = labelsByValue(REQUESTED_SERVICE);

registerEnumType(RequestedService, {
  name: 'RequestedService',
  description: 'A service a visitor can ask a quote for.',
  valuesConfig: describedBy(REQUESTED_SERVICE),
});

/** Where a quote request stands in the back office; new ones are pending. */
export const QuoteStatus = codeEnum(QUOTE_STATUS);
export type QuoteStatus = (typeof QuoteStatus)[keyof typeof QuoteStatus];

export const QUOTE_STATUS_LABELS = labelsByValue(QUOTE_STATUS);

registerEnumType(QuoteStatus, {
  name: 'QuoteStatus',
  description: 'Where a quote request stands in the back office.',
  valuesConfig: describedBy(QUOTE_STATUS),
});

/** The budget that makes a quote High Value. */
export const HIGH_VALUE = QuoteBudget[HIGH_VALUE_BUDGET];

/** What a converted quote becomes: closed, with the note 'Converted to project'. */
export const CONVERTED = { status: QuoteStatus[CONVERTED_QUOTE.status], note: CONVERTED_QUOTE.note } as const;

// The Convert to Project form's option lists. Payment method and status carry a Project prefix
// in the schema: payroll has payment methods and statuses of its own.

export const Currency = codeEnum(CURRENCY);
export type Currency = (typeof Currency)[keyof typeof Currency];
registerEnumType(Currency, {
  name: 'Currency',
  description: "A project's currency.",
  valuesConfig: describedBy(CURRENCY),
});

export const ProjectPaymentMethod = codeEnum(PAYMENT_METHOD);
export type ProjectPaymentMethod = (typeof ProjectPaymentMethod)[keyof typeof ProjectPaymentMethod];
registerEnumType(ProjectPaymentMethod, {
  name: 'ProjectPaymentMethod',
  description: 'How a project made from a quote is paid.',
  valuesConfig: describedBy(PAYMENT_METHOD),
});

export const ProjectPaymentStatus = codeEnum(PAYMENT_STATUS);
export type ProjectPaymentStatus = (typeof ProjectPaymentStatus)[keyof typeof ProjectPaymentStatus];
registerEnumType(ProjectPaymentStatus, {
  name: 'ProjectPaymentStatus',
  description: "Where a project's payment stands.",
  valuesConfig: describedBy(PAYMENT_STATUS),
});

export const DevelopmentPhase = codeEnum(PHASE);
export type DevelopmentPhase = (typeof DevelopmentPhase)[keyof typeof DevelopmentPhase];
registerEnumType(DevelopmentPhase, {
  name: 'DevelopmentPhase',
  description: "A project's development phase.",
  valuesConfig: describedBy(PHASE),
});
