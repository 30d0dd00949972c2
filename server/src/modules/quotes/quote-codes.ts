import {
  BUDGET,
  codeEnum,
  DEFAULT_BUDGET as DEFAULT_BUDGET_NAME,
  labelsByValue,
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
