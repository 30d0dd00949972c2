import type { DataSource } from 'typeorm';
import { NewsletterSubscription } from './newsletter.entity';

export class NewsletterService {
  constructor(private readonly dataSource: DataSource) {}

  /** Adds the address once; signing up again with it changes nothing and still succeeds. */
  async subscribe(email: string): Promise<true> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(NewsletterSubscription)
      .values({ email: email.trim().toLowerCase() })
      .orIgnore()
      .execute();
    return true;
  }
}
