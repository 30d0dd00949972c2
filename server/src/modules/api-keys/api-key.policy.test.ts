import { canRevokeApiKey, canRollApiKey } from './api-key.policy';
import { apiKeyStatus, ApiKeyStatus } from './api-key-status';

const now = new Date('2026-11-24T12:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
const HOUR = 3_600_000;
const key = (fields: { revokedAt?: Date | null; expiresAt?: Date; supersededAt?: Date | null } = {}) => ({
  revokedAt: null,
  supersededAt: null,
  expiresAt: at(24 * HOUR),
  ...fields,
});

describe('an API key', () => {
  it('is active until its expiry, then expired', () => {
    expect(apiKeyStatus(key(), now)).toBe(ApiKeyStatus.ACTIVE);
    expect(apiKeyStatus(key({ expiresAt: now }), now)).toBe(ApiKeyStatus.EXPIRED);
    expect(apiKeyStatus(key({ expiresAt: at(-1) }), now)).toBe(ApiKeyStatus.EXPIRED);
  });

  it('is rolling inside its overlap, expired after it, or at its own expiry if that comes first', () => {
    expect(apiKeyStatus(key({ supersededAt: at(HOUR) }), now)).toBe(ApiKeyStatus.ROLLING);
    expect(apiKeyStatus(key({ supersededAt: now }), now)).toBe(ApiKeyStatus.EXPIRED);
    expect(apiKeyStatus(key({ supersededAt: at(48 * HOUR), expiresAt: at(-1) }), now)).toBe(ApiKeyStatus.EXPIRED);
  });

  it('is revoked for good, whatever its dates', () => {
    expect(apiKeyStatus(key({ revokedAt: at(-HOUR) }), now)).toBe(ApiKeyStatus.REVOKED);
    expect(apiKeyStatus(key({ revokedAt: at(-HOUR), supersededAt: at(HOUR) }), now)).toBe(ApiKeyStatus.REVOKED);
  });

  it('can be revoked once, in any other state', () => {
    expect(canRevokeApiKey(key())).toBe(true);
    expect(canRevokeApiKey(key({ expiresAt: at(-1) }))).toBe(true);
    expect(canRevokeApiKey(key({ supersededAt: at(HOUR) }))).toBe(true);
    expect(canRevokeApiKey(key({ revokedAt: now }))).toBe(false);
  });

  it('can be rolled only while active', () => {
    expect(canRollApiKey(key(), now)).toBe(true);
    expect(canRollApiKey(key({ supersededAt: at(HOUR) }), now)).toBe(false);
    expect(canRollApiKey(key({ expiresAt: at(-1) }), now)).toBe(false);
    expect(canRollApiKey(key({ revokedAt: now }), now)).toBe(false);
  });
});
