import {
  CREATE,
  DELETE,
  PROJECT,
  PROJECTS,
  UNKNOWN_ID,
  UPDATE,
  validProject,
  type CreateData,
  type DeleteData,
  type ProjectData,
  type ProjectInput,
  type ProjectView,
  type ProjectsData,
  type UpdateData,
} from '../fixtures/projects';
import { dataOf, errorOf, startTestApp, STAFF, type TestApp } from '../fixtures/test-app';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = await app.login(STAFF.email, STAFF.password);
});
afterAll(() => app?.close());

const create = async (input: ProjectInput): Promise<ProjectView> =>
  dataOf(await app.gql<CreateData>(CREATE, { input }, token)).createProject;
const update = async (id: number, input: Partial<ProjectInput>): Promise<ProjectView> =>
  dataOf(await app.gql<UpdateData>(UPDATE, { id, input }, token)).updateProject;
const read = async (id: number): Promise<ProjectView> => dataOf(await app.gql<ProjectData>(PROJECT, { id })).project;
const search = async (text: string): Promise<string[]> =>
  dataOf(await app.gql<ProjectsData>(PROJECTS, { search: text, limit: 100 })).projects.items.map((p) => p.title);

describe('creating a project', () => {
  it('stores it with status PLANNING, not featured and the CODE icon when those are left out', async () => {
    const created = await create(validProject());
    expect(created).toMatchObject({ ...validProject(), status: 'PLANNING', featured: false, icon: 'CODE' });
    expect(await read(created.id)).toEqual(created);
  });

  it('keeps the status, featured flag and icon it is given', async () => {
    const created = await create(validProject({ status: 'ON_HOLD', featured: true, icon: 'DATABASE' }));
    expect(await read(created.id)).toMatchObject({ status: 'ON_HOLD', featured: true, icon: 'DATABASE' });
  });

  it('trims white space around the text fields', async () => {
    const created = await create(
      validProject({
        title: '  Route Planner \n',
        client: '\tAcme Freight ',
        category: ' Mobile Development ',
        description: ' Fast. ',
      }),
    );
    expect(created).toMatchObject({
      title: 'Route Planner',
      client: 'Acme Freight',
      category: 'Mobile Development',
      description: 'Fast.',
    });
  });

  it('keeps any Unicode text intact, emoji included', async () => {
    const title = 'Café Zürich — 東京 launch 🚀';
    const created = await create(validProject({ title }));
    expect((await read(created.id)).title).toBe(title);
  });

  it('adds it to the list', async () => {
    const before = dataOf(await app.gql<ProjectsData>(PROJECTS)).projects.total;
    const created = await create(validProject({ title: 'Warehouse Robotics Pilot' }));
    const after = dataOf(await app.gql<ProjectsData>(PROJECTS, { limit: 100 })).projects;
    expect(after.total).toBe(before + 1);
    expect(after.items.map((item) => item.id)).toContain(created.id);
  });

  it('can then be found by a search with LIKE wildcards, taken literally', async () => {
    await create(validProject({ title: 'Spring Sale: 30% Off_All' }));
    expect(await search('30%')).toEqual(['Spring Sale: 30% Off_All']);
    expect(await search('%')).toEqual(['Spring Sale: 30% Off_All']);
    expect(await search('f_a')).toEqual(['Spring Sale: 30% Off_All']);
    expect(await search('3_%')).toEqual([]);
  });
});

describe('updating a project', () => {
  it('changes only the fields it is given', async () => {
    const original = await create(validProject({ featured: true, icon: 'CPU' }));
    const updated = await update(original.id, { status: 'COMPLETED' });
    const { status: _status, updatedAt: _updatedAt, ...unchanged } = original;
    expect(updated).toMatchObject({ ...unchanged, status: 'COMPLETED' });
    expect(await read(original.id)).toEqual(updated);
  });

  it('trims the text it changes', async () => {
    const original = await create(validProject());
    expect((await update(original.id, { title: '  Renamed  ' })).title).toBe('Renamed');
  });

  it('can change every field at once', async () => {
    const original = await create(validProject());
    const changes: ProjectInput = {
      title: 'Billing Platform',
      client: 'Harbor Health Clinics',
      category: 'Custom Software',
      status: 'IN_PROGRESS',
      date: '2027-01-31',
      description: 'Invoices from the clinic visits.',
      featured: true,
      icon: 'BAR_CHART_3',
    };
    expect(await update(original.id, changes)).toMatchObject({ id: original.id, ...changes });
  });

  it('leaves the project as it was when given no fields', async () => {
    const original = await create(validProject());
    expect(await update(original.id, {})).toEqual(original);
  });

  it("is NOT_FOUND with 'Project not found' for an unknown id", async () => {
    const response = await app.gql(UPDATE, { id: UNKNOWN_ID, input: { title: 'Ghost' } }, token);
    expect(response.data).toBeNull();
    expect(errorOf(response)).toMatchObject({ message: 'Project not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('deleting a project', () => {
  it('removes it and answers with its id', async () => {
    const { id } = await create(validProject({ title: 'Short-lived Project' }));
    expect(dataOf(await app.gql<DeleteData>(DELETE, { id }, token)).deleteProject).toBe(id);
    expect(errorOf(await app.gql(PROJECT, { id })).extensions?.code).toBe('NOT_FOUND');
    expect(await search('Short-lived')).toEqual([]);
  });

  it("is NOT_FOUND with 'Project not found' for an unknown id, and for one already deleted", async () => {
    const { id } = await create(validProject());
    await app.gql(DELETE, { id }, token);
    for (const missing of [UNKNOWN_ID, id]) {
      const response = await app.gql(DELETE, { id: missing }, token);
      expect(errorOf(response)).toMatchObject({ message: 'Project not found', extensions: { code: 'NOT_FOUND' } });
    }
  });
});
