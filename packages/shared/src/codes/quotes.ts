/** The estimated budget of a quote request. */
export const BUDGET = {
  BUDGET_5K_10K: { value: '5k-10k', label: '$5,000 - $10,000' },
  BUDGET_10K_25K: { value: '10k-25k', label: '$10,000 - $25,000' },
  BUDGET_25K_50K: { value: '25k-50k', label: '$25,000 - $50,000' },
  BUDGET_50K_PLUS: { value: '50k+', label: '$50,000+' },
} as const;

export type BudgetName = keyof typeof BUDGET;

/** The budget a quote request gets when the visitor leaves it as it is. */
export const DEFAULT_BUDGET: BudgetName = 'BUDGET_10K_25K';
/** A quote with this budget counts as High Value in the back office. */
export const HIGH_VALUE_BUDGET: BudgetName = 'BUDGET_50K_PLUS';

/** The services a visitor can ask a quote for; the labels also name a converted project's category. */
export const REQUESTED_SERVICE = {
  CUSTOM_SOFTWARE: { value: 'custom-software', label: 'Custom Software' },
  SOFTWARE_DESIGN: { value: 'software-design', label: 'Software Design' },
  WEB_DEVELOPMENT: { value: 'web-development', label: 'Web Development' },
  AI_ML: { value: 'ai-ml', label: 'AI/ML Solutions' },
  SOFTWARE_TRAINING: { value: 'software-training', label: 'Software Training' },
  CONSULTING: { value: 'consulting', label: 'Consulting' },
  DATA_ANALYSIS: { value: 'data-analysis', label: 'Data Analysis' },
  MOBILE_APP: { value: 'mobile-app', label: 'Mobile App Development' },
} as const;

export type RequestedServiceName = keyof typeof REQUESTED_SERVICE;

/** Where a quote request stands in the back office; a new one is pending. */
export const QUOTE_STATUS = {
  PENDING: { value: 'pending', label: 'Pending' },
  REVIEWED: { value: 'reviewed', label: 'Reviewed' },
  RESPONDED: { value: 'responded', label: 'Responded' },
  CLOSED: { value: 'closed', label: 'Closed' },
} as const;

export type QuoteStatusName = keyof typeof QUOTE_STATUS;

export const DEFAULT_QUOTE_STATUS: QuoteStatusName = 'PENDING';
/** The status and note a quote gets once it has become a project. */
export const CONVERTED_QUOTE = { status: 'CLOSED' as QuoteStatusName, note: 'Converted to project' } as const;
