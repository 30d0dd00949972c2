import type { DataSource, EntityManager } from 'typeorm';
import { hashPassword } from '../../auth/password';
import { User } from '../../auth/user.entity';
import { logger } from '../../common/logger';
import { Project } from '../../modules/projects/project.entity';
import { SeedHistory } from '../seed-history.entity';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { SEED_PROJECTS } from './projects';

type SeedSet = { name: string; apply: (manager: EntityManager) => Promise<void> };

const SEED_SETS: readonly SeedSet[] = [
  {
    name: 'demo-accounts',
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
    async apply(manager) {
      await manager.insert(Project, [...SEED_PROJECTS]);
    },
  },
];

/**
 * Applies each seed set once per database, in one transaction each: running it twice,
 * or after an admin has edited or deleted seeded rows, changes nothing.
 */
export async function seedDatabase(dataSource: DataSource): Promise<string[]> {
  const applied: string[] = [];
  for (const set of SEED_SETS) {
    await dataSource.transaction(async (manager) => {
      if (await manager.existsBy(SeedHistory, { name: set.name })) return;
      await manager.insert(SeedHistory, { name: set.name, appliedAt: new Date() });
      await set.apply(manager);
      applied.push(set.name);
    });
  }
  if (applied.length) logger.info('seeded demo data', { sets: applied });
  return applied;
}
