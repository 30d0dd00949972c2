import { Project } from '../../server/src/modules/projects/project.entity';
import { PROJECT_FIELDS, type ProjectPageView } from '../fixtures/projects';
import { ADMIN, dataOf, startTestApp, type TestApp, type Variables } from '../fixtures/test-app';

// The search box at volume: on SQLite it reads a full-text index, or walks the list's order when
// the matches are many; both must give what "contains, ignoring case" gives, on every page.

const LIST = `query Search($offset: Int, $limit: Int, $search: String, $category: String, $sort: ProjectSort, $direction: SortDirection) {
  projects(offset: $offset, limit: $limit, search: $search, category: $category, sort: $sort, direction: $direction) {
    total items { ${PROJECT_FIELDS} }
  }
}`;
const UPDATE = 'mutation($id: Int!, $input: UpdateProjectInput!) { updateProject(id: $id, input: $input) { id } }';
const DELETE = 'mutation($id: Int!) { deleteProject(id: $id) }';

const ADDED = 1500;
const CLIENTS = ['Acme Labs', 'Globex Group', 'Hooli Health', 'Initech Bank', 'Umbrella Foods'];
const CATEGORIES = ['Custom Software', 'Web Development', 'Data Analysis'];
const STATUSES = ['Planning', 'In Progress', 'Completed', 'On Hold'];

let app: TestApp;
let token: string;
type Row = Pick<Project, 'id' | 'title' | 'client' | 'category' | 'status' | 'date'>;
let rows: Row[];

beforeAll(async () => {
  app = await startTestApp();
  token = await app.login(ADMIN.email, ADMIN.password);
  const added = Array.from({ length: ADDED }, (_, i) => ({
    title: `${i % 3 === 0 ? 'Portal' : 'Platform'} for ${CLIENTS[i % 5]} #${i}`,
    client: CLIENTS[i % 5],
    category: CATEGORIES[i % 3],
    status: STATUSES[Math.floor(i / 3) % 4],
    date: `20${10 + (i % 15)}-0${1 + (i % 9)}-1${i % 10}`,
    description: `Search volume project ${i}.`,
  }));
  for (let start = 0; start < ADDED; start += 300) {
    await app.dataSource.getRepository(Project).insert(added.slice(start, start + 300) as Project[]);
  }
  rows = await app.dataSource.getRepository(Project).find({
    select: { id: true, title: true, client: true, category: true, status: true, date: true },
  });
}, 60_000);
afterAll(() => app?.close());

/** Code point order, as both databases order ASCII text. */
const ascending = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const list = async (variables: Variables) =>
  dataOf(await app.gql<{ projects: ProjectPageView }>(LIST, { limit: 20, ...variables }, token)).projects;

/** The newest-first ids of the rows containing `text` in a searched column, ignoring case. */
function expected(text: string, keep: (row: Row) => boolean = () => true): number[] {
  const wanted = text.toLowerCase();
  return rows
    .filter(
      (row) =>
        keep(row) && [row.title, row.client, row.category, row.status].some((v) => v.toLowerCase().includes(wanted)),
    )
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
    .map((row) => row.id);
}

async function expectPage(search: string, offset: number, keep?: (row: Row) => boolean, category?: string) {
  const page = await list({ search, offset, category });
  const all = expected(search.trim(), keep); // the API trims the search
  expect({ total: page.total, ids: page.items.map((item) => item.id) }).toEqual({
    total: all.length,
    ids: all.slice(offset, offset + 20),
  });
}

