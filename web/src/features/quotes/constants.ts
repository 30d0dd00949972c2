import type { QuoteBudget, RequestedService } from '../../gql/graphql';

/** The budget bands, in the spec's order (a new API value fails the type check here). */
export const BUDGET_LABELS: Record<QuoteBudget, string> = {
  BUDGET_5K_10K: '$5,000 - $10,000',
  BUDGET_10K_25K: '$10,000 - $25,000',
  BUDGET_25K_50K: '$25,000 - $50,000',
  BUDGET_50K_PLUS: '$50,000+',
};

/** The services a quote can ask for, in the spec's order. */
export const SERVICE_LABELS: Record<RequestedService, string> = {
  CUSTOM_SOFTWARE: 'Custom Software',
  SOFTWARE_DESIGN: 'Software Design',
  WEB_DEVELOPMENT: 'Web Development',
  AI_ML: 'AI/ML Solutions',
  SOFTWARE_TRAINING: 'Software Training',
  CONSULTING: 'Consulting',
  DATA_ANALYSIS: 'Data Analysis',
  MOBILE_APP: 'Mobile App Development',
};

export const QUOTE_BUDGETS = Object.keys(BUDGET_LABELS) as QuoteBudget[];
export const REQUESTED_SERVICES = Object.keys(SERVICE_LABELS) as RequestedService[];

/** The budget a new form starts with (spec section 5). */
export const DEFAULT_BUDGET: QuoteBudget = 'BUDGET_10K_25K';

export const BUDGET_OPTIONS = QUOTE_BUDGETS.map((value) => ({ value, label: BUDGET_LABELS[value] }));
export const SERVICE_OPTIONS = REQUESTED_SERVICES.map((value) => ({ value, label: SERVICE_LABELS[value] }));

/** The server's limits (server/src/modules/quotes/quote-request.entity.ts, QUOTE_LIMITS). */
export const QUOTE_LIMITS = {
  nameMin: 2,
  name: 100,
  email: 254,
  phoneMin: 10,
  phone: 30,
  company: 200,
  messageMin: 10,
  message: 5000,
} as const;

/** The server's messages (QUOTE_MESSAGES in quote-request.inputs.ts), to the letter. */
export const QUOTE_MESSAGES = {
  name: 'Name must be at least 2 characters.',
  nameMax: `Name must be at most ${QUOTE_LIMITS.name} characters.`,
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  phoneMax: `Phone number must be at most ${QUOTE_LIMITS.phone} characters.`,
  companyMax: `Company must be at most ${QUOTE_LIMITS.company} characters.`,
  budget: 'Please choose one of the budget ranges.',
  services: 'Please select at least one service.',
  message: 'Message must be at least 10 characters.',
  messageMax: `Message must be at most ${QUOTE_LIMITS.message} characters.`,
} as const;

export const QUOTE_SUBMITTED = {
  title: 'Quote request submitted',
  description: "We'll contact you shortly to discuss your project.",
} as const;
