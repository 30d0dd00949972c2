import { API_KEY_STATUS, codeEnum } from '@site/shared';
import { registerEnumType } from 'type-graphql';
import type { ApiKey } from './api-key.entity';

// `ApiKeyStatus.ACTIVE === 'active'`; never stored: it follows from a key's dates.
export const ApiKeyStatus = codeEnum(API_KEY_STATUS);
export type ApiKeyStatus = (typeof ApiKeyStatus)[keyof typeof ApiKeyStatus];
registerEnumType(ApiKeyStatus, {
  name: 'ApiKeyStatus',
  description: 'Where a key stands, from its dates.',
  valuesConfig: {
    ACTIVE: { description: 'Valid until its expiry.' },
    ROLLING: { description: 'Rolled: still valid until supersededAt, while its successor takes over.' },
    EXPIRED: { description: 'Past its expiry, or past the overlap after it was rolled.' },
    REVOKED: { description: 'Revoked: refused since.' },
  },
});

/** The status of `key` at `now`. */
export function apiKeyStatus(key: Pick<ApiKey, 'revokedAt' | 'expiresAt' | 'supersededAt'>, now: Date): ApiKeyStatus {
  if (key.revokedAt) return ApiKeyStatus.REVOKED;
  if (key.expiresAt <= now || (key.supersededAt && key.supersededAt <= now)) return ApiKeyStatus.EXPIRED;
  return key.supersededAt ? ApiKeyStatus.ROLLING : ApiKeyStatus.ACTIVE;
}
