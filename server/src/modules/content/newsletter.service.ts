import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { Actor, Writer } from '../../auth/actor';
import { cappedLimit, orderBySort, type Page } from '../../common/pagination';
import { pageAndTotal } from '../../db/list-page';
import { containsText, whereMatching, type TextSearch } from '../../db/text-search';
import { enforce } from '../../common/policy';
import { auditTrail } from '../audit/audit-trail.service';
import { NewsletterSubscription } from './newsletter.entity';
import { canReadNewsletterSubscriptions } from './newsletter.policy';
import { NEWSLETTER_SORT_COLUMNS, type NewsletterSubscriptionsArgs } from './newsletter.types';

/** What the search box looks in; SQLite keeps a full-text index of it (the newsletter list indexes migration). */
export const NEWSLETTER_SEARCH: TextSearch = { table: 'newsletter_subscriptions', columns: ['email'], indexed: true };

export class NewsletterService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Adds the address once; signing up again with it changes nothing, records nothing, and
   * still succeeds. `actor` is null for a visitor.
   */
  async subscribe(actor: Writer | null, email: string): Promise<true> {
    const address = email.trim().toLowerCase();
    await this.dataSource.transaction(async (manager) => {
      if (await manager.existsBy(NewsletterSubscription, { email: address })) return;
      // Two sign-ups racing with one address still make one row (the unique index); at worst
      // the trail then notes the sign-up twice.
      await manager
        .createQueryBuilder()
        .insert()
        .into(NewsletterSubscription)
        .values({ email: address })
        .orIgnore()
        .execute();
      const { id } = await manager.findOneByOrFail(NewsletterSubscription, { email: address });
      await auditTrail.record(manager, actor, {
        action: 'create',
        entity: 'NewsletterSubscription',
        entityId: id,
        label: address,
      });
    });
    return true;
  }

  async list(actor: Actor, args: NewsletterSubscriptionsArgs): Promise<Page<NewsletterSubscription>> {
    enforce(canReadNewsletterSubscriptions(actor));
    const take = cappedLimit(args.limit);
    const [items, total] = await pageAndTotal(this.inOrder(args), args.offset, take, this.searched(args.search));
    return { items, total, offset: args.offset, limit: take };
  }

  /** The sign-ups the search selects, in the list's order (the list and its CSV export). */
  matching(args: Omit<NewsletterSubscriptionsArgs, 'offset' | 'limit'>): SelectQueryBuilder<NewsletterSubscription> {
    return whereMatching(this.inOrder(args), this.searched(args.search));
  }

  private searched(search: string | null | undefined) {
    return containsText(this.dataSource, 's', NEWSLETTER_SEARCH, search);
  }

  private inOrder({
    sort,
    direction,
  }: Omit<NewsletterSubscriptionsArgs, 'offset' | 'limit'>): SelectQueryBuilder<NewsletterSubscription> {
    const query = this.dataSource.getRepository(NewsletterSubscription).createQueryBuilder('s');
    return orderBySort(query, NEWSLETTER_SORT_COLUMNS, { sort, direction });
  }
}
