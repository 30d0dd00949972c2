import {
  BUDGET,
  codeEnum,
  CONVERTED_QUOTE,
  type CodeTable,
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

// The quote form's and the Convert to Project dialog's code tables as server enums
// (`QuoteBudget.BUDGET_10K_25K === '10k-25k'`), built from the shared tables and registered in the
// schema under `name`; each value's label is its description there.
function schemaEnum<T extends CodeTable>(table: T, name: string, description: string) {
  const codes = codeEnum(table);
  const valuesConfig = Object.fromEntries(
    Object.entries(table).map(([key, { label }]) => [key, { description: label }]),
  ) as Partial<Record<keyof T, { description: string }>>;
  registerEnumType(codes, { name, description, valuesConfig });
  return codes;
}

export const QuoteBudget = schemaEnum(BUDGET, 'QuoteBudget', 'The estimated budget of a quote request.');
export type QuoteBudget = (typeof QuoteBudget)[keyof typeof QuoteBudget];

/** Labels by stored code, e.g. `BUDGET_LABELS['50k+'] === '$50,000+'`. */
export const BUDGET_LABELS = labelsByValue(BUDGET);

/** The budget a quote request gets when the visitor leaves it out. */
export const DEFAULT_BUDGET = QuoteBudget[DEFAULT_BUDGET_NAME];

export const RequestedService = schemaEnum(
  REQUESTED_SERVICE,
  'RequestedService',
  'A service a visitor can ask a quote for.',
);
export type RequestedService = (typeof RequestedService)[keyof typeof RequestedService];

export const SERVICE_LABELS = labelsByValue(REQUESTED_SERVICE);

/** Where a quote request stands in the back office; new ones are pending. */
export const QuoteStatus = schemaEnum(QUOTE_STATUS, 'QuoteStatus', 'Where a quote request stands in the back office.');
export type QuoteStatus = (typeof QuoteStatus)[keyof typeof QuoteStatus];

export const QUOTE_STATUS_LABELS = labelsByValue(QUOTE_STATUS);

/** The budget that makes a quote High Value. */
export const HIGH_VALUE = QuoteBudget[HIGH_VALUE_BUDGET];

/** What a converted quote becomes: closed, with the note 'Converted to project'. */
export const CONVERTED = { status: QuoteStatus[CONVERTED_QUOTE.status], note: CONVERTED_QUOTE.note } as const;

// The Convert to Project form's option lists. Payment method and status carry a Project prefix
// in the schema: payroll has payment methods and statuses of its own.

export const Currency = schemaEnum(CURRENCY, 'Currency', "A project's currency.");
export type Currency = (typeof Currency)[keyof typeof Currency];

export const ProjectPaymentMethod = schemaEnum(
  PAYMENT_METHOD,
  'ProjectPaymentMethod',
  'How a project made from a quote is paid.',
);
export type ProjectPaymentMethod = (typeof ProjectPaymentMethod)[keyof typeof ProjectPaymentMethod];

export const ProjectPaymentStatus = schemaEnum(
  PAYMENT_STATUS,
  'ProjectPaymentStatus',
  "Where a project's payment stands.",
);
export type ProjectPaymentStatus = (typeof ProjectPaymentStatus)[keyof typeof ProjectPaymentStatus];

export const DevelopmentPhase = schemaEnum(PHASE, 'DevelopmentPhase', "A project's development phase.");
export type DevelopmentPhase = (typeof DevelopmentPhase)[keyof typeof DevelopmentPhase];
