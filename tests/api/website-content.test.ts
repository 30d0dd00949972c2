import { WEBSITE_CONTENT_LIMITS, WEBSITE_CONTENT_MESSAGES as M } from '@site/shared';
import { Role } from '../../server/src/auth/roles';
import { SEED_WEBSITE_CONTENT } from '../../server/src/db/seed/website-content';
import { ADMIN, dataOf, errorOf, STAFF, startTestApp, type TestApp } from '../fixtures/test-app';
import { insertUser } from '../fixtures/users';
import {
  SITE_CONTENT,
  storedContent,
  UPDATE_ABOUT,
  UPDATE_HOMEPAGE,
  UPDATE_SERVICES,
  validAbout,
  validHomepage,
  validServices,
  type SiteContentData,
  type UpdateAboutData,
  type UpdateHomepageData,
  type UpdateServicesData,
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
  await insertUser(app.dataSource, { email: 'client@content.example', password, role: Role.CLIENT });
  client = await app.login('client@content.example', password);
});
afterAll(() => app?.close());

const current = async () => dataOf(await app.gql<SiteContentData>(SITE_CONTENT)).siteContent;

describe('siteContent', () => {
  it('gives anyone the seeded texts the public pages showed before they were editable, each tab at version 1', async () => {
    const { homepageVersion, aboutVersion, servicesVersion, ...texts } = await current();
    const { id: _id, ...seeded } = SEED_WEBSITE_CONTENT;
    expect(texts).toEqual(seeded);
    expect(texts.heroImageUrl).toBeNull();
    expect([homepageVersion, aboutVersion, servicesVersion]).toEqual([1, 1, 1]);
  });
});

describe('saving a tab', () => {
  it('saves the Homepage tab as a whole for staff, trimmed, and moves only its version on', async () => {
    const before = await current();
    const input = validHomepage(before.homepageVersion, {
      heroTitle: '  Software that ships  ',
      heroSubtitle: 'Line one\r\nline two',
      heroImageUrl: ' https://cdn.example.com/a/hero.webp?w=1200 ',
    });
    const saved = dataOf(await app.gql<UpdateHomepageData>(UPDATE_HOMEPAGE, { input }, staff)).updateHomepageContent;
    expect(saved).toMatchObject({
      heroTitle: 'Software that ships',
      heroSubtitle: 'Line one\nline two',
      heroImageUrl: 'https://cdn.example.com/a/hero.webp?w=1200',
      homepageVersion: before.homepageVersion + 1,
      aboutVersion: before.aboutVersion,
      servicesVersion: before.servicesVersion,
      aboutTitle: before.aboutTitle,
    });
    expect(await current()).toEqual(saved);
  });

  it('removes the hero image when the address is left blank or null', async () => {
    for (const heroImageUrl of ['   ', null]) {
      const { homepageVersion } = await current();
      const input = validHomepage(homepageVersion, { heroImageUrl });
      const saved = dataOf(await app.gql<UpdateHomepageData>(UPDATE_HOMEPAGE, { input }, admin)).updateHomepageContent;
      expect(saved.heroImageUrl).toBeNull();
    }
  });

  it('saves the About and Services tabs for the admin', async () => {
    const before = await current();
    const about = dataOf(
      await app.gql<UpdateAboutData>(UPDATE_ABOUT, { input: validAbout(before.aboutVersion) }, admin),
    ).updateAboutContent;
    const { version: _about, ...aboutTexts } = validAbout(0);
    expect(about).toMatchObject({ ...aboutTexts, aboutVersion: before.aboutVersion + 1, heroTitle: before.heroTitle });
    const services = dataOf(
      await app.gql<UpdateServicesData>(UPDATE_SERVICES, { input: validServices(before.servicesVersion) }, admin),
    ).updateServicesContent;
    const { version: _services, ...servicesTexts } = validServices(0);
    expect(services).toMatchObject({ ...servicesTexts, servicesVersion: before.servicesVersion + 1 });
    expect(services.aboutVersion).toBe(before.aboutVersion + 1);
  });

  it.each([
    ['anonymous', undefined, 'UNAUTHENTICATED'],
    ['a client', 'client', 'FORBIDDEN'],
  ])('refuses %s and changes nothing', async (_who, caller, code) => {
    const before = await storedContent(app.dataSource);
    const token = caller ? client : undefined;
    for (const [document, input] of [
      [UPDATE_HOMEPAGE, validHomepage(before.homepageVersion, { heroTitle: 'Hijacked' })],
      [UPDATE_ABOUT, validAbout(before.aboutVersion, { aboutTitle: 'Hijacked' })],
      [UPDATE_SERVICES, validServices(before.servicesVersion, { servicesIntroduction: 'Hijacked' })],
    ] as const) {
      expect(errorOf(await app.gql(document, { input }, token)).extensions?.code).toBe(code);
    }
    expect(await storedContent(app.dataSource)).toEqual(before);
  });
});

