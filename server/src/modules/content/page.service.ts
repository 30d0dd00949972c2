import { CONTENT_PAGE_LIMITS, CONTENT_PAGE_MESSAGES as M, FIXED_CONTENT_PAGES } from '@site/shared';
import { QueryFailedError, type DataSource, type Repository } from 'typeorm';
import { badUserInput, DomainError, ErrorCode, notFound } from '../../common/errors';
import { ContentPage, type ContentPageSummary } from './page.entity';
import type { CreatePageInput, UpdatePageInput } from './page.inputs';
import type { Actor } from './website-content.service';

/** The longest slug the column holds; a longer one cannot name a page. */
export const SLUG_MAX_LENGTH = CONTENT_PAGE_LIMITS.slug;

/** How a slug is looked up: surrounding spaces and letter case do not matter. */
export const normalizeSlug = (slug: string) => slug.trim().toLowerCase();

/** Stored text: trimmed, with `\n` line ends. */
const clean = (text: string) => text.replace(/\r\n?/g, '\n').trim();

const pageWords = ({ title, summary, body }: UpdatePageInput) => ({
  title: clean(title),
  summary: clean(summary),
  body: clean(body),
});

const slugTaken = (slug: string) => new DomainError(ErrorCode.Conflict, M.slugTaken(slug));

/** A second row with the same slug, refused by the unique index (two creates racing past the check). */
const isDuplicateKey = (error: unknown) =>
  error instanceof QueryFailedError &&
  /ER_DUP_ENTRY|SQLITE_CONSTRAINT_UNIQUE|UNIQUE constraint failed/.test(
    `${(error.driverError as { code?: string } | undefined)?.code ?? ''} ${error.message}`,
  );

export class ContentPageService {
  private readonly pages: Repository<ContentPage>;

  constructor(private readonly dataSource: DataSource) {
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

  /** A new page at /pages/{slug}; CONFLICT when the address is taken. */
  async create(actor: Actor, input: CreatePageInput): Promise<ContentPage> {
    const slug = input.slug.trim();
    try {
      // The change and whatever records it commit or roll back together, in this one transaction.
      return await this.dataSource.transaction(async (manager) => {
        if (await manager.existsBy(ContentPage, { slug })) throw slugTaken(slug);
        const { id } = await manager.save(ContentPage, manager.create(ContentPage, { slug, ...pageWords(input) }));
        return manager.findOneByOrFail(ContentPage, { id });
      });
    } catch (error) {
      throw isDuplicateKey(error) ? slugTaken(slug) : error;
    }
  }

  /** Replaces a page's title, summary and body; its address never changes (links to it stay valid). */
  async update(actor: Actor, id: number, input: UpdatePageInput): Promise<ContentPage> {
    // The change and whatever records it commit or roll back together, in this one transaction.
    return this.dataSource.transaction(async (manager) => {
      const before = await manager.findOneBy(ContentPage, { id });
      if (!before) throw notFound(M.notFound);
      const result = await manager.update(ContentPage, { id }, pageWords(input));
      if (!result.affected) throw notFound(M.notFound);
      return manager.findOneByOrFail(ContentPage, { id });
    });
  }

  /** Deletes a page and returns its id; the pages every page links to (about, terms, privacy) stay. */
  async delete(actor: Actor, id: number): Promise<number> {
    // The change and whatever records it commit or roll back together, in this one transaction.
    return this.dataSource.transaction(async (manager) => {
      const before = await manager.findOneBy(ContentPage, { id });
      if (!before) throw notFound(M.notFound);
      if ((FIXED_CONTENT_PAGES as readonly string[]).includes(before.slug)) throw badUserInput(M.fixed);
      const result = await manager.delete(ContentPage, { id });
      if (!result.affected) throw notFound(M.notFound);
      return id;
    });
  }
}
