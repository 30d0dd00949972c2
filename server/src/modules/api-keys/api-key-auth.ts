import { API_KEY_MESSAGES as M } from '@site/shared';
import type { RequestHandler, Response } from 'express';
import type { DataSource, Repository } from 'typeorm';
import type { ApiKeyCaller } from '../../auth/actor';
import { bearerToken, tokenHash } from '../../auth/tokens';
import { unauthenticated } from '../../common/errors';
import { logger } from '../../common/logger';
import { securityLog } from '../../common/security-log';
import { isApiKeyClaim, isWellFormedApiKey } from './api-key-token';
import { ApiKey } from './api-key.entity';
import type { ApiKeyRefusals } from './api-key-refusals';
import { apiKeyStatus, ApiKeyStatus } from './api-key-status';
import { wholeSeconds } from './api-key.service';

/** lastUsedAt is written at most this often per key: a partner's busy minute costs one write, not one per request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export type KeyVerdict =
  | { kind: 'accepted'; key: ApiKeyCaller }
  | {
      kind: 'refused';
      reason: 'malformed' | 'unknown' | 'revoked' | 'expired';
      message: string;
      /** The key the token belongs to, when it is one of ours (revoked or expired). */
      key?: { id: number; name: string };
    };

/**
 * Checks the key a request comes with. A malformed key or a wrong checksum is refused without
 * the database; any other is looked up by the SHA-256 of the token (a unique index), so a revoked
 * key is refused from the next request on, on every instance.
 */
export class ApiKeyAuthenticator {
  private readonly keys: Repository<ApiKey>;

  constructor(
    dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.keys = dataSource.getRepository(ApiKey);
  }

  async verify(token: string): Promise<KeyVerdict> {
    if (!isWellFormedApiKey(token)) return { kind: 'refused', reason: 'malformed', message: M.invalidKey };
    const key = await this.keys.findOneBy({ tokenHash: tokenHash(token) });
    if (!key) return { kind: 'refused', reason: 'unknown', message: M.invalidKey };
    const now = this.now();
    const status = apiKeyStatus(key, now);
    if (status === ApiKeyStatus.REVOKED) {
      return { kind: 'refused', reason: 'revoked', message: M.revokedKey, key: { id: key.id, name: key.name } };
    }
    if (status === ApiKeyStatus.EXPIRED) {
      return { kind: 'refused', reason: 'expired', message: M.expiredKey, key: { id: key.id, name: key.name } };
    }
    await this.touch(key, now);
    const { id, name, scopes, budgetPerMinute } = key;
    return { kind: 'accepted', key: { id, name, scopes, budgetPerMinute } };
  }

  /**
   * Records the use when the row says the last one is a minute old or more. The UPDATE is
   * conditional, so instances racing on one key's minute write it once; a failure is logged and
   * the request goes on (when a key was last used is worth less than answering).
   */
  private async touch(key: ApiKey, now: Date): Promise<void> {
    if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
    const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    try {
      await this.keys
        .createQueryBuilder()
        .update(ApiKey)
        .set({ lastUsedAt: wholeSeconds(now) })
        .where('id = :id AND (lastUsedAt IS NULL OR lastUsedAt <= :stale)', { id: key.id, stale })
        .execute();
    } catch (error) {
      logger.error('api key: could not record its use', { error, apiKeyId: key.id });
    }
  }
}

/** The partner key /graphql accepted for this request (set by apiKeyAuthentication). */
export const acceptedKeyOf = (res: Response): ApiKeyCaller | null =>
  (res.locals.apiKey as ApiKeyCaller | undefined) ?? null;

/**
 * In front of /graphql: a request with `Authorization: Bearer bl_…` is a partner's. An accepted
 * key skips the per-address budget (`addressBudget`): it is charged its own, by query cost,
 * once the document is read. A refused one is answered 401 UNAUTHENTICATED before the body is
 * read, goes to the security log (and, for a revoked or expired key of ours, to its audit trail),
 * and spends the address's budget, so that guessing keys is no faster than any other flood. Every
 * other request goes on to the address budget.
 */
export function apiKeyAuthentication(
  keys: ApiKeyAuthenticator,
  refusals: ApiKeyRefusals,
  addressBudget: RequestHandler,
): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req.headers.authorization);
    if (!token || !isApiKeyClaim(token)) return addressBudget(req, res, next);
    const verdict = await keys.verify(token);
    if (verdict.kind === 'accepted') {
      res.locals.apiKey = verdict.key;
      return next();
    }
    const { reason, key, message } = verdict;
    const ip = req.ip ?? 'unknown';
    if (key) await refusals.record({ key, reason, ip });
    else securityLog('api key refused', { ip, reason });
    await addressBudget(req, res, () => {
      res
        .status(401)
        .set('WWW-Authenticate', `Bearer error="invalid_token"`)
        .json({ errors: [unauthenticated(message).toJSON()] });
    });
  };
}
