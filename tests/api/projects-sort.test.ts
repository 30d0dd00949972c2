import { PROJECT_FIELDS, type ProjectPageView, type ProjectView } from '../fixtures/projects';
import { dataOf, errorOf, startTestApp, type TestApp, type Variables } from '../fixtures/test-app';

const SORTED = `query Sorted($offset: Int, $limit: Int, $search: String, $category: String, $sort: ProjectSort, $direction: SortDirection) {
  projects(offset: $offset, limit: $limit, search: $search, category: $category, sort: $sort, direction: $direction) {
    total offset limit items { ${PROJECT_FIELDS} }
  }
}`;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const list = async (variables: Variables = {}): Promise<ProjectPageView> =>
  dataOf(await app.gql<{ projects: ProjectPageView }>(SORTED, { limit: 100, ...variables })).projects;

const FIELD = { TITLE: 'title', CLIENT: 'client', CATEGORY: 'category' } as const;
const compareText = (a: string, b: string) =>
  a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;

/** The order the API promises: the column (text ignoring case), then the id, both in the direction asked. */
function expectedOrder(items: ProjectView[], compare: (a: ProjectView, b: ProjectView) => number, desc: boolean) {
  const sign = desc ? -1 : 1;
  return [...items].sort((a, b) => sign * (compare(a, b) || a.id - b.id)).map((item) => item.id);
}

describe('sorting the project list', () => {
  it('keeps newest first (date, then id) when no sort is given', async () => {
    const { items } = await list();
    expect(items.map((item) => item.id)).toEqual(expectedOrder(items, (a, b) => a.date.localeCompare(b.date), true));
  });

  it.each([
    ['TITLE', 'ASC'],
    ['TITLE', 'DESC'],
    ['CLIENT', 'ASC'],
    ['CATEGORY', 'DESC'],
  ] as const)('sorts by %s %s, ignoring case, ties broken by id', async (sort, direction) => {
    const { items } = await list({ sort, direction });
    const field = FIELD[sort];
    expect(items.map((item) => item.id)).toEqual(
      expectedOrder(items, (a, b) => compareText(a[field], b[field]), direction === 'DESC'),
    );
  });

  it('sorts by date, oldest first', async () => {
    const { items } = await list({ sort: 'DATE', direction: 'ASC' });
    expect(items.map((item) => item.id)).toEqual(expectedOrder(items, (a, b) => a.date.localeCompare(b.date), false));
  });

  it('groups projects by status', async () => {
    const statuses = (await list({ sort: 'STATUS', direction: 'ASC' })).items.map((item) => item.status);
    // Ordered by the stored label: Completed, In Progress, On Hold, Planning.
    const rank = ['COMPLETED', 'IN_PROGRESS', 'ON_HOLD', 'PLANNING'];
    expect(statuses).toEqual([...statuses].sort((a, b) => rank.indexOf(a) - rank.indexOf(b)));
    expect(new Set(statuses).size).toBeGreaterThan(1);
  });

  it('pages a sorted list without repeating or skipping a project', async () => {
    const all = (await list({ sort: 'CATEGORY', direction: 'ASC' })).items.map((item) => item.id);
    const pages = await Promise.all(
      [0, 4, 8, 12].map((offset) => list({ sort: 'CATEGORY', direction: 'ASC', offset, limit: 4 })),
    );
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(all);
  });

  it('sorts within the search and category filters', async () => {
    const { items } = await list({ category: 'custom software', sort: 'TITLE', direction: 'ASC' });
    expect(items.length).toBeGreaterThan(1);
    expect(items.every((item) => item.category === 'Custom Software')).toBe(true);
    expect(items.map((item) => item.title)).toEqual(items.map((item) => item.title).sort(compareText));
  });

  it('refuses a sort column that is not in the list (no free text reaches ORDER BY)', async () => {
    const error = errorOf(await app.gql(SORTED, { sort: 'p.title; DROP TABLE projects' }));
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
