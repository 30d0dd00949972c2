import { Project } from '../../server/src/modules/projects/project.entity';
import { QuoteBudget, QuoteStatus } from '../../server/src/modules/quotes/quote-codes';
import { QuoteRequest } from '../../server/src/modules/quotes/quote-request.entity';
import {
  ADMIN_QUOTES,
  QUOTE,
  QUOTE_STATS,
  useQuotesApp,
  type QuotePageView,
  type QuoteStatsView,
  type QuoteView,
} from '../fixtures/quotes';
import { dataOf, errorOf } from '../fixtures/test-app';

const quotes = useQuotesApp();

/** Every quote gone (a project made from one keeps its row), so each test counts its own. */
const clear = () => quotes.app.dataSource.createQueryBuilder().delete().from(QuoteRequest).execute();
const page = async (variables: Record<string, unknown> = {}) =>
  dataOf(await quotes.call<{ adminQuotes: QuotePageView }>(ADMIN_QUOTES, variables)).adminQuotes;
const names = async (variables: Record<string, unknown> = {}) => (await page(variables)).items.map((q) => q.name);
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe('adminQuotes', () => {
  beforeEach(clear);

  it('lists newest first by default, every field as stored, with the page it applied', async () => {
    const older = await quotes.insert({ name: 'Older', company: null, notes: 'n' }, daysAgo(3));
    await quotes.insert({ name: 'Newer' }, daysAgo(1));
    const result = await page();
    expect(result).toMatchObject({ total: 2, offset: 0, limit: 20 });
    expect(result.items.map((q) => q.name)).toEqual(['Newer', 'Older']);
    expect(result.items[1]).toMatchObject({
      id: older.id,
      email: older.email,
      phone: older.phone,
      company: null,
      budget: 'BUDGET_10K_25K',
      services: ['WEB_DEVELOPMENT'],
      message: older.message,
      status: 'PENDING',
      notes: 'n',
      project: null,
    });
    expect(new Date(result.items[1]!.submittedAt).getTime()).toBeCloseTo(older.submittedAt.getTime(), -4);
  });

  it('pages, counting every match, and caps the limit at 100', async () => {
    for (const [index, name] of ['A', 'B', 'C'].entries()) await quotes.insert({ name }, daysAgo(index));
    const second = await page({ offset: 1, limit: 1 });
    expect({ total: second.total, names: second.items.map((q) => q.name) }).toEqual({ total: 3, names: ['B'] });
    expect((await page({ limit: 1000 })).limit).toBe(100);
    expect(errorOf(await quotes.call(ADMIN_QUOTES, { limit: 0 })).extensions?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(await quotes.call(ADMIN_QUOTES, { offset: -1 })).extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('sorts by date or by name, either way, ties by id', async () => {
    await quotes.insert({ name: 'bravo' }, daysAgo(2));
    await quotes.insert({ name: 'Alpha' }, daysAgo(1));
    await quotes.insert({ name: 'charlie' }, daysAgo(3));
    expect(await names({ sort: 'SUBMITTED_AT', direction: 'ASC' })).toEqual(['charlie', 'bravo', 'Alpha']);
    expect(await names({ sort: 'NAME' })).toEqual(['charlie', 'bravo', 'Alpha']);
    expect(await names({ sort: 'NAME', direction: 'ASC' })).toEqual(['Alpha', 'bravo', 'charlie']);
  });

  it('filters by status and by budget, by their API names', async () => {
    await quotes.insert({ name: 'Pending small', budget: QuoteBudget.BUDGET_5K_10K });
    await quotes.insert({ name: 'Responded big', status: QuoteStatus.RESPONDED, budget: QuoteBudget.BUDGET_50K_PLUS });
    await quotes.insert({ name: 'Pending big', budget: QuoteBudget.BUDGET_50K_PLUS });
    expect(await names({ status: 'RESPONDED' })).toEqual(['Responded big']);
    expect((await names({ budget: 'BUDGET_50K_PLUS' })).sort()).toEqual(['Pending big', 'Responded big']);
    expect(await names({ status: 'PENDING', budget: 'BUDGET_50K_PLUS' })).toEqual(['Pending big']);
    expect(await names({ status: 'CLOSED' })).toEqual([]);
    expect(errorOf(await quotes.call(ADMIN_QUOTES, { status: 'pending' })).extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('searches name, email and company ignoring case and spaces around, wildcards taken literally', async () => {
    await quotes.insert({ name: 'Ana Silva', email: 'ana@orchard.example', company: 'Orchard Labs' });
    await quotes.insert({ name: 'Ben Cho', email: 'ben@100percent.example', company: '100% Growth' });
    await quotes.insert({ name: 'Cy Young', email: 'cy@mail.example', company: null });
    expect(await names({ search: ' ANA ' })).toEqual(['Ana Silva']);
    expect(await names({ search: 'ORCHARD.example' })).toEqual(['Ana Silva']);
    expect(await names({ search: 'labs' })).toEqual(['Ana Silva']);
    expect(await names({ search: '%' })).toEqual(['Ben Cho']);
    expect(await names({ search: 'c_' })).toEqual([]);
    expect(await names({ search: 'young' })).toEqual(['Cy Young']);
    expect(await names({ search: '   ' })).toHaveLength(3);
  });

  it('refuses a search longer than 200 characters', async () => {
    const error = errorOf(await quotes.call(ADMIN_QUOTES, { search: 'x'.repeat(201) }));
    expect(error).toMatchObject({ message: 'Search must be at most 200 characters' });
    expect(error.extensions?.fields).toEqual({ search: ['Search must be at most 200 characters'] });
  });

  it('reads each listed quote’s project with one query for the whole page', async () => {
    const made = [];
    for (let i = 0; i < 6; i++) made.push(await quotes.insert({ name: `Converted ${i}` }, daysAgo(i)));
    for (const quote of made.slice(0, 4)) {
      await quotes.app.dataSource.getRepository(Project).insert({
        title: `Project for ${quote.name}`,
        client: 'C',
        category: 'Web Development',
        date: '2026-01-01',
        description: 'D',
        quoteId: quote.id,
      });
    }
    const spy = jest.spyOn(quotes.app.dataSource.logger, 'logQuery');
    try {
      const items = (await page()).items;
      expect(items.map((q) => q.project?.title ?? null)).toEqual([
        'Project for Converted 0',
        'Project for Converted 1',
        'Project for Converted 2',
        'Project for Converted 3',
        null,
        null,
      ]);
      const projectReads = spy.mock.calls.filter(([sql]) => /FROM [`"]?projects[`"]?/i.test(sql));
      expect(projectReads).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('quote', () => {
  it('answers one quote by id', async () => {
    const stored = await quotes.insert({ name: 'One Quote' });
    expect(dataOf(await quotes.call<{ quote: QuoteView }>(QUOTE, { id: stored.id })).quote).toMatchObject({
      id: stored.id,
      name: 'One Quote',
    });
  });

  it("answers NOT_FOUND 'Quote not found' for an unknown id", async () => {
    const error = errorOf(await quotes.call(QUOTE, { id: 987654 }));
    expect(error).toMatchObject({ message: 'Quote not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('the response clock', () => {
  beforeEach(clear);
  const stats = async () => dataOf(await quotes.call<{ quoteStats: QuoteStatsView }>(QUOTE_STATS)).quoteStats;

  it('counts working days waited while pending, and calls more than 2 overdue', async () => {
    const fresh = await quotes.insert({ name: 'Fresh' });
    const old = await quotes.insert({ name: 'Old' }, daysAgo(10));
    const [newest, oldest] = (await page()).items as [QuoteView, QuoteView];
    expect(newest).toMatchObject({ id: fresh.id, workingDaysWaiting: 0, overdue: false });
    // Ten calendar days hold at least six working days, whatever the weekday and the holidays.
    expect(oldest.id).toBe(old.id);
    expect(oldest.workingDaysWaiting).toBeGreaterThanOrEqual(5);
    expect(oldest.overdue).toBe(true);
  });

  it('stops for a quote that is no longer pending: no wait, never overdue', async () => {
    for (const status of [QuoteStatus.REVIEWED, QuoteStatus.RESPONDED, QuoteStatus.CLOSED]) {
      await quotes.insert({ status }, daysAgo(30));
    }
    for (const quote of (await page()).items) expect(quote).toMatchObject({ workingDaysWaiting: null, overdue: false });
    expect((await stats()).overdue).toBe(0);
  });

  it('agrees, quote by quote, with the count of overdue quotes on the cards', async () => {
    for (const days of [0, 1, 2, 3, 4, 5, 6, 7, 8]) await quotes.insert({}, daysAgo(days));
    const items = (await page()).items;
    const overdue = items.filter((q) => q.overdue).length;
    expect(items.filter((q) => q.overdue).every((q) => q.workingDaysWaiting! > 2)).toBe(true);
    expect(items.filter((q) => !q.overdue).every((q) => q.workingDaysWaiting! <= 2)).toBe(true);
    expect(overdue).toBeGreaterThanOrEqual(3);
    expect((await stats()).overdue).toBe(overdue);
  });
});

describe('quoteStats', () => {
  beforeEach(clear);
  const stats = async () => dataOf(await quotes.call<{ quoteStats: QuoteStatsView }>(QUOTE_STATS)).quoteStats;

  it('is all zeros without quotes', async () => {
    expect(await stats()).toEqual({ total: 0, pending: 0, responded: 0, highValue: 0, overdue: 0 });
  });

  it('counts every quote, the pending, the responded, the 50k+ and the overdue ones', async () => {
    await quotes.insert({ budget: QuoteBudget.BUDGET_50K_PLUS });
    await quotes.insert({}, daysAgo(12));
    await quotes.insert({ status: QuoteStatus.RESPONDED, budget: QuoteBudget.BUDGET_50K_PLUS }, daysAgo(12));
    await quotes.insert({ status: QuoteStatus.RESPONDED });
    await quotes.insert({ status: QuoteStatus.REVIEWED, budget: QuoteBudget.BUDGET_5K_10K });
    await quotes.insert({ status: QuoteStatus.CLOSED, budget: QuoteBudget.BUDGET_50K_PLUS });
    expect(await stats()).toEqual({ total: 6, pending: 2, responded: 2, highValue: 3, overdue: 1 });
  });

  it('counts in the database, not from a page of rows', async () => {
    for (let i = 0; i < 130; i++) await quotes.insert({}, daysAgo(i % 2 ? 12 : 0));
    const spy = jest.spyOn(quotes.app.dataSource.logger, 'logQuery');
    try {
      expect(await stats()).toMatchObject({ total: 130, pending: 130, overdue: 65 });
      const reads = spy.mock.calls.filter(([sql]) => /quote_requests/i.test(sql));
      expect(reads).toHaveLength(1);
      expect(reads[0]![0]).toMatch(/COUNT\(\*\)/i);
    } finally {
      spy.mockRestore();
    }
  });
});
