import { parse } from 'csv-parse/sync';
import { Role } from '../../server/src/auth/roles';
import { ContentPage } from '../../server/src/modules/content/page.entity';
import { ADMIN_PAGES, type AdminPagesData } from '../fixtures/pages';
import { dataOf, errorOf, startTestApp, STAFF, type TestApp } from '../fixtures/test-app';
import { insertUser } from '../fixtures/users';

const BOM = '\uFEFF';
let app: TestApp;
let staff: string;
let client: string;

beforeAll(async () => {
  app = await startTestApp();
  staff = await app.login(STAFF.email, STAFF.password);
  const email = 'client@pages-list.example';
  await insertUser(app.dataSource, { email, password: 'Granite-Harbour-Light-4', role: Role.CLIENT });
  client = await app.login(email, 'Granite-Harbour-Light-4');
  await app.dataSource.getRepository(ContentPage).insert([
    { slug: 'spring-sale', title: 'Spring Sale: 30% Off_All', summary: 'Wildcards in a title.', body: 'Text.' },
    { slug: 'zeta-careers', title: 'Zeta Careers', summary: '=SUM(A1) formula, "quoted", and a comma.', body: 'x' },
  ]);
});
afterAll(() => app?.close());

const list = async (variables: Record<string, unknown> = {}) =>
  dataOf(await app.gql<AdminPagesData>(ADMIN_PAGES, { limit: 100, ...variables }, staff)).adminPages;
const titles = async (variables: Record<string, unknown> = {}) => (await list(variables)).items.map((p) => p.title);

describe('who may list content pages', () => {
  it('refuses anonymous callers and clients', async () => {
    expect(errorOf(await app.gql(ADMIN_PAGES, {})).extensions?.code).toBe('UNAUTHENTICATED');
    expect(errorOf(await app.gql(ADMIN_PAGES, {}, client)).extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the admin content pages list', () => {
  it('opens sorted by title with every page and its total', async () => {
    const page = await list();
    const all = await app.dataSource.getRepository(ContentPage).count();
    expect(page.total).toBe(all);
    const shown = page.items.map((p) => p.title);
    expect(shown).toEqual([...shown].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(page.items[0]).not.toHaveProperty('body');
  });

  it('searches the title, the address and the summary, ignoring letter case', async () => {
    expect(await titles({ search: 'zeta' })).toEqual(['Zeta Careers']);
    expect(await titles({ search: 'ZETA-CAR' })).toEqual(['Zeta Careers']);
    expect(await titles({ search: 'sum(a1)' })).toEqual(['Zeta Careers']);
    expect(await titles({ search: 'nothing like this' })).toEqual([]);
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await titles({ search: '30%' })).toEqual(['Spring Sale: 30% Off_All']);
    expect(await titles({ search: 'f_a' })).toEqual(['Spring Sale: 30% Off_All']);
    expect(await titles({ search: '3_%' })).toEqual([]);
  });

  it('sorts by address both ways and pages', async () => {
    const slugs = async (variables: Record<string, unknown>) => (await list(variables)).items.map((p) => p.slug);
    const ascending = await slugs({ sort: 'SLUG', direction: 'ASC' });
    expect(ascending).toEqual([...ascending].sort());
    expect(await slugs({ sort: 'SLUG', direction: 'DESC' })).toEqual([...ascending].reverse());
    const page = await list({ sort: 'SLUG', direction: 'ASC', offset: 1, limit: 2 });
    expect(page).toMatchObject({ offset: 1, limit: 2, total: ascending.length });
    expect(page.items.map((p) => p.slug)).toEqual(ascending.slice(1, 3));
  });

  it('sorts by last change, newest first', async () => {
    await app.dataSource
      .getRepository(ContentPage)
      .update({ slug: 'spring-sale' }, { updatedAt: new Date('2030-01-01T00:00:00Z') });
    expect((await list({ sort: 'UPDATED', direction: 'DESC' })).items[0]?.slug).toBe('spring-sale');
  });

  it('refuses a search longer than the limit and an unknown sort', async () => {
    expect(errorOf(await app.gql(ADMIN_PAGES, { search: 'x'.repeat(201) }, staff)).extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorOf(await app.gql(ADMIN_PAGES, { sort: 'BODY' }, staff)).extensions?.code).toBeDefined();
  });
});

describe('the content pages CSV export', () => {
  async function download(query = '', token: string | null = staff) {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const response = await fetch(`${app.url}/api/export/content-pages.csv${query}`, { headers });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    return { response, rows: response.ok ? (parse(text.slice(BOM.length)) as string[][]) : [] };
  }

  it('refuses anonymous callers (401) and clients (403)', async () => {
    expect((await download('', null)).response.status).toBe(401);
    expect((await download('', client)).response.status).toBe(403);
  });

  it("has the table's columns, every page in the list's order, and escapes formulas", async () => {
    const { response, rows } = await download();
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    const [header, ...data] = rows;
    expect(header).toEqual(['Title', 'Address', 'Summary', 'Last Updated']);
    expect(data.map((row) => row[0])).toEqual(await titles());
    const zeta = data.find((row) => row[0] === 'Zeta Careers');
    expect(zeta?.slice(0, 3)).toEqual([
      'Zeta Careers',
      '/pages/zeta-careers',
      '\'=SUM(A1) formula, "quoted", and a comma.',
    ]);
    expect(zeta?.[3]).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(data.map((row) => row[1])).toEqual(expect.arrayContaining(['/about', '/terms', '/privacy']));
  });

  it('applies the search and the sort of the list', async () => {
    expect((await download('?search=zeta')).rows.slice(1).map((row) => row[0])).toEqual(['Zeta Careers']);
    const sorted = await download('?sort=SLUG&direction=DESC');
    expect(sorted.rows.slice(1).map((row) => row[1])).toEqual(
      (await list({ sort: 'SLUG', direction: 'DESC' })).items.map((p) =>
        ['about', 'terms', 'privacy'].includes(p.slug) ? `/${p.slug}` : `/pages/${p.slug}`,
      ),
    );
  });

  it('answers 400 for an unknown sort column', async () => {
    expect((await download('?sort=BODY')).response.status).toBe(400);
  });
});
