import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../auth/actor';
import { Role } from '../../auth/roles';
import { Icon } from '../../common/icon';
import { openDatabase } from '../../db/data-source';
import { Project, ProjectStatus } from './project.entity';
import type { CreateProjectInput, ProjectsArgs } from './project.inputs';
import { ProjectSort } from './project.types';
import { SortDirection } from '../../common/pagination';
import { FEATURED_FALLBACK_COUNT, ProjectService } from './project.service';

let dataSource: DataSource;
let service: ProjectService;
const actor: Actor = { id: 1, name: 'Sam Staff', role: Role.STAFF, email: 'sam@example.com' };

beforeAll(async () => {
  dataSource = await openDatabase('sqlite::memory:');
  service = new ProjectService(dataSource);
});
afterAll(() => dataSource?.destroy());
beforeEach(() => dataSource.getRepository(Project).clear());

const input = (overrides: Partial<CreateProjectInput> = {}): CreateProjectInput => ({
  title: 'Data Platform',
  client: 'Acme',
  category: 'Data Analysis',
  status: ProjectStatus.PLANNING,
  date: '2026-01-15',
  description: 'A warehouse and its dashboards.',
  featured: false,
  icon: Icon.CODE,
  ...overrides,
});
const page = (args: Partial<ProjectsArgs> = {}) =>
  service.list({ offset: 0, limit: 20, sort: ProjectSort.DATE, direction: SortDirection.DESC, ...args });
const titles = async (args: Parameters<typeof page>[0] = {}) => (await page(args)).items.map((p) => p.title);

describe('ProjectService.list', () => {
  it('orders by date, newest first, and by id, newest first, on the same date', async () => {
    await service.create(actor, input({ title: 'Old', date: '2024-01-01' }));
    await service.create(actor, input({ title: 'Same day, first', date: '2026-05-05' }));
    await service.create(actor, input({ title: 'Same day, second', date: '2026-05-05' }));
    await service.create(actor, input({ title: 'Middle', date: '2025-06-01' }));
    expect(await titles()).toEqual(['Same day, second', 'Same day, first', 'Middle', 'Old']);
  });

  it('caps the limit at 100 and reports the limit applied', async () => {
    expect(await page({ limit: 1000 })).toMatchObject({ limit: 100, offset: 0, total: 0 });
  });

  it('counts every match while returning one page', async () => {
    for (const title of ['A', 'B', 'C']) await service.create(actor, input({ title }));
    const result = await page({ offset: 1, limit: 1 });
    expect({ total: result.total, rows: result.items.length }).toEqual({ total: 3, rows: 1 });
  });

  it('searches title, client, category and status, ignoring case and surrounding spaces', async () => {
    await service.create(
      actor,
      input({ title: 'Atlas', client: 'Zenith Bank', category: 'Fintech', status: ProjectStatus.ON_HOLD }),
    );
    await service.create(actor, input({ title: 'Other' }));
    for (const search of ['atlas', 'ZENITH', 'fin', ' on hold ']) expect(await titles({ search })).toEqual(['Atlas']);
  });

  it('takes %, _ and the escape character ! literally', async () => {
    await service.create(actor, input({ title: '100% Uptime' }));
    await service.create(actor, input({ title: 'snake_case API' }));
    await service.create(actor, input({ title: 'Launch!' }));
    await service.create(actor, input({ title: 'Plain' }));
    expect(await titles({ search: '%' })).toEqual(['100% Uptime']);
    expect(await titles({ search: '_' })).toEqual(['snake_case API']);
    expect(await titles({ search: '!' })).toEqual(['Launch!']);
    expect(await titles({ search: 'e_c' })).toEqual(['snake_case API']);
  });

  it('filters on the whole category, ignoring case', async () => {
    await service.create(actor, input({ title: 'Web', category: 'Web Development' }));
    await service.create(actor, input({ title: 'Web design', category: 'Web Design' }));
    expect(await titles({ category: 'web development' })).toEqual(['Web']);
    expect(await titles({ category: 'web' })).toEqual([]);
  });
});

describe('ProjectService.featured', () => {
  it('returns the flagged projects in id order', async () => {
    await service.create(actor, input({ title: 'One' }));
    await service.create(actor, input({ title: 'Two', featured: true }));
    await service.create(actor, input({ title: 'Three', featured: true }));
    expect((await service.featured()).map((p) => p.title)).toEqual(['Two', 'Three']);
  });

  it(`falls back to the first ${FEATURED_FALLBACK_COUNT} projects when none is flagged`, async () => {
    for (const title of ['1', '2', '3', '4', '5', '6']) await service.create(actor, input({ title }));
    expect((await service.featured()).map((p) => p.title)).toEqual(['1', '2', '3', '4']);
  });

  it('is empty when there are no projects', async () => {
    expect(await service.featured()).toEqual([]);
  });
});

describe('ProjectService create, update and delete', () => {
  it('trims the text fields on create', async () => {
    const created = await service.create(
      actor,
      input({ title: ' T ', client: ' C ', category: ' K ', description: ' D ' }),
    );
    expect(await service.get(created.id)).toMatchObject({ title: 'T', client: 'C', category: 'K', description: 'D' });
  });

  it('changes only the given fields, skipping undefined ones', async () => {
    const created = await service.create(actor, input({ featured: true }));
    const updated = await service.update(actor, created.id, { title: ' New title ', client: undefined });
    expect(updated).toMatchObject({ title: 'New title', client: 'Acme', featured: true, date: '2026-01-15' });
  });

  it("throws NOT_FOUND 'Project not found' for an unknown id on get, update and delete", async () => {
    const notFound = { message: 'Project not found', extensions: { code: 'NOT_FOUND' } };
    await expect(service.get(404)).rejects.toMatchObject(notFound);
    await expect(service.update(actor, 404, { title: 'x' })).rejects.toMatchObject(notFound);
    await expect(service.delete(actor, 404)).rejects.toMatchObject(notFound);
  });

  it('deletes a project and returns its id', async () => {
    const { id } = await service.create(actor, input());
    expect(await service.delete(actor, id)).toBe(id);
    await expect(service.get(id)).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });
});
