import type { DataSource, EntityManager } from 'typeorm';
import { hashPassword } from '../../auth/password';
import { User } from '../../auth/user.entity';
import { logger } from '../../common/logger';
import { ContentPage } from '../../modules/content/page.entity';
import { WebsiteContent } from '../../modules/content/website-content.entity';
import { Project } from '../../modules/projects/project.entity';
import { QuoteRequest } from '../../modules/quotes/quote-request.entity';
import { Service } from '../../modules/services/service.entity';
import { SeedHistory } from '../seed-history.entity';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { SEED_PAGES } from './pages';
import { SEED_PROJECTS } from './projects';
import { SEED_QUOTE_REQUESTS } from './quote-requests';
import { SEED_SERVICES } from './services';
import { SEED_WEBSITE_CONTENT } from './website-content';

/**
 * 'content' sets are the site's own words (portfolio, services, pages): every database gets
 * them once, production included. 'demo' sets (accounts with public passwords, sample quote
 * requests) only when SEED_DEMO_DATA is on.
 */
type SeedSet = { name: string; kind: 'content' | 'demo'; apply: (manager: EntityManager) => Promise<void> };

const SEED_SETS: readonly SeedSet[] = [
  {
    name: 'demo-accounts',
    kind: 'demo',
    async apply(manager) {
      for (const account of DEMO_ACCOUNTS) {
        // An address already taken (a real account made before seeding) is left as it is.
        if (await manager.existsBy(User, { email: account.email })) continue;
        const { name, email, role } = account;
        await manager.insert(User, { name, email, role, passwordHash: await hashPassword(account.password) });
      }
    },
  },
  {
    name: 'projects',
    kind: 'content',
    async apply(manager) {
      await manager.insert(Project, [...SEED_PROJECTS]);
    },
  },
  {
    name: 'services',
    kind: 'content',
    async apply(manager) {
      await manager.insert(Service, [...SEED_SERVICES]);
    },
  },
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
  {
    name: 'quote-requests',
    kind: 'demo',
    async apply(manager) {
      const now = Date.now();
      for (const { daysAgo, ...quote } of SEED_QUOTE_REQUESTS) {
        const submittedAt = new Date(now - daysAgo * 24 * 60 * 60 * 1000);
        await manager.insert(QuoteRequest, {
          ...quote,
          services: [...quote.services],
          submittedAt,
          updatedAt: submittedAt,
        });
      }
    },
  },
];

/**
 * Applies each seed set once per database, in one transaction each: running it twice,
 * or after an admin has edited or deleted seeded rows, changes nothing.
 */
export async function seedDatabase(
  dataSource: DataSource,
  { demo = true }: { demo?: boolean } = {},
): Promise<string[]> {
  const applied: string[] = [];
  for (const set of SEED_SETS.filter((s) => demo || s.kind === 'content')) {
    await dataSource.transaction(async (manager) => {
      if (await manager.existsBy(SeedHistory, { name: set.name })) return;
      await manager.insert(SeedHistory, { name: set.name, appliedAt: new Date() });
      await set.apply(manager);
      applied.push(set.name);
    });
  }
  if (applied.length) logger.info('seeded', { sets: applied });
  return applied;
}
