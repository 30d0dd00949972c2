import { pageBlocks } from '@site/shared';
import { PAGE, PAGES, type ContentPageView, type PageData, type PagesData } from '../fixtures/pages';
import { dataOf, errorOf, startTestApp, type TestApp } from '../fixtures/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const page = async (slug: string): Promise<ContentPageView> => dataOf(await app.gql<PageData>(PAGE, { slug })).page;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the page list (for the sitemap)', () => {
  it('has the seeded about, privacy and terms pages, by slug, with their titles and summaries', async () => {
    const { pages } = dataOf(await app.gql<PagesData>(PAGES));
    expect(pages.map(({ slug, title }) => ({ slug, title }))).toEqual([
      { slug: 'about', title: 'About Us' },
      { slug: 'privacy', title: 'Privacy Policy' },
      { slug: 'terms', title: 'Terms of Use' },
    ]);
    for (const listed of pages) {
      const full = await page(listed.slug);
      expect(listed).toEqual({
        id: full.id,
        slug: full.slug,
        title: full.title,
        summary: full.summary,
        updatedAt: full.updatedAt,
      });
    }
  });

  it('does not offer the bodies', async () => {
    const response = await app.gql('query { pages { slug body } }');
    expect(errorOf(response).extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('one page', () => {
  it('is found by its slug with every field', async () => {
    const about = await page('about');
    expect(about).toMatchObject({ slug: 'about', title: 'About Us' });
    expect(new Date(about.createdAt).toISOString()).toBe(about.createdAt);
    expect(new Date(about.updatedAt).toISOString()).toBe(about.updatedAt);
  });

  it('is found whatever the case of the slug and surrounding spaces', async () => {
    expect((await page(' Terms ')).slug).toBe('terms');
  });

  it.each(['careers', '', 'about/../terms', 'x'.repeat(500)])(
    "is NOT_FOUND with 'Page not found' for the unknown slug %p",
    async (slug) => {
      const response = await app.gql(PAGE, { slug });
      expect(response.data).toBeNull();
      expect(errorOf(response)).toMatchObject({ message: 'Page not found', extensions: { code: 'NOT_FOUND' } });
    },
  );
});

describe('the seeded texts', () => {
  it.each(['about', 'terms', 'privacy'])(
    '%s has a one-sentence summary short enough for a meta description',
    async (slug) => {
      const { summary } = await page(slug);
      expect(summary.length).toBeGreaterThan(50);
      expect(summary.length).toBeLessThanOrEqual(160);
      expect(summary).toMatch(/^[^.!?]+\.$/);
    },
  );

  it.each(['about', 'terms', 'privacy'])(
    '%s has a body of several hundred words, in headed paragraphs',
    async (slug) => {
      const { body } = await page(slug);
      expect(words(body)).toBeGreaterThan(400);
      expect(body).not.toMatch(/lorem|ipsum|\bTBD\b|\bTODO\b|<[a-z]/i);
      const blocks = pageBlocks(body);
      expect(blocks.filter((block) => block.kind === 'heading').length).toBeGreaterThanOrEqual(4);
      expect(blocks.filter((block) => block.kind === 'paragraph').length).toBeGreaterThanOrEqual(8);
      // Kept to the documented format: every line is text, a `## ` heading or a blank separator.
      for (const line of body.split('\n')) expect(line).toMatch(/^(## \S.*|[^#\s].*|)$/);
    },
  );

  it("about matches the home page's claims", async () => {
    const { body } = await page('about');
    for (const claim of [
      'more than ten years',
      'more than 100 projects',
      'more than 50 clients',
      '24 hours a day, 7 days a week',
    ]) {
      expect(body).toContain(claim);
    }
  });

  it('terms say that a quote is not a binding offer and cover the expected subjects', async () => {
    const { body } = await page('terms');
    expect(body).toContain('not a binding offer');
    const headings = pageBlocks(body)
      .filter((block) => block.kind === 'heading')
      .map((block) => block.text);
    expect(headings).toEqual(
      expect.arrayContaining([
        'Using the website',
        'Quote requests',
        'Intellectual property',
        'Liability',
        'Governing law',
        'Contact',
      ]),
    );
  });

  it("privacy covers what is collected, why, how long, who processes it and the visitor's rights", async () => {
    const { body } = await page('privacy');
    for (const collected of ['Contact messages', 'Quote requests', 'Newsletter', 'Staff accounts'])
      expect(body).toContain(collected);
    const headings = pageBlocks(body)
      .filter((block) => block.kind === 'heading')
      .map((block) => block.text);
    expect(headings).toEqual(
      expect.arrayContaining([
        'What we collect',
        'Why we use it',
        'How long we keep it',
        'Who processes it',
        'Your rights',
        'Contact',
      ]),
    );
  });
});
