import type { FeatureModule } from '../../app/feature-module';
import { Newsletter1763800000001 } from '../../db/migrations/1763800000001-newsletter';
import { WebsiteContent1763800000005 } from '../../db/migrations/1763800000005-website-content';
import { SEED_PAGES } from '../../db/seed/pages';
import { NewsletterListIndexes1795520000006 } from './migrations/1795520000006-newsletter-list-indexes';
import { SEED_WEBSITE_CONTENT } from '../../db/seed/website-content';
import { NewsletterSubscription } from './newsletter.entity';
import { newsletterExport } from './newsletter.export';
import { NewsletterResolver } from './newsletter.resolver';
import { ContentPage } from './page.entity';
import { contentPageExport } from './page.export';
import { ContentPageResolver } from './page.resolver';
import { WebsiteContent } from './website-content.entity';
import { WebsiteContentResolver } from './website-content.resolver';

export const contentModule: FeatureModule = {
  name: 'content',
  entities: [NewsletterSubscription, ContentPage, WebsiteContent],
  resolvers: [NewsletterResolver, ContentPageResolver, WebsiteContentResolver],
  // The content pages' table came with the services migration (listed by the services module).
  migrations: [Newsletter1763800000001, WebsiteContent1763800000005, NewsletterListIndexes1795520000006],
  exports: [newsletterExport, contentPageExport],
  seeds: [
    {
      name: 'pages',
      kind: 'content',
      async apply(manager) {
        await manager.insert(ContentPage, [...SEED_PAGES]);
      },
    },
    {
      name: 'website-content',
      kind: 'content',
      async apply(manager) {
        await manager.insert(WebsiteContent, { ...SEED_WEBSITE_CONTENT });
      },
    },
  ],
};
