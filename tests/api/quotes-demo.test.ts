import { SeedHistory } from '../../server/src/db/seed-history.entity';
import { seedDatabase } from '../../server/src/db/seed';
import { QuoteRequest } from '../../server/src/modules/quotes/quote-request.entity';
import { ADMIN_QUOTES, QUOTE_STATS, useQuotesApp, type QuotePageView, type QuoteStatsView } from '../fixtures/quotes';
import { dataOf } from '../fixtures/test-app';

/** The demo quotes: the spec's two and enough more that every card and state shows something. */

const quotes = useQuotesApp();

describe('the demo quotes', () => {
  it("fill every card: pending (one overdue), responded, High Value, and the spec's two among them", async () => {
    const stats = dataOf(await quotes.call<{ quoteStats: QuoteStatsView }>(QUOTE_STATS)).quoteStats;
    expect(stats).toMatchObject({ total: 6, pending: 3, responded: 1, highValue: 2 });
    expect(stats.overdue).toBeGreaterThanOrEqual(1);
    const { items } = dataOf(await quotes.call<{ adminQuotes: QuotePageView }>(ADMIN_QUOTES)).adminQuotes;
    expect(new Set(items.map((q) => q.status))).toEqual(new Set(['PENDING', 'REVIEWED', 'RESPONDED', 'CLOSED']));
    expect(items.map((q) => q.name)).toEqual(expect.arrayContaining(['Olivia Bennett', 'Marcus Lee']));
    expect(items.some((q) => q.company === null)).toBe(true);
    expect(items.find((q) => q.name === 'Hannah Schultz')).toMatchObject({ status: 'PENDING', overdue: true });
  });

  it('come once; a database seeded before the extra ones gets just those', async () => {
    const { dataSource } = quotes.app;
    expect(await seedDatabase(dataSource)).toEqual([]);
    await dataSource.getRepository(SeedHistory).delete({ name: 'quote-requests-variety' });
    expect(await seedDatabase(dataSource)).toEqual(['quote-requests-variety']);
    expect(await dataSource.getRepository(QuoteRequest).countBy({ name: 'Olivia Bennett' })).toBe(1);
    expect(await dataSource.getRepository(QuoteRequest).countBy({ name: 'Hannah Schultz' })).toBe(2);
  });
});
