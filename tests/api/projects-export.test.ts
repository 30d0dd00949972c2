import { parse } from 'csv-parse/sync';
import { SelectQueryBuilder } from 'typeorm';
import { EXPORT_BATCH_SIZE } from '../../server/src/common/export/csv-export';
import { Project, ProjectStatus } from '../../server/src/modules/projects/project.entity';
import { ADMIN, startTestApp, STAFF, type TestApp } from '../fixtures/test-app';
import { insertUser } from '../fixtures/users';

const HEADERS = [
  'ID',
  'Project Name',
  'Client',
  'Category',
  'Status',
  'Date',
  'Featured',
  'Description',
  'Payment Amount',
  'Currency',
];
const SEEDED = 13;
const BOM = '\uFEFF';

let app: TestApp;
let adminToken: string;

beforeAll(async () => {
  app = await startTestApp();
  adminToken = await app.login(ADMIN.email, ADMIN.password);
});
afterAll(() => app?.close());

async function download(query = '', token: string | null = adminToken) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await fetch(`${app.url}/api/export/projects.csv${query}`, { headers });
  // Decoded keeping the byte-order mark, which fetch's text() would drop.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { response, text };
}

/** The rows of a CSV answer, header row first, as a spreadsheet would read them. */
const table = (text: string) => parse(text.startsWith(BOM) ? text.slice(BOM.length) : text) as string[][];
/** The data rows as records keyed by header. */
function records(text: string): Record<string, string>[] {
  const [header, ...rows] = table(text);
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]!])));
}

const repository = () => app.dataSource.getRepository(Project);
const projectRow = (overrides: Partial<Project>): Partial<Project> => ({
  client: 'Export Test Client',
  category: 'Export Tests',
  status: ProjectStatus.PLANNING,
  date: '2020-01-01',
  description: 'Made by the export tests.',
  featured: false,
  ...overrides,
});

