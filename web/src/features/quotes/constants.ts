import {
  BUDGET,
  codeLabels,
  codeNames,
  codeOptions,
  DEFAULT_BUDGET,
  QUOTE_LIMITS,
  QUOTE_MESSAGES,
  REQUESTED_SERVICE,
} from '@site/shared';
import type { QuoteBudget, RequestedService } from '../../gql/graphql';

export { DEFAULT_BUDGET, QUOTE_LIMITS, QUOTE_MESSAGES };

// Typed by the API's enums: a value the API adds or drops fails the type check here.
export const BUDGET_LABELS: Readonly<Record<QuoteBudget, string>> = /* @__PURE__ */ codeLabels(BUDGET);
export const SERVICE_LABELS: Readonly<Record<RequestedService, string>> = /* @__PURE__ */ codeLabels(REQUESTED_SERVICE);

export const QUOTE_BUDGETS: QuoteBudget[] = /* @__PURE__ */ codeNames(BUDGET);
export const REQUESTED_SERVICES: RequestedService[] = /* @__PURE__ */ codeNames(REQUESTED_SERVICE);

export const BUDGET_OPTIONS: { value: QuoteBudget; label: string }[] = /* @__PURE__ */ codeOptions(BUDGET);
export const SERVICE_OPTIONS: { value: RequestedService; label: string }[] =
  /* @__PURE__ */ codeOptions(REQUESTED_SERVICE);
