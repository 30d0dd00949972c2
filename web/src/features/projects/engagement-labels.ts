import { BUDGET, codeLabels, CURRENCY, PAYMENT_METHOD, PAYMENT_STATUS, PHASE, REQUESTED_SERVICE } from '@site/shared';
import type {
  Currency,
  DevelopmentPhase,
  ProjectPaymentMethod,
  ProjectPaymentStatus,
  QuoteBudget,
  RequestedService,
} from '../../gql/graphql';

// The words of a converted project's engagement, for the back office only (the public pages never load them).
export const BUDGET_LABELS: Readonly<Record<QuoteBudget, string>> = /* @__PURE__ */ codeLabels(BUDGET);
export const SERVICE_LABELS: Readonly<Record<RequestedService, string>> = /* @__PURE__ */ codeLabels(REQUESTED_SERVICE);
export const CURRENCY_LABELS: Readonly<Record<Currency, string>> = /* @__PURE__ */ codeLabels(CURRENCY);
export const PAYMENT_METHOD_LABELS: Readonly<Record<ProjectPaymentMethod, string>> =
  /* @__PURE__ */ codeLabels(PAYMENT_METHOD);
export const PAYMENT_STATUS_LABELS: Readonly<Record<ProjectPaymentStatus, string>> =
  /* @__PURE__ */ codeLabels(PAYMENT_STATUS);
export const PHASE_LABELS: Readonly<Record<DevelopmentPhase, string>> = /* @__PURE__ */ codeLabels(PHASE);