describe('who may export projects', () => {
  it('refuses an anonymous request with 401 and no data', async () => {
    const { response, text } = await download('', null);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(text).toBe('You must be signed in to do this');
  });

  it('refuses a token that is not a valid access token with 401', async () => {
    expect((await download('', 'not-a-token')).response.status).toBe(401);
  });

  it('refuses a signed-in client with 403', async () => {
    const client = { email: 'export-client@example.com', password: 'Client#Export2026' };
    await insertUser(app.dataSource, client);
    const { response, text } = await download('', await app.login(client.email, client.password));
    expect(response.status).toBe(403);
    expect(text).toBe('You do not have permission to do this');
  });

  it.each([
    ['an admin', ADMIN],
    ['staff', STAFF],
  ])('lets %s download it as an attachment named by the day', async (_, account) => {
    const token = await app.login(account.email, account.password);
    const { response, text } = await download('', token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="projects-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(text.startsWith(`${BOM}${HEADERS.join(',')}\r\n`)).toBe(true);
  });

  it('answers 404 for an export that does not exist', async () => {
    const headers = { authorization: `Bearer ${adminToken}` };
    expect((await fetch(`${app.url}/api/export/salaries.csv`, { headers })).status).toBe(404);
  });
});

describe('what the projects export holds', () => {
  it('has every project, newest first like the list, with human column values', async () => {
    const rows = records((await download()).text);
    expect(rows).toHaveLength(SEEDED);
    const dates = rows.map((row) => row.Date!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(rows[0]).toMatchObject({
      'Project Name': 'Learning Management System',
      Client: 'Greenfield Academy',
      Status: 'Planning',
      Date: '2026-12-01',
      Featured: 'No',
      'Payment Amount': '',
    });
    expect(rows.filter((row) => row.Featured === 'Yes').length).toBeGreaterThan(0);
  });

  it('applies the search, the category and the sort of the list', async () => {
    const searched = records((await download('?search=in%20progress')).text).map((row) => row['Project Name']);
    expect(searched).toEqual(['Fleet Tracking Mobile App', 'Customer Churn Prediction']);

    const category = records((await download('?category=web%20DEVELOPMENT')).text);
    expect(category.map((row) => row['Project Name'])).toEqual(['E-Commerce Platform Redesign', 'B2B Commerce Portal']);

    const byTitle = records((await download('?sort=TITLE&direction=ASC')).text).map((row) => row['Project Name']!);
    expect(byTitle).toHaveLength(SEEDED);
    expect(byTitle).toEqual([...byTitle].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it('refuses a sort that is not a column of the list with 400', async () => {
    const { response, text } = await download('?sort=title;DROP%20TABLE%20projects');
    expect(response.status).toBe(400);
    expect(text).toBe('Choose a valid sort column');
    expect((await download('?direction=sideways')).response.status).toBe(400);
    expect((await download('?search=a&search=b')).response.status).toBe(400);
  });

  describe('with cells a spreadsheet would run', () => {
    const dangerous = ['=1+2', '+SUM(A1)', '-2+3', '@cmd', '\t=1', '\r=1', '\n=1', '\u0000=1'];
    let ids: number[] = [];

    beforeAll(async () => {
      const inserted = await repository().insert(
        dangerous.map((title, index) => projectRow({ title, client: `Formula ${index}`, category: 'Formula Tests' })),
      );
      ids = inserted.identifiers.map((identifier) => Number(identifier.id));
    });
    afterAll(() => repository().delete(ids));

    it.each(dangerous.map((text) => [JSON.stringify(text), text]))(
      'writes a title starting %s as text with a leading quote',
      async (_, title) => {
        const rows = records((await download('?category=Formula%20Tests')).text);
        const row = rows.find((candidate) => candidate['Project Name'] === `'${title}`);
        expect(row).toBeDefined();
      },
    );
  });

  describe('with amounts', () => {
    let id = 0;
    beforeAll(async () => {
      const inserted = await repository().insert(
        projectRow({
          title: 'Converted Quote',
          category: 'Amount Tests',
          paymentAmount: '-1234.50',
          paymentCurrency: 'EUR',
        }),
      );
      id = Number(inserted.identifiers[0]!.id);
    });
    afterAll(() => repository().delete(id));

    it('writes them as plain numbers, a negative one unescaped', async () => {
      const { text } = await download('?category=Amount%20Tests');
      expect(records(text)).toEqual([expect.objectContaining({ 'Payment Amount': '-1234.5', Currency: 'EUR' })]);
      expect(text).toContain(',-1234.5,EUR\r\n');
    });
  });

  describe('with many projects', () => {
    const COUNT = EXPORT_BATCH_SIZE * 2 + 37;

    beforeAll(async () => {
      const rows = Array.from({ length: COUNT }, (_, index) =>
        projectRow({ title: `Bulk ${String(index).padStart(4, '0')}`, category: 'Bulk Tests' }),
      );
      for (let start = 0; start < rows.length; start += 200) await repository().insert(rows.slice(start, start + 200));
    });
    afterAll(() => repository().delete({ category: 'Bulk Tests' }));

    it('streams them all, in order, reading the rows in batches', async () => {
      const reads = jest.spyOn(SelectQueryBuilder.prototype, 'getMany');
      try {
        const { response, text } = await download('?category=bulk%20tests&sort=TITLE&direction=DESC');
        expect(response.status).toBe(200);
        const titles = records(text).map((row) => row['Project Name']);
        expect(titles).toHaveLength(COUNT);
        expect(titles[0]).toBe(`Bulk ${String(COUNT - 1).padStart(4, '0')}`);
        expect(titles[COUNT - 1]).toBe('Bulk 0000');
        expect(new Set(titles).size).toBe(COUNT);
        expect(reads).toHaveBeenCalledTimes(Math.ceil(COUNT / EXPORT_BATCH_SIZE));
      } finally {
        reads.mockRestore();
      }
    });
  });
});