describe('validation', () => {
  const refused = async (document: string, input: Record<string, unknown>) => {
    const before = await storedContent(app.dataSource);
    const error = errorOf(await app.gql(document, { input }, admin));
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await storedContent(app.dataSource)).toEqual(before);
    return error.extensions?.fields;
  };

  it.each([
    'javascript:alert(1)',
    'ftp://files.example.com/hero.jpg',
    '/images/hero.jpg',
    'https://',
    'http://exa mple.com/x.png',
    'data:image/png;base64,AAAA',
    'https://user:pw@example.com/x.png',
  ])('refuses the hero image address %j with a field error', async (heroImageUrl) => {
    const { homepageVersion } = await current();
    expect(await refused(UPDATE_HOMEPAGE, validHomepage(homepageVersion, { heroImageUrl }))).toEqual({
      heroImageUrl: [M.heroImageUrl],
    });
  });

  it('refuses blank and too long texts, each under its own field', async () => {
    const { homepageVersion, aboutVersion, servicesVersion } = await current();
    const L = WEBSITE_CONTENT_LIMITS;
    expect(await refused(UPDATE_HOMEPAGE, validHomepage(homepageVersion, { heroTitle: '  ' }))).toEqual({
      heroTitle: [M.heroTitle],
    });
    expect(
      await refused(UPDATE_HOMEPAGE, validHomepage(homepageVersion, { heroSubtitle: 'x'.repeat(L.heroSubtitle + 1) })),
    ).toEqual({ heroSubtitle: [M.heroSubtitleMax] });
    expect(
      await refused(
        UPDATE_ABOUT,
        validAbout(aboutVersion, { aboutContent: '', missionStatement: 'm'.repeat(L.missionStatement + 1) }),
      ),
    ).toEqual({ aboutContent: [M.aboutContent], missionStatement: [M.missionStatementMax] });
    expect(await refused(UPDATE_SERVICES, validServices(servicesVersion, { servicesIntroduction: '\n' }))).toEqual({
      servicesIntroduction: [M.servicesIntroduction],
    });
  });

  it('accepts a text of exactly the limit, counted without surrounding spaces', async () => {
    const { heroTitle: limit } = WEBSITE_CONTENT_LIMITS;
    const { homepageVersion } = await current();
    const input = validHomepage(homepageVersion, { heroTitle: `  ${'t'.repeat(limit)}  ` });
    const saved = dataOf(await app.gql<UpdateHomepageData>(UPDATE_HOMEPAGE, { input }, admin)).updateHomepageContent;
    expect(saved.heroTitle).toHaveLength(limit);
  });
});

describe('saves from a stale form', () => {
  it('refuses a save from a version someone already saved over, keeping their words', async () => {
    const { homepageVersion } = await current();
    dataOf(await app.gql(UPDATE_HOMEPAGE, { input: validHomepage(homepageVersion, { heroTitle: 'First' }) }, staff));
    const error = errorOf(
      await app.gql(UPDATE_HOMEPAGE, { input: validHomepage(homepageVersion, { heroTitle: 'Second' }) }, admin),
    );
    expect(error).toMatchObject({ message: M.changedMeanwhile, extensions: { code: 'CONFLICT' } });
    expect((await current()).heroTitle).toBe('First');
  });

  it('lets two people save different tabs from the same moment', async () => {
    const before = await current();
    const [home, about] = await Promise.all([
      app.gql(UPDATE_HOMEPAGE, { input: validHomepage(before.homepageVersion, { heroTitle: 'Home edit' }) }, staff),
      app.gql(UPDATE_ABOUT, { input: validAbout(before.aboutVersion, { aboutTitle: 'About edit' }) }, admin),
    ]);
    dataOf(home);
    dataOf(about);
    expect(await current()).toMatchObject({ heroTitle: 'Home edit', aboutTitle: 'About edit' });
  });

  it('of several saves racing from one version of a tab, exactly one wins and the rest get CONFLICT', async () => {
    const { servicesVersion } = await current();
    const answers = await Promise.all(
      ['A', 'B', 'C', 'D'].map((letter) =>
        app.gql<UpdateServicesData>(
          UPDATE_SERVICES,
          { input: validServices(servicesVersion, { servicesIntroduction: `Intro ${letter}` }) },
          letter < 'C' ? admin : staff,
        ),
      ),
    );
    const won = answers.filter((answer) => answer.data?.updateServicesContent);
    const lost = answers.filter((answer) => answer.errors?.[0]?.extensions?.code === 'CONFLICT');
    expect([won.length, lost.length]).toEqual([1, 3]);
    const after = await current();
    expect(after.servicesVersion).toBe(servicesVersion + 1);
    expect(after.servicesIntroduction).toBe(won[0]!.data!.updateServicesContent.servicesIntroduction);
  });
});
