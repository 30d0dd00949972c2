import type { EntityManager } from 'typeorm';
import type { FeatureModule } from '../../app/feature-module';
import { QuotesAndContact1763800000004 } from '../../db/migrations/1763800000004-quotes-and-contact';
import { SEED_MORE_QUOTE_REQUESTS, SEED_QUOTE_REQUESTS } from '../../db/seed/quote-requests';
import { ProjectQuoteLink1795484500000 } from './migrations/1795484500000-project-quote-link';
import { QuoteListIndexes1795520000001 } from './migrations/1795520000001-quote-list-indexes';
import { ProjectEngagementResolver } from './project-engagement.resolver';
import { QuoteRequestFieldsResolver } from './quote-request-fields.resolver';
import { QuoteRequest } from './quote-request.entity';
import { QuoteRequestResolver } from './quote-request.resolver';
import { quoteExport } from './quote.export';
import { QuoteResolver } from './quote.resolver';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inserts demo requests dated `daysAgo` days before the seeding. */
async function insertQuotes(manager: EntityManager, quotes: typeof SEED_QUOTE_REQUESTS): Promise<void> {
  const now = Date.now();
  for (const { daysAgo, ...quote } of quotes) {
    const submittedAt = new Date(now - daysAgo * DAY_MS);
    await manager.insert(QuoteRequest, {
      ...quote,
      services: [...quote.services],
      submittedAt,
      updatedAt: submittedAt,
    });
  }
}

/** Quote requests: the public form, the back office's list, its response clock, and conversion to a project. */
export const quotesModule: FeatureModule = {
  name: 'quotes',
  entities: [QuoteRequest],
  resolvers: [QuoteRequestResolver, QuoteResolver, QuoteRequestFieldsResolver, ProjectEngagementResolver],
  // The first predates feature modules: it also made the contact messages' table.
  migrations: [QuotesAndContact1763800000004, ProjectQuoteLink1795484500000, QuoteListIndexes1795520000001],
  exports: [quoteExport],
  seeds: [
    { name: 'quote-requests', kind: 'demo', apply: (manager) => insertQuotes(manager, SEED_QUOTE_REQUESTS) },
    // Added later: a database seeded before gets these once too.
    {
      name: 'quote-requests-variety',
      kind: 'demo',
      apply: (manager) => insertQuotes(manager, SEED_MORE_QUOTE_REQUESTS),
    },
  ],
};
