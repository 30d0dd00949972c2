import type { FeatureModule } from '../../app/feature-module';
import { ApiKey } from './api-key.entity';
import { ApiKeyResolver } from './api-key.resolver';
import { ApiKeys1795490000000 } from './migrations/1795490000000-api-keys';
import { RateLimitResolver } from './rate-limit.resolver';

/**
 * Partner API keys: admins manage them; a request with one acts with its scopes alone
 * (api-key-access.ts) and spends its budget of query cost (api-key-budget.ts).
 */
export const apiKeysModule: FeatureModule = {
  name: 'api-keys',
  entities: [ApiKey],
  resolvers: [ApiKeyResolver, RateLimitResolver],
  migrations: [ApiKeys1795490000000],
};
