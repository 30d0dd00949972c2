import { ERROR_MESSAGES } from '@site/shared';
import { In, type DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import { notFound } from '../../common/errors';
import { cappedLimit, orderBySort } from '../../common/pagination';
import { pageAndTotal } from '../../db/list-page';
import { containsText, whereMatching, type TextSearch } from '../../db/text-search';
import type { HolidayCountry } from '../../common/working-days';
import { Project } from '../projects/project.entity';
import { HIGH_VALUE, QuoteStatus } from './quote-codes';
import { QuoteRequest } from './quote-request.entity';
import { overdueBefore } from './quote-response-clock';
import type { AdminQuotesArgs } from './quote.inputs';
import { quoteSortColumns, type QuotePage, type QuoteStats } from './quote.types';

/** What the search box looks in; SQLite keeps a full-text index of it (the quote list indexes migration). */
export const QUOTE_SEARCH: TextSearch = {
  table: 'quote_requests',
  columns: ['name', 'email', 'company'],
  indexed: true,
};

/** The back office's reads of quote requests; the resolver lets only staff and admins call them. */
export class QuoteDirectory {
  private readonly quotes: Repository<QuoteRequest>;

  constructor(private readonly dataSource: DataSource) {
    this.quotes = dataSource.getRepository(QuoteRequest);
  }

  async page(
    args: AdminQuotesArgs,
    holidays: HolidayCountry,
    now = new Date(),
    columns: readonly string[] | null = null,
  ): Promise<QuotePage> {
    const take = cappedLimit(args.limit);
    const query = this.filtered(args, holidays, now);
    if (columns) query.select(columns.map((column) => `q.${column}`));
    const [items, total] = await pageAndTotal(query, args.offset, take, this.searched(args.search));
    return { items, total, offset: args.offset, limit: take };
  }

  /** The quotes the list's filters and search select, in its order (the list and its CSV export). */
  matching(
    args: Omit<AdminQuotesArgs, 'offset' | 'limit'>,
    holidays: HolidayCountry,
    now = new Date(),
  ): SelectQueryBuilder<QuoteRequest> {
    return whereMatching(this.filtered(args, holidays, now), this.searched(args.search));
  }

  private searched(search: string | null | undefined) {
    return containsText(this.dataSource, 'q', QUOTE_SEARCH, search);
  }

  /**
   * The list's filters and order, without its search. Overdue is pending and submitted before
   * the response clock's limit: the (status, submittedAt) index.
   */
  private filtered(
    { status, budget, overdue, sort, direction }: Omit<AdminQuotesArgs, 'offset' | 'limit'>,
    holidays: HolidayCountry,
    now: Date,
  ): SelectQueryBuilder<QuoteRequest> {
    const query = this.quotes.createQueryBuilder('q');
    if (status) query.andWhere('q.status = :status', { status });
    if (overdue) {
      query.andWhere('q.status = :pending AND q.submittedAt < :overdueBefore', {
        pending: QuoteStatus.PENDING,
        overdueBefore: overdueBefore(holidays, now),
      });
    }
    if (budget) query.andWhere('q.budget = :budget', { budget });
    return orderBySort(query, quoteSortColumns(this.dataSource), { sort, direction });
  }

  async get(id: number): Promise<QuoteRequest> {
    const quote = await this.quotes.findOneBy({ id });
    if (!quote) throw notFound(ERROR_MESSAGES.quoteNotFound);
    return quote;
  }

  /** The cards' figures in one query over every quote. */
  async stats(holidays: HolidayCountry, now = new Date()): Promise<QuoteStats> {
    const row = await this.quotes
      .createQueryBuilder('q')
      .select('COUNT(*)', 'total')
      .addSelect('COALESCE(SUM(CASE WHEN q.status = :pending THEN 1 ELSE 0 END), 0)', 'pending')
      .addSelect('COALESCE(SUM(CASE WHEN q.status = :responded THEN 1 ELSE 0 END), 0)', 'responded')
      .addSelect('COALESCE(SUM(CASE WHEN q.budget = :highValue THEN 1 ELSE 0 END), 0)', 'highValue')
      .addSelect(
        'COALESCE(SUM(CASE WHEN q.status = :pending AND q.submittedAt < :overdueBefore THEN 1 ELSE 0 END), 0)',
        'overdue',
      )
      .setParameters({
        pending: QuoteStatus.PENDING,
        responded: QuoteStatus.RESPONDED,
        highValue: HIGH_VALUE,
        overdueBefore: overdueBefore(holidays, now),
      })
      .getRawOne<Record<keyof QuoteStats, string | number>>();
    const count = (key: keyof QuoteStats) => Number(row?.[key] ?? 0);
    return {
      total: count('total'),
      pending: count('pending'),
      responded: count('responded'),
      highValue: count('highValue'),
      overdue: count('overdue'),
    };
  }

  /** The project each quote became, in the order of `quoteIds` (null where none): one query for a page. */
  async projectsOf(quoteIds: readonly number[]): Promise<(Project | null)[]> {
    const projects = await this.dataSource.getRepository(Project).findBy({ quoteId: In([...quoteIds]) });
    const byQuote = new Map(projects.map((project) => [project.quoteId, project]));
    return quoteIds.map((id) => byQuote.get(id) ?? null);
  }
}
