import { parse } from 'csv-parse/sync';
import { Role } from '../../server/src/auth/roles';
import { Service } from '../../server/src/modules/services/service.entity';
import { Icon } from '../../server/src/common/icon';
import {
  ADMIN_SERVICES,
  CREATE_SERVICE,
  DELETE_SERVICE,
  SEEDED_SERVICE_NAMES,
  SET_SERVICE_FEATURED,
  UPDATE_SERVICE,
  validService,
  type AdminServicesData,
} from '../fixtures/services';
import { dataOf, errorOf, startTestApp, STAFF, type TestApp } from '../fixtures/test-app';
import { insertUser } from '../fixtures/users';

const BOM = '\uFEFF';
let app: TestApp;
let staff: string;
let client: string;

beforeAll(async () => {
  app = await startTestApp();
  staff = await app.login(STAFF.email, STAFF.password);
  const email = 'client@services-list.example';
  await insertUser(app.dataSource, { email, password: 'Granite-Harbour-Light-4', role: Role.CLIENT });
  client = await app.login(email, 'Granite-Harbour-Light-4');
  const repository = app.dataSource.getRepository(Service);
  await repository.insert([
    {
      name: 'Spring Sale: 30% Off_All',
      description: 'Wildcards in a name.',
      icon: Icon.GLOBE,
      bulletPoints: [],
      sortOrder: 98,
    },
    {
      name: 'Zeta Audits',
      description: '=SUM(A1) formula, "quoted", and a comma.',
      icon: Icon.CPU,
      bulletPoints: ['First point', 'Second, with a comma'],
      featured: true,
      sortOrder: 99,
    },
  ]);
});
afterAll(() => app?.close());

const list = async (variables: Record<string, unknown> = {}) =>
  dataOf(await app.gql<AdminServicesData>(ADMIN_SERVICES, { limit: 100, ...variables }, staff)).adminServices;
const names = async (variables: Record<string, unknown> = {}) => (await list(variables)).items.map((s) => s.name);

describe('who may manage services', () => {
  const calls: [string, Record<string, unknown>][] = [
    [ADMIN_SERVICES, {}],
    [CREATE_SERVICE, { input: validService({ name: 'Refused' }) }],
    [UPDATE_SERVICE, { id: 1, input: { name: 'Refused' } }],
    [SET_SERVICE_FEATURED, { id: 1, featured: false }],
    [DELETE_SERVICE, { id: 1 }],
  ];

  it.each(calls)('refuses anonymous callers and clients: %s', async (query, variables) => {
    expect(errorOf(await app.gql(query, variables)).extensions?.code).toBe('UNAUTHENTICATED');
    expect(errorOf(await app.gql(query, variables, client)).extensions?.code).toBe('FORBIDDEN');
  });

  it('changed nothing while refusing', async () => {
    expect(await names({ search: 'Refused' })).toEqual([]);
    expect((await list()).items.find((s) => s.id === 1)).toMatchObject({ name: SEEDED_SERVICE_NAMES[0] });
  });
});

describe('the admin services list', () => {
  it('opens on the public order with every service and its total', async () => {
    const page = await list();
    expect(page.total).toBe(SEEDED_SERVICE_NAMES.length + 2);
    expect(page.items.slice(0, SEEDED_SERVICE_NAMES.length).map((s) => s.name)).toEqual([...SEEDED_SERVICE_NAMES]);
    expect(page.items.at(-1)?.name).toBe('Zeta Audits');
  });

  it('searches the name and the description, ignoring letter case', async () => {
    expect(await names({ search: 'zeta' })).toEqual(['Zeta Audits']);
    expect(await names({ search: 'SUM(A1)' })).toEqual(['Zeta Audits']);
    expect(await names({ search: '  web DEVELOPMENT ' })).toContain('Web Development');
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await names({ search: '30%' })).toEqual(['Spring Sale: 30% Off_All']);
    expect(await names({ search: 'f_a' })).toEqual(['Spring Sale: 30% Off_All']);
    expect(await names({ search: '3_%' })).toEqual([]);
  });

  it('sorts by name both ways and pages', async () => {
    const ascending = await names({ sort: 'NAME', direction: 'ASC' });
    expect(ascending).toEqual([...ascending].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(await names({ sort: 'NAME', direction: 'DESC' })).toEqual([...ascending].reverse());
    const page = await list({ sort: 'NAME', direction: 'ASC', offset: 2, limit: 3 });
    expect(page).toMatchObject({ offset: 2, limit: 3, total: ascending.length });
    expect(page.items.map((s) => s.name)).toEqual(ascending.slice(2, 5));
  });

  it('refuses a search longer than the limit with BAD_USER_INPUT', async () => {
    const response = await app.gql(ADMIN_SERVICES, { search: 'x'.repeat(201) }, staff);
    expect(errorOf(response).extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the services CSV export', () => {
  async function download(query = '', token: string | null = staff) {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const response = await fetch(`${app.url}/api/export/services.csv${query}`, { headers });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    return { response, rows: response.ok ? (parse(text.slice(BOM.length)) as string[][]) : [], text };
  }

  it('refuses anonymous callers (401) and clients (403)', async () => {
    expect((await download('', null)).response.status).toBe(401);
    expect((await download('', client)).response.status).toBe(403);
  });

  it("has the table's columns, every service in the list's order, and escapes formulas", async () => {
    const { response, rows } = await download();
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    const [header, ...data] = rows;
    expect(header).toEqual(['Service Name', 'Description', 'Icon', 'Featured', 'Bullet Points']);
    expect(data.map((row) => row[0])).toEqual(await names());
    expect(data.at(-1)).toEqual([
      'Zeta Audits',
      '\'=SUM(A1) formula, "quoted", and a comma.',
      'Cpu',
      'Yes',
      'First point\nSecond, with a comma',
    ]);
  });

  it('applies the search and the sort of the list', async () => {
    const { rows } = await download('?search=zeta');
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Zeta Audits']);
    const sorted = await download('?sort=NAME&direction=DESC');
    expect(sorted.rows.slice(1).map((row) => row[0])).toEqual(await names({ sort: 'NAME', direction: 'DESC' }));
  });

  it('answers 400 for an unknown sort column', async () => {
    expect((await download('?sort=PRICE')).response.status).toBe(400);
  });
});
