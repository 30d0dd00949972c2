import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { Actor, Writer } from '../../auth/actor';
import { cappedLimit, orderBySort, type Page } from '../../common/pagination';
import { LIKE_ESCAPE, likePattern } from '../../db/text-search';
import { enforce } from '../../common/policy';
import { auditTrail } from '../audit/audit-trail.service';
import { NewsletterSubscription } from './newsletter.entity';
import { canReadNewsletterSubscriptions } from './newsletter.policy';
import { NEWSLETTER_SORT_COLUMNS, type NewsletterSubscriptionsArgs } from './newsletter.types';

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
    const [items, total] = await this.matching(args).skip(args.offset).take(take).getManyAndCount();
    return { items, total, offset: args.offset, limit: take };
  }

  /** The sign-ups the search selects, in the list's order (the list and its CSV export). */
  matching({
    search,
    sort,
    direction,
  }: Omit<NewsletterSubscriptionsArgs, 'offset' | 'limit'>): SelectQueryBuilder<NewsletterSubscription> {
    const query = this.dataSource.getRepository(NewsletterSubscription).createQueryBuilder('s');
    const text = search?.trim();
    if (text) query.andWhere(`LOWER(s.email) LIKE :q ESCAPE '${LIKE_ESCAPE}'`, { q: likePattern(text) });
    return orderBySort(query, NEWSLETTER_SORT_COLUMNS, { sort, direction });
  }
}
