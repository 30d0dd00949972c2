import { QuoteBudget, QuoteStatus, RequestedService } from '../../modules/quotes/quote-codes';
import type { QuoteRequest } from '../../modules/quotes/quote-request.entity';

type SeedQuote = Omit<QuoteRequest, 'id' | 'submittedAt' | 'updatedAt'> & { daysAgo: number };

/** The spec's two sample quote requests (section 9: 2 quotes), one still pending. */
export const SEED_QUOTE_REQUESTS: readonly SeedQuote[] = [
  {
    name: 'Olivia Bennett',
    email: 'olivia.bennett@harborlane.example',
    phone: '+1 415 555 0142',
    company: 'Harbor Lane Realty',
    budget: QuoteBudget.BUDGET_25K_50K,
    services: [RequestedService.WEB_DEVELOPMENT, RequestedService.MOBILE_APP],
    message:
      'We want a property search site and a companion app where buyers can save listings, book viewings and chat with an agent. Our listings come from an MLS feed that refreshes every hour.',
    status: QuoteStatus.PENDING,
    notes: null,
    daysAgo: 2,
  },
  {
    name: 'Marcus Lee',
    email: 'marcus.lee@kestrelfreight.example',
    phone: '+44 20 7946 0958',
    company: 'Kestrel Freight',
    budget: QuoteBudget.BUDGET_50K_PLUS,
    services: [RequestedService.DATA_ANALYSIS, RequestedService.AI_ML, RequestedService.CONSULTING],
    message:
      'Our planners forecast container volumes in spreadsheets. We would like a forecasting model fed by our shipment history and a dashboard the operations team can use every morning.',
    status: QuoteStatus.REVIEWED,
    notes: 'Discovery call booked; send a proposal with a phased plan.',
    daysAgo: 9,
  },
];
