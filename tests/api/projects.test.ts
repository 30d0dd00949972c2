import { In } from 'typeorm';
import { Project } from '../../server/src/modules/projects/project.entity';
import {
  FEATURED,
  PROJECT,
  PROJECTS,
  UNKNOWN_ID,
  type FeaturedData,
  type ProjectData,
  type ProjectPageView,
  type ProjectsData,
} from '../fixtures/projects';
import { dataOf, errorOf, startTestApp, type TestApp, type Variables } from '../fixtures/test-app';

const SEEDED = 13;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const list = async (variables: Variables = {}): Promise<ProjectPageView> =>
  dataOf(await app.gql<ProjectsData>(PROJECTS, variables)).projects;
const titles = (page: ProjectPageView) => page.items.map((item) => item.title);

describe('the project list', () => {
  it('gives the first page with the total, offset and limit applied', async () => {
    const page = await list();
    expect({ total: page.total, offset: page.offset, limit: page.limit, rows: page.items.length }).toEqual({
      total: SEEDED,
      offset: 0,
      limit: 20,
      rows: SEEDED,
    });
  });

  it('puts the newest project (latest date) first', async () => {
    const dates = (await list()).items.map((item) => item.date);
    expect(dates[0]).toBe('2026-12-01');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('caps the page size at 100 instead of refusing a larger request', async () => {
    const page = await list({ limit: 500 });
    expect(page.limit).toBe(100);
    expect(page.items).toHaveLength(SEEDED);
  });

  it('refuses a negative offset with BAD_USER_INPUT', async () => {
    const error = errorOf(await app.gql(PROJECTS, { offset: -1 }));
    expect(error.message).toBe('Offset cannot be negative');
    expect(error.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { offset: ['Offset cannot be negative'] },
    });
  });

  it('refuses a page size below 1 with BAD_USER_INPUT', async () => {
    const error = errorOf(await app.gql(PROJECTS, { limit: 0 }));
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { limit: ['Limit must be at least 1'] } });
  });

  it('pages through every project once, in a stable order', async () => {
    const all = titles(await list({ limit: 100 }));
    const pages = await Promise.all([0, 5, 10].map((offset) => list({ offset, limit: 5 })));
    expect(pages.map((page) => page.items.length)).toEqual([5, 5, 3]);
    expect(pages.every((page) => page.total === SEEDED)).toBe(true);
    expect(pages.flatMap(titles)).toEqual(all);
  });

  it('returns no rows, but the total, past the last page', async () => {
    const page = await list({ offset: 50 });
    expect({ rows: page.items.length, total: page.total }).toEqual({ rows: 0, total: SEEDED });
  });
});

describe('searching projects', () => {
  it.each([
    ['title', 'DASHBOARD', ['Sales Forecasting Dashboard']],
    ['client', 'swift couriers', ['Fleet Tracking Mobile App']],
    ['category', 'Training SERVICES', ['Cloud Engineering Bootcamp']],
    ['status', 'in progress', ['Fleet Tracking Mobile App', 'Customer Churn Prediction']],
  ])('finds text in the %s, ignoring case (%p)', async (_field, search, expected) => {
    const page = await list({ search });
    expect(titles(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('finds part of a word', async () => {
    expect(titles(await list({ search: 'forecast' }))).toEqual(['Sales Forecasting Dashboard']);
  });

  it.each(['%', '_', '!', '%%'])('treats LIKE wildcards literally: %p matches nothing here', async (search) => {
    expect(await list({ search })).toMatchObject({ total: 0, items: [] });
  });

  it('ignores a blank search', async () => {
    expect((await list({ search: '   ' })).total).toBe(SEEDED);
  });

  it('does not search descriptions', async () => {
    // "headless storefront" appears only in the E-Commerce project's description.
    expect((await list({ search: 'headless storefront' })).total).toBe(0);
  });
});

describe('filtering projects by category', () => {
  it('keeps only that category, ignoring case', async () => {
    const page = await list({ category: 'web DEVELOPMENT' });
    expect(titles(page)).toEqual(['E-Commerce Platform Redesign', 'B2B Commerce Portal']);
    expect(page.items.every((item) => item.category === 'Web Development')).toBe(true);
  });

  it('matches the whole category, not part of it', async () => {
    expect((await list({ category: 'Web' })).total).toBe(0);
  });

  it('combines with a search', async () => {
    expect(titles(await list({ category: 'Custom Software', search: 'claims' }))).toEqual([
      'Claims Processing Automation',
    ]);
  });
});

describe('featured projects', () => {
  const featuredTitles = async () => dataOf(await app.gql<FeaturedData>(FEATURED)).featuredProjects.map((p) => p.title);

  /** Runs `check` with only the given seeded projects (by position) flagged, then restores the seed's flags. */
  async function withFlagged(positions: number[], check: () => Promise<void>): Promise<void> {
    const repository = app.dataSource.getRepository(Project);
    const ids = (await repository.find({ order: { id: 'ASC' } })).map((project) => project.id);
    const seedFlags = await repository.find({ where: { featured: true } });
    const flagOnly = async (flagged: number[]) => {
      await repository.update({ featured: true }, { featured: false });
      if (flagged.length) await repository.update({ id: In(flagged) }, { featured: true });
    };
    await flagOnly(positions.map((position) => ids[position]!));
    try {
      await check();
    } finally {
      await flagOnly(seedFlags.map((project) => project.id));
    }
  }

  it('are the flagged ones, oldest entry first', async () => {
    expect(await featuredTitles()).toEqual([
      'E-Commerce Platform Redesign',
      'Fleet Tracking Mobile App',
      'Customer Churn Prediction',
      'Sales Forecasting Dashboard',
    ]);
  });

  it('are only the flagged ones, even when fewer than four are flagged', async () => {
    await withFlagged([7], async () => {
      expect(await featuredTitles()).toEqual(['Patient Companion App']);
    });
  });

  it('fall back to the first four projects when none is flagged', async () => {
    await withFlagged([], async () => {
      expect(await featuredTitles()).toEqual([
        'E-Commerce Platform Redesign',
        'Fleet Tracking Mobile App',
        'Customer Churn Prediction',
        'Learning Management System',
      ]);
    });
  });
});

describe('one project', () => {
  it('is found by id with every field', async () => {
    const [first] = (await list({ limit: 1 })).items;
    const { project } = dataOf(await app.gql<ProjectData>(PROJECT, { id: first!.id }));
    expect(project).toEqual(first);
    expect(project).toMatchObject({
      title: 'Learning Management System',
      client: 'Greenfield Academy',
      status: 'PLANNING',
      date: '2026-12-01',
      featured: false,
    });
    expect(new Date(project.createdAt).toISOString()).toBe(project.createdAt);
  });

  it("is NOT_FOUND with 'Project not found' for an unknown id", async () => {
    const response = await app.gql(PROJECT, { id: UNKNOWN_ID });
    expect(response.data).toBeNull();
    expect(errorOf(response)).toMatchObject({ message: 'Project not found', extensions: { code: 'NOT_FOUND' } });
  });
});
