import { Project } from '../../server/src/modules/projects/project.entity';
import { CREATE, UPDATE, validProject, type CreateData, type ProjectInput } from '../fixtures/projects';
import { dataOf, errorOf, startTestApp, STAFF, type TestApp } from '../fixtures/test-app';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = await app.login(STAFF.email, STAFF.password);
});
afterAll(() => app?.close());

const rowCount = () => app.dataSource.getRepository(Project).count();
const createWith = (overrides: Partial<ProjectInput>) =>
  app.gql<CreateData>(CREATE, { input: validProject(overrides) }, token);

/** The BAD_USER_INPUT error of a refused create, checked to have written nothing. */
async function refusedCreate(overrides: Partial<ProjectInput>) {
  const before = await rowCount();
  const response = await createWith(overrides);
  expect(response.data).toBeNull();
  expect(await rowCount()).toBe(before);
  const error = errorOf(response);
  expect(error.extensions?.code).toBe('BAD_USER_INPUT');
  return error;
}

const REQUIRED: [keyof ProjectInput, string][] = [
  ['title', 'Project title is required'],
  ['client', 'Client is required'],
  ['category', 'Category is required'],
  ['date', 'Date is required'],
  ['description', 'Description is required'],
];

describe('a project is refused, and nothing written, when', () => {
  describe.each(REQUIRED)('%s', (field, message) => {
    it.each(['', '   ', '\n\t'])(`is %p: "${message}"`, async (value) => {
      const error = await refusedCreate({ [field]: value });
      expect(error.message).toBe(message);
      expect(error.extensions?.fields).toEqual({ [field]: [message] });
    });
  });

  it('every required field is empty, with one message per field', async () => {
    const error = await refusedCreate({ title: '', client: '', category: '', date: '', description: '' });
    const expected = Object.fromEntries(REQUIRED.map(([field, message]) => [field, [message]]));
    expect(error.extensions?.fields).toEqual(expected);
  });

  it.each(['2026-02-30', '2026-13-01', '2025-02-29', '14/03/2026', '2026-3-14', 'tomorrow'])(
    'the date is %p, not a real YYYY-MM-DD day',
    async (date) => {
      const error = await refusedCreate({ date });
      expect(error.message).toBe('Date must be a valid date (YYYY-MM-DD)');
      expect(error.extensions?.fields).toEqual({ date: ['Date must be a valid date (YYYY-MM-DD)'] });
    },
  );

  it.each([
    ['title', 200, 'Project title must be at most 200 characters'],
    ['client', 200, 'Client must be at most 200 characters'],
    ['category', 200, 'Category must be at most 200 characters'],
    ['description', 5000, 'Description must be at most 5000 characters'],
  ] as const)('the %s is longer than %i characters', async (field, max, message) => {
    const error = await refusedCreate({ [field]: 'x'.repeat(max + 1) });
    expect(error.extensions?.fields).toEqual({ [field]: [message] });
  });
});

describe('a project is accepted', () => {
  it('with every text exactly at its maximum length, stored in full', async () => {
    const input = validProject({
      title: 'T'.repeat(200),
      client: 'C'.repeat(200),
      category: 'K'.repeat(200),
      description: 'D'.repeat(5000),
    });
    const { createProject } = dataOf(await app.gql<CreateData>(CREATE, { input }, token));
    const stored = await app.dataSource.getRepository(Project).findOneByOrFail({ id: createProject.id });
    expect([stored.title.length, stored.client.length, stored.category.length, stored.description.length]).toEqual([
      200, 200, 200, 5000,
    ]);
  });

  it('on 29 February of a leap year', async () => {
    expect(dataOf(await createWith({ date: '2024-02-29' })).createProject.date).toBe('2024-02-29');
  });
});

describe('an update is refused, and the project left as it was, when', () => {
  let id: number;
  beforeAll(async () => {
    id = dataOf(await createWith({})).createProject.id;
  });

  it.each(REQUIRED)('the %s is blank: "%s"', async (field, message) => {
    const response = await app.gql(UPDATE, { id, input: { [field]: '  ' } }, token);
    expect(errorOf(response)).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', fields: { [field]: [message] } },
    });
    expect(await app.dataSource.getRepository(Project).findOneByOrFail({ id })).toMatchObject(validProject());
  });

  it('the date is not a real day', async () => {
    const response = await app.gql(UPDATE, { id, input: { date: '2026-02-30' } }, token);
    expect(errorOf(response).extensions?.fields).toEqual({ date: ['Date must be a valid date (YYYY-MM-DD)'] });
  });

  it('the title is longer than 200 characters', async () => {
    const response = await app.gql(UPDATE, { id, input: { title: 'x'.repeat(201) } }, token);
    expect(errorOf(response).extensions?.fields).toEqual({ title: ['Project title must be at most 200 characters'] });
  });
});

describe('values outside the schema', () => {
  it('an unknown status is refused before any resolver runs', async () => {
    const before = await rowCount();
    const response = await app.gql(CREATE, { input: { ...validProject(), status: 'DONE' } }, token);
    expect(errorOf(response).extensions?.code).toBe('BAD_USER_INPUT');
    expect(await rowCount()).toBe(before);
  });
});
