import { registerEnumType } from 'type-graphql';

/** Estimated budget of a quote request; the values are the codes stored (spec section 3, Code tables). */
export enum QuoteBudget {
  BUDGET_5K_10K = '5k-10k',
  BUDGET_10K_25K = '10k-25k',
  BUDGET_25K_50K = '25k-50k',
  BUDGET_50K_PLUS = '50k+',
}

export const BUDGET_LABELS: Readonly<Record<QuoteBudget, string>> = {
  [QuoteBudget.BUDGET_5K_10K]: '$5,000 - $10,000',
  [QuoteBudget.BUDGET_10K_25K]: '$10,000 - $25,000',
  [QuoteBudget.BUDGET_25K_50K]: '$25,000 - $50,000',
  [QuoteBudget.BUDGET_50K_PLUS]: '$50,000+',
};

/** The budget a quote request gets when the visitor leaves it out (spec section 5). */
export const DEFAULT_BUDGET = QuoteBudget.BUDGET_10K_25K;

registerEnumType(QuoteBudget, {
  name: 'QuoteBudget',
  description: 'The estimated budget of a quote request.',
  valuesConfig: Object.fromEntries(
    Object.entries(QuoteBudget).map(([name, code]) => [name, { description: BUDGET_LABELS[code] }]),
  ),
});

/** A service a quote request asks for; the values are the codes stored (spec section 3, Code tables). */
export enum RequestedService {
  CUSTOM_SOFTWARE = 'custom-software',
  SOFTWARE_DESIGN = 'software-design',
  WEB_DEVELOPMENT = 'web-development',
  AI_ML = 'ai-ml',
  SOFTWARE_TRAINING = 'software-training',
  CONSULTING = 'consulting',
  DATA_ANALYSIS = 'data-analysis',
  MOBILE_APP = 'mobile-app',
}

export const SERVICE_LABELS: Readonly<Record<RequestedService, string>> = {
  [RequestedService.CUSTOM_SOFTWARE]: 'Custom Software',
  [RequestedService.SOFTWARE_DESIGN]: 'Software Design',
  [RequestedService.WEB_DEVELOPMENT]: 'Web Development',
  [RequestedService.AI_ML]: 'AI/ML Solutions',
  [RequestedService.SOFTWARE_TRAINING]: 'Software Training',
  [RequestedService.CONSULTING]: 'Consulting',
  [RequestedService.DATA_ANALYSIS]: 'Data Analysis',
  [RequestedService.MOBILE_APP]: 'Mobile App Development',
};

registerEnumType(RequestedService, {
  name: 'RequestedService',
  description: 'A service a visitor can ask a quote for.',
  valuesConfig: Object.fromEntries(
    Object.entries(RequestedService).map(([name, code]) => [name, { description: SERVICE_LABELS[code] }]),
  ),
});

/** Where a quote request stands in the back office (spec section 4); new ones are pending. */
export enum QuoteStatus {
  PENDING = 'pending',
  REVIEWED = 'reviewed',
  RESPONDED = 'responded',
  CLOSED = 'closed',
}
