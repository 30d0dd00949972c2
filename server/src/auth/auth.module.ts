import type { FeatureModule } from '../app/feature-module';
import { Initial1763800000000 } from '../db/migrations/1763800000000-initial';
import { Sessions1763800000002 } from '../db/migrations/1763800000002-sessions';
import type { EntityManager } from 'typeorm';
import { DEMO_ACCOUNTS, type DemoAccount } from '../db/seed/demo-accounts';
import { AuthResolver } from './auth.resolver';
import { hashPassword } from './password';
import { PasswordResetToken, RefreshToken } from './session.entity';
import { User } from './user.entity';

/**
 * Adds a demo account unless its address is taken (a real account made before seeding is left
 * as it is). Later seed sets call it for demo accounts added after this one shipped.
 */
export async function insertDemoAccount(manager: EntityManager, account: DemoAccount): Promise<void> {
  if (await manager.existsBy(User, { email: account.email })) return;
  const { name, email, role } = account;
  await manager.insert(User, { name, email, role, passwordHash: await hashPassword(account.password) });
}

export const authModule: FeatureModule = {
  name: 'auth',
  entities: [User, RefreshToken, PasswordResetToken],
  resolvers: [AuthResolver],
  // The first migration predates feature modules: besides users it made the projects and
  // seed_history tables. It is listed here, once, and keeps its place by its timestamp.
  migrations: [Initial1763800000000, Sessions1763800000002],
  seeds: [
    {
      name: 'demo-accounts',
      kind: 'demo',
      async apply(manager) {
        for (const account of DEMO_ACCOUNTS) await insertDemoAccount(manager, account);
      },
    },
  ],
};
