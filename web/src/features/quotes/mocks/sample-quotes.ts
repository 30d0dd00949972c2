import type { QuoteFieldsFragment, QuoteStatsQuery } from '../../../gql/graphql';

export type MockQuote = QuoteFieldsFragment & {
  __typename: 'QuoteRequest';
  project: { __typename: 'Project'; id: number; title: string } | null;
};

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 2, day, hour, 15)).toISOString();

const base = {
  __typename: 'QuoteRequest' as const,
  workingDaysWaiting: null,
  overdue: false,
  notes: null,
  project: null,
};

/**
 * Newest first, as the API lists them: one of each status, an overdue one, one without a
 * company, and one already converted.
 */
export const sampleQuotes: readonly MockQuote[] = [
  {
    ...base,
    id: 6,
    name: 'Jane Cooper',
    email: 'jane.cooper@example.com',
    phone: '+1 (555) 010-2030',
    company: 'Northwind Retail',
    budget: 'BUDGET_10K_25K',
    services: ['WEB_DEVELOPMENT', 'MOBILE_APP'],
    message: 'We need a new online store with a companion mobile app for our loyalty programme.',
    status: 'PENDING',
    submittedAt: at(16, 9),
    updatedAt: at(16, 9),
    workingDaysWaiting: 0,
  },
  {
    ...base,
    id: 5,
    name: 'Marcus Lee',
    email: 'marcus@lee-consulting.example',
    phone: '+44 20 7946 0018',
    company: null,
    budget: 'BUDGET_5K_10K',
    services: ['CONSULTING'],
    message: 'A two-week review of our architecture before we hire a team.',
    status: 'PENDING',
    submittedAt: at(13, 16),
    updatedAt: at(13, 16),
    workingDaysWaiting: 1,
  },
  {
    ...base,
    id: 4,
    name: 'Aiko Tanaka',
    email: 'aiko.tanaka@harbourlogistics.example',
    phone: '+81 3 5555 0142',
    company: 'Harbour Logistics',
    budget: 'BUDGET_50K_PLUS',
    services: ['AI_ML', 'DATA_ANALYSIS'],
    message: 'Forecasting container arrivals from ten years of port data, with a dashboard for planners.',
    status: 'PENDING',
    submittedAt: at(9, 11),
    updatedAt: at(9, 11),
    workingDaysWaiting: 5,
    overdue: true,
  },
  {
    ...base,
    id: 3,
    name: 'Sofia Alvarez',
    email: 'sofia@brightpath.example',
    phone: '+34 91 555 0199',
    company: 'BrightPath Schools',
    budget: 'BUDGET_25K_50K',
    services: ['SOFTWARE_TRAINING', 'CUSTOM_SOFTWARE'],
    message: 'Training for our IT staff and a small tool to book classrooms.',
    status: 'REVIEWED',
    notes: 'Call booked for Thursday.',
    submittedAt: at(5, 10),
    updatedAt: at(6, 14),
  },
  {
    ...base,
    id: 2,
    name: 'Omar Haddad',
    email: 'omar@cedarbank.example',
    phone: '+1 (555) 014-7788',
    company: 'Cedar Bank',
    budget: 'BUDGET_50K_PLUS',
    services: ['SOFTWARE_DESIGN'],
    message: 'A design system for our online banking, web and mobile.',
    status: 'RESPONDED',
    notes: 'Proposal sent on March 4.',
    submittedAt: at(2, 15),
    updatedAt: at(4, 9),
  },
  {
    ...base,
    id: 1,
    name: 'Lena Fischer',
    email: 'lena.fischer@greenleaf.example',
    phone: '+49 30 5555 0110',
    company: 'Greenleaf Foods',
    budget: 'BUDGET_25K_50K',
    services: ['WEB_DEVELOPMENT', 'CUSTOM_SOFTWARE'],
    message: 'An ordering portal for our restaurant customers, connected to our warehouse system.',
    status: 'CLOSED',
    notes: 'Converted to project',
    submittedAt: at(1, 8),
    updatedAt: at(3, 12),
    project: { __typename: 'Project', id: 12, title: 'Project for Lena Fischer' },
  },
];

export const sampleQuote = (id: number): MockQuote => {
  const quote = sampleQuotes.find((q) => q.id === id);
  if (!quote) throw new Error(`No sample quote ${id}`);
  return quote;
};

/** The counts the API would give for these quotes. */
export function statsOf(quotes: readonly MockQuote[]): QuoteStatsQuery['quoteStats'] & { __typename: 'QuoteStats' } {
  const count = (test: (q: MockQuote) => boolean) => quotes.filter(test).length;
  return {
    __typename: 'QuoteStats',
    total: quotes.length,
    pending: count((q) => q.status === 'PENDING'),
    responded: count((q) => q.status === 'RESPONDED'),
    highValue: count((q) => q.budget === 'BUDGET_50K_PLUS'),
    overdue: count((q) => q.overdue),
  };
}
