import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../../db/data-source';
import { ContentPage } from './page.entity';
import { ContentPageService, normalizeSlug, pageBlocks, SLUG_MAX_LENGTH } from './page.service';

describe('pageBlocks', () => {
  it('splits a body into headings and paragraphs at blank lines', () => {
    expect(pageBlocks('Intro text.\n\n## Our story\n\nIt began.\n\nIt grew.')).toEqual([
      { kind: 'paragraph', text: 'Intro text.' },
      { kind: 'heading', text: 'Our story' },
      { kind: 'paragraph', text: 'It began.' },
      { kind: 'paragraph', text: 'It grew.' },
    ]);
  });

  it('joins the lines of one paragraph with single spaces', () => {
    expect(pageBlocks('One line\n  and the next  \nand a third.')).toEqual([
      { kind: 'paragraph', text: 'One line and the next and a third.' },
    ]);
  });

  it('ends a paragraph at a heading even without a blank line, and accepts CRLF and extra blank lines', () => {
    expect(pageBlocks('\r\n\r\nText\r\n## Heading\r\nMore\r\n\r\n\r\n\r\nLast\n')).toEqual([
      { kind: 'paragraph', text: 'Text' },
      { kind: 'heading', text: 'Heading' },
      { kind: 'paragraph', text: 'More' },
      { kind: 'paragraph', text: 'Last' },
    ]);
  });

  it('knows only `## ` headings: other hashes are text, an empty heading is dropped', () => {
    expect(pageBlocks('# Big\n\n### Small\n\n##NoSpace\n\n## \n\nC# and F# are languages.')).toEqual([
      { kind: 'paragraph', text: '# Big' },
      { kind: 'paragraph', text: '### Small' },
      { kind: 'paragraph', text: '##NoSpace' },
      { kind: 'paragraph', text: 'C# and F# are languages.' },
    ]);
  });

  it('gives nothing for an empty or blank body', () => {
    expect(pageBlocks('')).toEqual([]);
    expect(pageBlocks(' \n\n \t\n')).toEqual([]);
  });
});

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
