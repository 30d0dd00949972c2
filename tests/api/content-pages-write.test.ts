import { CONTENT_PAGE_LIMITS, CONTENT_PAGE_MESSAGES as M } from '@site/shared';
import { Role } from '../../server/src/auth/roles';
import { ContentPage } from '../../server/src/modules/content/page.entity';
import { PAGE, type PageData } from '../fixtures/pages';
import { ADMIN, dataOf, errorOf, STAFF, startTestApp, type TestApp } from '../fixtures/test-app';
import { insertUser } from '../fixtures/users';
import {
  CREATE_PAGE,
  DELETE_PAGE,
  insertPage,
  UPDATE_PAGE,
  validNewPage,
  validPageWords,
  type CreatePageData,
  type DeletePageData,
  type UpdatePageData,
} from '../fixtures/website-content';

let app: TestApp;
let admin: string;
let staff: string;
let client: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login(ADMIN.email, ADMIN.password);
  staff = await app.login(STAFF.email, STAFF.password);
  const password = 'Granite-Harbour-Light-4';
  await insertUser(app.dataSource, { email: 'client@pages.example', password, role: Role.CLIENT });
  client = await app.login('client@pages.example', password);
});
afterAll(() => app?.close());

const pageCount = () => app.dataSource.getRepository(ContentPage).count();
const stored = (id: number) => app.dataSource.getRepository(ContentPage).findOneBy({ id });

describe('createPage', () => {
  it('adds a page staff can then read at its address, its words trimmed', async () => {
    const input = validNewPage('  case-studies ', { title: '  Case Studies ', body: 'One.\r\n\r\nTwo.' });
    const created = dataOf(await app.gql<CreatePageData>(CREATE_PAGE, { input }, staff)).createPage;
    expect(created).toMatchObject({ slug: 'case-studies', title: 'Case Studies', body: 'One.\n\nTwo.' });
    const { page } = dataOf(await app.gql<PageData>(PAGE, { slug: 'case-studies' }));
    expect(page).toMatchObject({ id: created.id, title: 'Case Studies', summary: input.summary });
  });

  it.each(['About-Us', 'about us', 'careers_2026', '-careers', 'careers-', 'jobs--open', 'über'])(
    'refuses the address %j with the address rule',
    async (slug) => {
      const before = await pageCount();
      const error = errorOf(await app.gql(CREATE_PAGE, { input: validNewPage(slug) }, admin));
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { slug: [M.slugFormat] } });
      expect(await pageCount()).toBe(before);
    },
  );

  it('refuses missing and too long words, each under its field', async () => {
    const error = errorOf(
      await app.gql(
        CREATE_PAGE,
        {
          input: validNewPage('empty-words', {
            title: ' ',
            summary: 's'.repeat(CONTENT_PAGE_LIMITS.summary + 1),
            body: '',
          }),
        },
        admin,
      ),
    );
    expect(error.extensions?.fields).toEqual({ title: [M.title], summary: [M.summaryMax], body: [M.body] });
  });

  it('refuses an address that is taken with CONFLICT and a clear message, the fixed pages included', async () => {
    dataOf(await app.gql(CREATE_PAGE, { input: validNewPage('careers') }, admin));
    for (const slug of ['careers', 'about']) {
      const before = await pageCount();
      const error = errorOf(await app.gql(CREATE_PAGE, { input: validNewPage(slug, { title: 'Again' }) }, staff));
      expect(error).toMatchObject({ message: M.slugTaken(slug), extensions: { code: 'CONFLICT' } });
      expect(await pageCount()).toBe(before);
    }
  });

  it('of two creates racing for one address, one wins and the other gets CONFLICT', async () => {
    const answers = await Promise.all(
      [admin, staff].map((token) => app.gql<CreatePageData>(CREATE_PAGE, { input: validNewPage('race') }, token)),
    );
    expect(answers.filter((a) => a.data?.createPage)).toHaveLength(1);
    expect(answers.filter((a) => a.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(1);
  });

  it.each([
    ['anonymous', () => undefined, 'UNAUTHENTICATED'],
    ['a client', () => client, 'FORBIDDEN'],
  ])('refuses %s', async (_who, token, code) => {
    const before = await pageCount();
    expect(errorOf(await app.gql(CREATE_PAGE, { input: validNewPage('sneaky') }, token())).extensions?.code).toBe(code);
    expect(await pageCount()).toBe(before);
  });
});

describe('updatePage', () => {
  it("replaces a page's title, summary and body and keeps its address", async () => {
    const id = await insertPage(app.dataSource, 'press');
    const input = validPageWords({ title: 'Press', summary: 'News about us.', body: '## Coverage\n\nPlenty.' });
    const updated = dataOf(await app.gql<UpdatePageData>(UPDATE_PAGE, { id, input }, staff)).updatePage;
    expect(updated).toMatchObject({ id, slug: 'press', ...input });
  });

  it('edits the fixed about page too', async () => {
    const { page } = dataOf(await app.gql<PageData>(PAGE, { slug: 'about' }));
    const input = validPageWords({ title: 'About Brightline' });
    dataOf(await app.gql(UPDATE_PAGE, { id: page.id, input }, admin));
    expect((await stored(page.id))?.title).toBe('About Brightline');
  });

  it('answers NOT_FOUND for an unknown page and BAD_USER_INPUT for blank words, changing nothing', async () => {
    expect(errorOf(await app.gql(UPDATE_PAGE, { id: 999_999, input: validPageWords() }, admin))).toMatchObject({
      message: M.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
    const id = await insertPage(app.dataSource, 'unchanged');
    const before = await stored(id);
    const error = errorOf(await app.gql(UPDATE_PAGE, { id, input: validPageWords({ body: '   ' }) }, admin));
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { body: [M.body] } });
    expect(await stored(id)).toEqual(before);
  });

  it('refuses a client', async () => {
    const id = await insertPage(app.dataSource, 'client-edit');
    const error = errorOf(await app.gql(UPDATE_PAGE, { id, input: validPageWords({ title: 'X' }) }, client));
    expect(error.extensions?.code).toBe('FORBIDDEN');
    expect((await stored(id))?.title).toBe('T');
  });
});

describe('deletePage', () => {
  it('deletes a page and returns its id; its address then answers NOT_FOUND', async () => {
    const id = await insertPage(app.dataSource, 'old-news');
    expect(dataOf(await app.gql<DeletePageData>(DELETE_PAGE, { id }, staff)).deletePage).toBe(id);
    expect(errorOf(await app.gql(PAGE, { slug: 'old-news' })).extensions?.code).toBe('NOT_FOUND');
    expect(errorOf(await app.gql(DELETE_PAGE, { id }, staff)).extensions?.code).toBe('NOT_FOUND');
  });

  it.each(['about', 'terms', 'privacy'])('keeps the fixed %s page', async (slug) => {
    const { page } = dataOf(await app.gql<PageData>(PAGE, { slug }));
    const error = errorOf(await app.gql(DELETE_PAGE, { id: page.id }, admin));
    expect(error).toMatchObject({ message: M.fixed, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await stored(page.id)).not.toBeNull();
  });

  it('refuses anonymous callers', async () => {
    const id = await insertPage(app.dataSource, 'anon-delete');
    expect(errorOf(await app.gql(DELETE_PAGE, { id })).extensions?.code).toBe('UNAUTHENTICATED');
    expect(await stored(id)).not.toBeNull();
  });
});
