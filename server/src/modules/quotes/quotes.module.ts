import type { FeatureModule } from '../../app/feature-module';
import { QuotesAndContact1763800000004 } from '../../db/migrations/1763800000004-quotes-and-contact';
import { SEED_QUOTE_REQUESTS } from '../../db/seed/quote-requests';
import { QuoteRequest } from './quote-request.entity';
import { QuoteRequestResolver } from './quote-request.resolver';

const DAY_MS = 24 * 60 * 60 * 1000;

export const quotesModule: FeatureModule = {
  name: 'quotes',
  entities: [QuoteRequest],
  resolvers: [QuoteRequestResolver],
  // Predates feature modules: it also made the contact messages' table.
  migrations: [QuotesAndContact1763800000004],
  seeds: [
    {
      name: 'quote-requests',
      kind: 'demo',
      async apply(manager) {
        const now = Date.now();
        for (const { daysAgo, ...quote } of SEED_QUOTE_REQUESTS) {
          const submittedAt = new Date(now - daysAgo * DAY_MS);
          await manager.insert(QuoteRequest, {
            ...quote,
            services: [...quote.services],
            submittedAt,
            updatedAt: submittedAt,
          });
        }
      },
    },
  ],
};
