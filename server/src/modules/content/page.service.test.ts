import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../../db/data-source';
import { ContentPage } from './page.entity';
import { ContentPageService, normalizeSlug, SLUG_MAX_LENGTH } from './page.service';

describe('normalizeSlug', () => {
  it('ignores surrounding spaces and letter case', () => {
    expect(normalizeSlug('  About ')).toBe('about');
  });
});

describe('ContentPageService', () => {
  let dataSource: DataSource;
  let pages: ContentPageService;

  beforeAll(async () => {
    dataSource = await openDatabase('sqlite::memory:');
    pages = new ContentPageService(dataSource);
    await dataSource.getRepository(ContentPage).insert([
      { slug: 'terms', title: 'Terms of Use', summary: 'The terms.', body: 'Terms body.' },
      { slug: 'about', title: 'About Us', summary: 'Who we are.', body: 'About body.' },
    ]);
  });
  afterAll(() => dataSource?.destroy());

  it('finds a page by its slug, ignoring case and surrounding spaces', async () => {
    expect(await pages.bySlug(' ABOUT ')).toMatchObject({ slug: 'about', title: 'About Us', body: 'About body.' });
  });

  it.each([
    ['an unknown slug', 'careers'],
    ['an empty slug', ''],
    ['a blank slug', '   '],
    ['a slug longer than the column', 'a'.repeat(SLUG_MAX_LENGTH + 1)],
  ])("throws NOT_FOUND 'Page not found' for %s", async (_case, slug) => {
    await expect(pages.bySlug(slug)).rejects.toMatchObject({
      message: 'Page not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('lists every page by slug, without its body', async () => {
    const list = await pages.list();
    expect(list.map((page) => page.slug)).toEqual(['about', 'terms']);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      slug: 'about',
      title: 'About Us',
      summary: 'Who we are.',
      updatedAt: expect.any(Date),
    });
  });
});
