import type { FeatureModule } from '../../app/feature-module';
import { Newsletter1763800000001 } from '../../db/migrations/1763800000001-newsletter';
import { SEED_PAGES } from '../../db/seed/pages';
import { NewsletterSubscription } from './newsletter.entity';
import { NewsletterResolver } from './newsletter.resolver';
import { ContentPage } from './page.entity';
import { ContentPageResolver } from './page.resolver';

export const contentModule: FeatureModule = {
  name: 'content',
  entities: [NewsletterSubscription, ContentPage],
  resolvers: [NewsletterResolver, ContentPageResolver],
  // The content pages' table came with the services migration (listed by the services module).
  migrations: [Newsletter1763800000001],
  seeds: [
    {
      name: 'pages',
      kind: 'content',
      async apply(manager) {
        await manager.insert(ContentPage, [...SEED_PAGES]);
      },
    },
  ],
};
