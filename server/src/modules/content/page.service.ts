import { PAGE_LIMITS } from '@site/shared';
import type { DataSource, Repository } from 'typeorm';
import { notFound } from '../../common/errors';
import { ContentPage, type ContentPageSummary } from './page.entity';

/** The longest slug the column holds; a longer one cannot name a page. */
export const SLUG_MAX_LENGTH = PAGE_LIMITS.slug;

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
