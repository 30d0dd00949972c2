import { Role } from '../../server/src/auth/roles';
import { QuoteBudget, QuoteStatus, RequestedService } from '../../server/src/modules/quotes/quote-codes';
import { QuoteRequest } from '../../server/src/modules/quotes/quote-request.entity';
import { csvRecords, downloadCsv } from '../fixtures/csv-download';
import { useQuotesApp } from '../fixtures/quotes';
import { insertUser } from '../fixtures/users';

/** GET /api/export/quotes.csv: the quotes list for staff and admins, with its filters and sort. */

const quotes = useQuotesApp();
const download = (query = '', token: string | null = quotes.staff) => downloadCsv(quotes.app, 'quotes', query, token);
const names = async (query: string) => csvRecords((await download(query)).text).map((row) => row.Name);
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  await quotes.app.dataSource.createQueryBuilder().delete().from(QuoteRequest).execute();
  await quotes.insert(
    {
      name: 'Ana Silva',
      email: 'ana@orchard.example',
      company: null,
      budget: QuoteBudget.BUDGET_50K_PLUS,
      services: [RequestedService.AI_ML, RequestedService.DATA_ANALYSIS],
      message: '=HYPERLINK("http://evil.example")',
      status: QuoteStatus.PENDING,
    },
    new Date(Date.now() - 2 * DAY),
  );
  await quotes.insert({ name: 'Ben Cho', company: 'Orchard Labs', status: QuoteStatus.RESPONDED, notes: 'Sent' });
  await quotes.insert({ name: 'Cy Young', status: QuoteStatus.PENDING }, new Date(Date.now() - DAY));
});

describe('who may export quotes', () => {
  it('refuses an anonymous request with 401 and a client with 403', async () => {
    expect((await download('', null)).response.status).toBe(401);
    const client = { email: 'quotes-export-client@example.com', password: 'Client#Quotes2026', role: Role.CLIENT };
    await insertUser(quotes.app.dataSource, client);
    const { response, text } = await download('', await quotes.app.login(client.email, client.password));
    expect(response.status).toBe(403);
    expect(text).not.toContain('Ana Silva');
  });

  it('lets staff and admins download it as a dated attachment', async () => {
    for (const token of [quotes.staff, quotes.admin]) {
      const { response } = await download('', token);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="quotes-${new Date().toISOString().slice(0, 10)}.csv"`,
      );
    }
  });
});

describe('what the quotes export holds', () => {
  it('every quote, newest first, with labels for codes and formulas defused', async () => {
    const rows = csvRecords((await download()).text);
    expect(rows.map((row) => row.Name)).toEqual(['Ben Cho', 'Cy Young', 'Ana Silva']);
    expect(rows[2]).toMatchObject({
      Email: 'ana@orchard.example',
      Company: '',
      Budget: '$50,000+',
      Services: 'AI/ML Solutions, Data Analysis',
      Status: 'Pending',
    });
    expect(rows[2]!.Message!.startsWith('=')).toBe(false);
    expect(rows[0]).toMatchObject({ Status: 'Responded', Notes: 'Sent' });
  });

  it('applies status and budget by their API names, the search and the sort', async () => {
    expect(await names('?status=PENDING')).toEqual(['Cy Young', 'Ana Silva']);
    expect(await names('?budget=BUDGET_50K_PLUS')).toEqual(['Ana Silva']);
    expect(await names('?status=RESPONDED&budget=BUDGET_50K_PLUS')).toEqual([]);
    expect(await names('?search=ORCHARD')).toEqual(['Ben Cho', 'Ana Silva']);
    expect(await names('?sort=NAME&direction=ASC')).toEqual(['Ana Silva', 'Ben Cho', 'Cy Young']);
  });

  it('refuses an unknown filter value with 400', async () => {
    for (const query of ['?status=ARCHIVED', '?budget=1M', '?sort=EMAIL', `?search=${'x'.repeat(201)}`]) {
      expect((await download(query)).response.status).toBe(400);
    }
  });
});
