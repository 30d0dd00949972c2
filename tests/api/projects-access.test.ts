import { Role } from '../../server/src/auth/roles';
import { Project } from '../../server/src/modules/projects/project.entity';
import {
  CREATE,
  DELETE,
  FEATURED,
  PROJECT,
  PROJECTS,
  UPDATE,
  validProject,
  type CreateData,
  type DeleteData,
  type UpdateData,
} from '../fixtures/projects';
import { ADMIN, dataOf, errorOf, startTestApp, STAFF, type GqlResponse, type TestApp } from '../fixtures/test-app';
import { insertUser } from '../fixtures/users';

const CLIENT = { email: 'buyer@client.example', password: 'Client#2026' };

let app: TestApp;
const tokens: Record<'staff' | 'admin' | 'client', string> = { staff: '', admin: '', client: '' };
let seededId: number;

beforeAll(async () => {
  app = await startTestApp();
  await insertUser(app.dataSource, { ...CLIENT, role: Role.CLIENT });
  [tokens.staff, tokens.admin, tokens.client] = await Promise.all([
    app.login(STAFF.email, STAFF.password),
    app.login(ADMIN.email, ADMIN.password),
    app.login(CLIENT.email, CLIENT.password),
  ]);
  seededId = (await app.dataSource.getRepository(Project).find({ order: { id: 'ASC' }, take: 1 }))[0]!.id;
});
afterAll(() => app?.close());

/** Every project row as stored, to show that a refused call changed nothing. */
const snapshot = () => app.dataSource.getRepository(Project).find({ order: { id: 'ASC' } });

const writes: [string, (token?: string) => Promise<GqlResponse<unknown>>][] = [
  ['createProject', (token) => app.gql(CREATE, { input: validProject() }, token)],
  ['updateProject', (token) => app.gql(UPDATE, { id: seededId, input: { title: 'Hijacked' } }, token)],
  ['deleteProject', (token) => app.gql(DELETE, { id: seededId }, token)],
];

describe('without signing in', () => {
  it.each(writes)('%s is UNAUTHENTICATED and changes nothing', async (_name, call) => {
    const before = await snapshot();
    const response = await call();
    expect(response.data).toBeNull();
    expect(errorOf(response)).toMatchObject({
      message: 'You must be signed in to do this',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('the list, the featured projects and one project can be read', async () => {
    for (const [query, variables] of [
      [PROJECTS, {}],
      [FEATURED, {}],
      [PROJECT, { id: seededId }],
    ] as const) {
      const response = await app.gql(query, variables);
      expect(response.errors).toBeUndefined();
      expect(response.data).toBeTruthy();
    }
  });
});

describe('signed in as a client', () => {
  it.each(writes)('%s is FORBIDDEN and changes nothing', async (_name, call) => {
    const before = await snapshot();
    const response = await call(tokens.client);
    expect(response.data).toBeNull();
    expect(errorOf(response)).toMatchObject({
      message: 'You do not have permission to do this',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe.each(['staff', 'admin'] as const)('signed in as %s', (role) => {
  it('creates, updates and deletes a project', async () => {
    const token = tokens[role];
    const input = validProject({ title: `By ${role}` });
    const { createProject } = dataOf(await app.gql<CreateData>(CREATE, { input }, token));
    const { updateProject } = dataOf(
      await app.gql<UpdateData>(UPDATE, { id: createProject.id, input: { status: 'COMPLETED' } }, token),
    );
    expect(updateProject).toMatchObject({ title: `By ${role}`, status: 'COMPLETED' });
    const { deleteProject } = dataOf(await app.gql<DeleteData>(DELETE, { id: createProject.id }, token));
    expect(deleteProject).toBe(createProject.id);
    expect(await app.dataSource.getRepository(Project).existsBy({ id: createProject.id })).toBe(false);
  });
});
