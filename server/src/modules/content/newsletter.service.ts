import type { DataSource } from 'typeorm';
import type { Actor } from '../../auth/actor';
import { auditTrail } from '../audit/audit-trail.service';
import { NewsletterSubscription } from './newsletter.entity';

export class NewsletterService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Adds the address once; signing up again with it changes nothing, records nothing, and
   * still succeeds. `actor` is null for a visitor.
   */
  async subscribe(actor: Actor | null, email: string): Promise<true> {
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
}
