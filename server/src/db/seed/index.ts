import type { DataSource } from 'typeorm';
import { modules } from '../../app/modules';
import { logger } from '../../common/logger';
import { SeedHistory } from '../seed-history.entity';

/** Every feature's seed sets, in the order of app/modules.ts (kinds: app/feature-module.ts). */
const SEED_SETS = modules.flatMap((module) => module.seeds ?? []);

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
