import type { ApiKey } from './api-key.entity';
import { apiKeyStatus, ApiKeyStatus } from './api-key-status';

// Record rules for keys. Who may manage them (admins) is said at the edge, on the resolver.

type Dates = Pick<ApiKey, 'revokedAt' | 'expiresAt' | 'supersededAt'>;

/** A key is revoked once: revoking again changes nothing and is refused. Expired or rolling keys may be. */
export const canRevokeApiKey = (key: Dates): boolean => key.revokedAt === null;

/** Only an active key has a successor: a rolling one already has its own, a dead one has nothing to hand over. */
export const canRollApiKey = (key: Dates, now: Date): boolean => apiKeyStatus(key, now) === ApiKeyStatus.ACTIVE;
