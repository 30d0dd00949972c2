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

/**
 * More demo requests, so each of the back office's cards and states shows something: a pending
 * request from today and one from eight days ago (overdue, whatever the weekday), one answered,
 * one closed, one more High Value, and one without a company ('N/A').
 */
export const SEED_MORE_QUOTE_REQUESTS: readonly SeedQuote[] = [
  {
    name: 'Tom Okoye',
    email: 'tom.okoye@mailbox.example',
    phone: '+1 312 555 0187',
    company: null,
    budget: QuoteBudget.BUDGET_5K_10K,
    services: [RequestedService.SOFTWARE_TRAINING],
    message:
      'I run a small accounting office and would like a two-day training for five people on the reporting tool we bought last year.',
    status: QuoteStatus.PENDING,
    notes: null,
    daysAgo: 0,
  },
  {
    name: 'Hannah Schultz',
    email: 'hannah.schultz@alpineoutfitters.example',
    phone: '+49 89 5550 1234',
    company: 'Alpine Outfitters',
    budget: QuoteBudget.BUDGET_10K_25K,
    services: [RequestedService.WEB_DEVELOPMENT, RequestedService.SOFTWARE_DESIGN],
    message:
      'Our online shop is slow on phones and hard to update. We would like a redesign and a faster storefront before the winter season.',
    status: QuoteStatus.PENDING,
    notes: null,
    daysAgo: 8,
  },
  {
    name: 'Grace Liu',
    email: 'grace.liu@northwindclinics.example',
    phone: '+1 206 555 0110',
    company: 'Northwind Clinics',
    budget: QuoteBudget.BUDGET_50K_PLUS,
    services: [RequestedService.CUSTOM_SOFTWARE, RequestedService.MOBILE_APP],
    message:
      'We need a patient booking system for our twelve clinics, with an app for reminders and a view for front-desk staff.',
    status: QuoteStatus.RESPONDED,
    notes: 'Proposal sent with two options; follow-up call next week.',
    daysAgo: 12,
  },
  {
    name: 'Daniel Ruiz',
    email: 'daniel.ruiz@ruizpartners.example',
    phone: '+34 91 555 0199',
    company: 'Ruiz & Partners',
    budget: QuoteBudget.BUDGET_10K_25K,
    services: [RequestedService.CONSULTING],
    message:
      'We would like advice on replacing our document management system and a plan for moving ten years of files.',
    status: QuoteStatus.CLOSED,
    notes: 'They chose to keep their current system for another year.',
    daysAgo: 30,
  },
];
