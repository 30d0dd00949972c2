import { CONTENT_PAGE_LIMITS, CONTENT_PAGE_MESSAGES as M, FIXED_CONTENT_PAGES } from '@site/shared';
import {
  QueryFailedError,
  type DataSource,
  type EntityManager,
  type Repository,
  type SelectQueryBuilder,
} from 'typeorm';
import type { Actor } from '../../auth/actor';
import { badUserInput, conflict, notFound } from '../../common/errors';
import { cappedLimit, orderBySort } from '../../common/pagination';
import { pageAndTotal } from '../../db/list-page';
import { LIKE_ESCAPE, likePattern } from '../../db/text-search';
import { enforce } from '../../common/policy';
import { readForUpdate } from '../../db/read-for-update';
import { auditTrail } from '../audit/audit-trail.service';
import { canDeletePage, canEditWebsite, isFixedPage } from './content-page.policy';
import { ContentPage, type ContentPageSummary } from './page.entity';
import type { CreatePageInput, UpdatePageInput } from './page.inputs';
import { CONTENT_PAGE_SORT_COLUMNS, type AdminPagesArgs, type ContentPageList } from './page.types';

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

/** Where a page is read on the site: the pages every page links to keep an address of their own (/about). */
export const publicPath = (slug: string) =>
  (FIXED_CONTENT_PAGES as readonly string[]).includes(slug) ? `/${slug}` : `/pages/${slug}`;

const slugTaken = (slug: string) => conflict(M.slugTaken(slug));

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

  /** The back office's list: searched, sorted and paged, without the bodies. */
  async page(args: AdminPagesArgs): Promise<ContentPageList> {
    const take = cappedLimit(args.limit);
    const [items, total] = await pageAndTotal(this.matching(args), args.offset, take);
    return { items, total, offset: args.offset, limit: take };
  }

  /** The pages the search selects, in the chosen order (the list and its CSV export). */
  matching({ search, sort, direction }: Omit<AdminPagesArgs, 'offset' | 'limit'>): SelectQueryBuilder<ContentPage> {
    const query = this.pages.createQueryBuilder('p').select(['p.id', 'p.slug', 'p.title', 'p.summary', 'p.updatedAt']);
    const text = search?.trim();
    if (text) {
      const like = (column: string) => `LOWER(p.${column}) LIKE :q ESCAPE '${LIKE_ESCAPE}'`;
      query.andWhere(`(${like('title')} OR ${like('slug')} OR ${like('summary')})`, { q: likePattern(text) });
    }
    // Ties (pages changed in the same second) fall back to the id, so paging never repeats a row.
    return orderBySort(query, CONTENT_PAGE_SORT_COLUMNS, { sort, direction });
  }

  /** A new page at /pages/{slug}; CONFLICT when the address is taken. */
  async create(actor: Actor, input: CreatePageInput): Promise<ContentPage> {
    enforce(canEditWebsite(actor));
    const slug = input.slug.trim();
    try {
      // The change and its audit entry commit or roll back together, in this one transaction.
      return await this.dataSource.transaction(async (manager) => {
        if (await manager.existsBy(ContentPage, { slug })) throw slugTaken(slug);
        const { id } = await manager.save(ContentPage, manager.create(ContentPage, { slug, ...pageWords(input) }));
        const page = await manager.findOneByOrFail(ContentPage, { id });
        await auditTrail.record(manager, actor, { ...entry(page), action: 'create', after: page });
        return page;
      });
    } catch (error) {
      throw isDuplicateKey(error) ? slugTaken(slug) : error;
    }
  }

  /** Replaces a page's title, summary and body; its address never changes (links to it stay valid). */
  async update(actor: Actor, id: number, input: UpdatePageInput): Promise<ContentPage> {
    enforce(canEditWebsite(actor));
    // The change and its audit entry commit or roll back together, in this one transaction.
    return this.dataSource.transaction(async (manager) => {
      const before = await existing(manager, id);
      const result = await manager.update(ContentPage, { id }, pageWords(input));
      if (!result.affected) throw notFound(M.notFound);
      const after = await manager.findOneByOrFail(ContentPage, { id });
      await auditTrail.record(manager, actor, { ...entry(after), action: 'update', before, after });
      return after;
    });
  }

  /** Deletes a page and returns its id; the pages every page links to (about, terms, privacy) stay. */
  async delete(actor: Actor, id: number): Promise<number> {
    enforce(canEditWebsite(actor));
    // The change and its audit entry commit or roll back together, in this one transaction.
    return this.dataSource.transaction(async (manager) => {
      const before = await existing(manager, id);
      // Refused as bad input, not as a missing right: the same person may delete other pages.
      if (isFixedPage(before)) throw badUserInput(M.fixed);
      enforce(canDeletePage(actor, before));
      const result = await manager.delete(ContentPage, { id });
      if (!result.affected) throw notFound(M.notFound);
      await auditTrail.record(manager, actor, { ...entry(before), action: 'delete', before });
      return id;
    });
  }
}

/** The page as it is now, held until the transaction ends; NOT_FOUND when there is none. */
async function existing(manager: EntityManager, id: number): Promise<ContentPage> {
  const page = await readForUpdate(manager, ContentPage, { id });
  if (!page) throw notFound(M.notFound);
  return page;
}

const entry = (page: ContentPage) => ({ entity: 'ContentPage', entityId: page.id, label: page.title });
