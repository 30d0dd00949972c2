import type { DataSource, Repository } from 'typeorm';
import { notFound } from '../../common/errors';
import { ContentPage, type ContentPageSummary } from './page.entity';

/** The longest slug the column holds; a longer one cannot name a page. */
export const SLUG_MAX_LENGTH = 100;

export type PageBlock = { kind: 'heading' | 'paragraph'; text: string };

const HEADING = /^##(?: +|$)/;

/**
 * Splits a page body into its headings and paragraphs (the format documented on ContentPage):
 * a line starting with `## ` is a heading; other lines up to the next blank line or heading
 * form a paragraph, their line breaks becoming single spaces.
 */
export function pageBlocks(body: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const line of body.split(/\r\n?|\n/).map((l) => l.trim())) {
    if (!line) {
      endParagraph();
    } else if (HEADING.test(line)) {
      endParagraph();
      const text = line.replace(HEADING, '').trim();
      if (text) blocks.push({ kind: 'heading', text });
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}

/** How a slug is looked up: surrounding spaces and letter case do not matter. */
export const normalizeSlug = (slug: string) => slug.trim().toLowerCase();

export class ContentPageService {
  private readonly pages: Repository<ContentPage>;

  constructor(dataSource: DataSource) {
    this.pages = dataSource.getRepository(ContentPage);
  }

  async bySlug(slug: string): Promise<ContentPage> {
    const wanted = normalizeSlug(slug);
    const page = wanted && wanted.length <= SLUG_MAX_LENGTH ? await this.pages.findOneBy({ slug: wanted }) : null;
    if (!page) throw notFound('Page not found');
    return page;
  }

  /** Every page without its body, by slug. */
  list(): Promise<ContentPageSummary[]> {
    return this.pages.find({
      select: { id: true, slug: true, title: true, summary: true, updatedAt: true },
      order: { slug: 'ASC' },
    });
  }
}
