import { ContentPage } from '../../server/src/modules/content/page.entity';
import { AUDIT_ENTRIES, type AuditEntriesData, type AuditEntryView } from '../fixtures/audit';
import { ADMIN, dataOf, errorOf, STAFF, startTestApp, type TestApp } from '../fixtures/test-app';
import {
  CREATE_PAGE,
  DELETE_PAGE,
  insertPage,
  SITE_CONTENT,
  UPDATE_ABOUT,
  UPDATE_HOMEPAGE,
  UPDATE_PAGE,
  UPDATE_SERVICES,
  validAbout,
  validHomepage,
  validNewPage,
  validPageWords,
  validServices,
  type CreatePageData,
  type SiteContentData,
} from '../fixtures/website-content';

let app: TestApp;
const signedIn = {} as Record<'staff' | 'admin', { token: string; id: number; name: string }>;

async function signIn(account: { email: string; password: string }) {
  const token = await app.login(account.email, account.password);
  const { me } = dataOf(await app.gql<{ me: { id: number; name: string } }>('{ me { id name } }', {}, token));
  return { token, ...me };
}

beforeAll(async () => {
  app = await startTestApp();
  signedIn.staff = await signIn(STAFF);
  signedIn.admin = await signIn(ADMIN);
});
afterAll(() => app?.close());

async function history(entity: string, entityId?: string | number): Promise<AuditEntryView[]> {
  const variables = { entity, ...(entityId === undefined ? {} : { entityId: String(entityId) }) };
  return dataOf(await app.gql<AuditEntriesData>(AUDIT_ENTRIES, variables, signedIn.admin.token)).auditEntries.items;
}

const total = async () =>
  dataOf(await app.gql<AuditEntriesData>(AUDIT_ENTRIES, {}, signedIn.admin.token)).auditEntries.total;

const current = async () => dataOf(await app.gql<SiteContentData>(SITE_CONTENT)).siteContent;

describe('the audit trail of the website texts', () => {
  it('records each tab saved, labelled with the tab, with only that tab’s changed fields', async () => {
    const { token, id, name } = signedIn.staff;
    const before = await current();

    dataOf(
      await app.gql(
        UPDATE_HOMEPAGE,
        { input: validHomepage(before.homepageVersion, { heroTitle: 'Audited hero' }) },
        token,
      ),
    );
    dataOf(
      await app.gql(UPDATE_ABOUT, { input: validAbout(before.aboutVersion, { aboutTitle: 'Audited about' }) }, token),
    );
    dataOf(
      await app.gql(
        UPDATE_SERVICES,
        { input: validServices(before.servicesVersion, { servicesIntroduction: 'Audited.' }) },
        token,
      ),
    );

    const [homepage] = await history('WebsiteContent', 'homepage');
    expect(homepage).toMatchObject({ actorId: id, actorName: name, action: 'update', label: 'Homepage' });
    expect(homepage!.changes).toContainEqual({
      field: 'heroTitle',
      from: before.heroTitle,
      to: 'Audited hero',
      masked: false,
    });
    expect(homepage!.changes.map((c) => c.field)).not.toContain('aboutTitle');

    const [about] = await history('WebsiteContent', 'about');
    expect(about).toMatchObject({ actorId: id, label: 'About' });
    expect(about!.changes).toContainEqual({
      field: 'aboutTitle',
      from: before.aboutTitle,
      to: 'Audited about',
      masked: false,
    });

    const [services] = await history('WebsiteContent', 'services');
    expect(services).toMatchObject({ actorId: id, label: 'Services' });
    expect(services!.changes).toContainEqual(
      expect.objectContaining({ field: 'servicesIntroduction', to: 'Audited.' }),
    );
  });

  it('records nothing for a stale save or a refused text', async () => {
    const { token } = signedIn.admin;
    const { homepageVersion } = await current();
    const count = await total();

    const stale = errorOf(await app.gql(UPDATE_HOMEPAGE, { input: validHomepage(homepageVersion - 1) }, token));
    expect(stale.extensions?.code).toBe('CONFLICT');
    const invalid = errorOf(
      await app.gql(UPDATE_HOMEPAGE, { input: validHomepage(homepageVersion, { heroImageUrl: 'not a url' }) }, token),
    );
    expect(invalid.extensions?.code).toBe('BAD_USER_INPUT');

    expect(await total()).toBe(count);
  });
});

describe('the audit trail of content pages', () => {
  it('records a page created, edited and deleted, labelled with its title', async () => {
    const staff = signedIn.staff;
    const input = validNewPage('audited-page', { title: 'Audited Page' });
    const { id } = dataOf(await app.gql<CreatePageData>(CREATE_PAGE, { input }, staff.token)).createPage;
    dataOf(await app.gql(UPDATE_PAGE, { id, input: validPageWords({ title: 'Audited Page, renamed' }) }, staff.token));
    dataOf(await app.gql(DELETE_PAGE, { id }, signedIn.admin.token));

    const [deleted, updated, created] = await history('ContentPage', id);
    expect(created).toMatchObject({
      action: 'create',
      actorId: staff.id,
      actorName: staff.name,
      label: 'Audited Page',
    });
    expect(created!.changes).toContainEqual({ field: 'slug', from: null, to: 'audited-page', masked: false });
    expect(updated).toMatchObject({ action: 'update', actorId: staff.id, label: 'Audited Page, renamed' });
    expect(updated!.changes).toContainEqual({
      field: 'title',
      from: 'Audited Page',
      to: 'Audited Page, renamed',
      masked: false,
    });
    expect(deleted).toMatchObject({ action: 'delete', actorId: signedIn.admin.id, label: 'Audited Page, renamed' });
  });

  it('records nothing for a taken address, an unknown page or a fixed page kept', async () => {
    const { token } = signedIn.admin;
    await insertPage(app.dataSource, 'taken-address');
    const count = await total();

    expect(errorOf(await app.gql(CREATE_PAGE, { input: validNewPage('taken-address') }, token)).extensions?.code).toBe(
      'CONFLICT',
    );
    expect(errorOf(await app.gql(UPDATE_PAGE, { id: 999999, input: validPageWords() }, token)).extensions?.code).toBe(
      'NOT_FOUND',
    );
    const about = await app.dataSource.getRepository(ContentPage).findOneByOrFail({ slug: 'about' });
    expect(errorOf(await app.gql(DELETE_PAGE, { id: about.id }, token)).extensions?.code).toBe('BAD_USER_INPUT');

    expect(await total()).toBe(count);
  });
});