describe('searching many projects', () => {
  it.each([
    ['nearly every row', 'for ', 0],
    ['nearly every row, a late page', 'FOR ', 1400],
    ['nearly every row, an early page', 'for ', 300],
    ['a fifth of them', 'hooli', 0],
    ['a fifth, the last page', 'Hooli', 290],
    ['a status', 'in progress', 40],
    ['a few', '#14', 0],
    ['one', '#1234', 0],
    ['none', 'zebra', 0],
    // Too short for the index: counted in slices of ids on SQLite when many, sorted from their
    // ids when few (as every search on MySQL).
    ['two letters', 'LA', 0],
    ['one character, a late page', '#', 1480],
    ['a few by two characters', '#7', 0],
    ['a few by two characters, a late page', '#7', 100],
  ])('finds %s (%p from %p) as "contains" does', async (_what, search, offset) => {
    await expectPage(search, offset);
  });

  it.each(['"hooli"', 'hooli OR acme', 'title:acme', 'acm*', 'NEAR(acme labs)', "o'brien", '-labs', '^acme'])(
    'takes %p literally',
    async (search) => {
      await expectPage(search, 0);
    },
  );

  it('combines with the category filter', async () => {
    await expectPage('platform', 0, (row) => row.category === 'Data Analysis', 'data analysis');
  });

  it('keeps the chosen sort', async () => {
    const page = await list({ search: 'acme', sort: 'TITLE', direction: 'ASC', limit: 100 });
    const titles = page.items.map((item) => item.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    expect(page.total).toBe(expected('acme').length);
  });

  it('sorts a few matches of a text too short for the index in the chosen order', async () => {
    const all = rows
      .filter((row) => row.title.includes('#7'))
      .sort((a, b) => ascending(b.client.toLowerCase(), a.client.toLowerCase()) || b.id - a.id)
      .map((row) => row.id);
    for (const offset of [0, 20, 100]) {
      const page = await list({ search: '#7', sort: 'CLIENT', direction: 'DESC', offset });
      expect({ offset, total: page.total, ids: page.items.map((item) => item.id) }).toEqual({
        offset,
        total: all.length,
        ids: all.slice(offset, offset + 20),
      });
    }
  });

  // A third of the rows are "Portal …", which come first by title descending: a walk of the
  // order meant for "platform" (two thirds) finds none, and the index is read in order instead.
  it.each([0, 20, 400])('finds matches gathered late in the order (from %p)', async (offset) => {
    const page = await list({ search: 'platform', sort: 'TITLE', direction: 'DESC', offset });
    const all = rows
      .filter((row) => row.title.toLowerCase().includes('platform'))
      .sort((a, b) => ascending(b.title.toLowerCase(), a.title.toLowerCase()) || b.id - a.id)
      .map((row) => row.id);
    expect(all.length).toBeGreaterThanOrEqual(1000);
    expect({ total: page.total, ids: page.items.map((item) => item.id) }).toEqual({
      total: all.length,
      ids: all.slice(offset, offset + 20),
    });
  });

  it('follows every write: a new title is found, the old one no longer, a deleted project not at all', async () => {
    const [first, second] = await list({ search: '#1499' }).then((page) => page.items);
    expect(second).toBeUndefined();
    dataOf(await app.gql(UPDATE, { id: first!.id, input: { title: 'Quarterly Zeppelin Tracker' } }, token));
    expect((await list({ search: 'zeppelin' })).items.map((item) => item.id)).toEqual([first!.id]);
    expect((await list({ search: '#1499' })).total).toBe(0);
    dataOf(await app.gql(DELETE, { id: first!.id }, token));
    expect((await list({ search: 'zeppelin' })).total).toBe(0);
  });

  it('finds letters beyond A-Z whatever their case', async () => {
    dataOf(await app.gql(UPDATE, { id: rows[0]!.id, input: { client: 'Ärzte Über Gruppe' } }, token));
    const found = await list({ search: 'über gruppe' });
    expect(found.items.map((item) => item.client)).toEqual(['Ärzte Über Gruppe']);
  });
});

describe('paging many projects', () => {
  // As the writes above left them, with the client given letters beyond A-Z put back: the two
  // databases order those letters their own ways, which is not what this checks.
  let now: Row[];
  beforeAll(async () => {
    await app.dataSource.getRepository(Project).update({ id: rows[0]!.id }, { client: rows[0]!.client });
    now = await app.dataSource.getRepository(Project).find();
  });
  /** The whole list's ids in an order: the column, then the id, both in the direction. */
  function ordered(key: (row: Row) => string, direction: 'ASC' | 'DESC'): number[] {
    const sign = direction === 'ASC' ? 1 : -1;
    return [...now].sort((a, b) => sign * (ascending(key(a), key(b)) || a.id - b.id)).map((row) => row.id);
  }

  // Pages nearer the end are read from the end in the reverse order, then turned round: each
  // must be the same slice as reading from the start, ties (many rows of one category) included.
  it.each([
    ['newest first', undefined, 'DESC', (row: Row) => row.date],
    ['oldest first', 'DATE', 'ASC', (row: Row) => row.date],
    ['by category', 'CATEGORY', 'ASC', (row: Row) => row.category.toLowerCase()],
    ['by client, desc', 'CLIENT', 'DESC', (row: Row) => row.client.toLowerCase()],
  ] as const)('%s: every page is the same slice from either end', async (_order, sort, direction, key) => {
    const all = ordered(key, direction);
    for (const offset of [
      0,
      20,
      190,
      210,
      Math.floor(all.length / 2) - 10,
      all.length - 230,
      all.length - 20,
      all.length - 7,
    ]) {
      const page = await list({ offset, sort, direction });
      expect({ offset, total: page.total, ids: page.items.map((item) => item.id) }).toEqual({
        offset,
        total: all.length,
        ids: all.slice(offset, offset + 20),
      });
    }
    expect((await list({ offset: all.length, sort, direction })).items).toEqual([]);
  });
});
