import { API_KEY_LIMITS, API_KEY_MESSAGES as M, latestApiKeyExpiry } from '@site/shared';
import { Brackets, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../../auth/actor';
import { tokenHash } from '../../auth/tokens';
import { conflict, notFound } from '../../common/errors';
import { cappedLimit } from '../../common/pagination';
import { pageAndTotal } from '../../db/list-page';
import { LIKE_ESCAPE, likePattern } from '../../db/text-search';
import { securityLog } from '../../common/security-log';
import { isUniqueViolation } from '../../db/constraint-violations';
import { readForUpdate } from '../../db/read-for-update';
import { auditTrail } from '../audit/audit-trail.service';
import { generateApiKeyToken, visiblePrefix } from './api-key-token';
import { ApiKey } from './api-key.entity';
import type { ApiKeysArgs, CreateApiKeyInput, RollApiKeyArgs } from './api-key.inputs';
import { canRevokeApiKey, canRollApiKey } from './api-key.policy';
import { ApiKeyStatus } from './api-key-status';
import type { ApiKeyPage, IssuedApiKey } from './api-key.types';

const HOUR_MS = 60 * 60 * 1000;

/** Whole seconds: a DATETIME column keeps no more on MySQL, so both databases store the same moment. */
export const wholeSeconds = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

const missing = () => notFound(M.notFound);
const nameTaken = () => conflict(M.nameTaken, 'name');
const currentNameOf = (name: string) => name.toLowerCase();

/** What the audit trail keeps of a key: never the hash of its secret. */
const auditView = ({ tokenHash: _hash, currentName: _current, ...key }: ApiKey) => key;
const entry = (key: ApiKey) => ({ entity: 'ApiKey', entityId: key.id, label: key.name });

/** The SQL of each status at :now, the same rules as apiKeyStatus. */
const STATUS_SQL: Record<ApiKeyStatus, string> = {
  [ApiKeyStatus.REVOKED]: 'k.revokedAt IS NOT NULL',
  [ApiKeyStatus.EXPIRED]: 'k.revokedAt IS NULL AND (k.expiresAt <= :now OR k.supersededAt <= :now)',
  [ApiKeyStatus.ROLLING]: 'k.revokedAt IS NULL AND k.expiresAt > :now AND k.supersededAt > :now',
  [ApiKeyStatus.ACTIVE]: 'k.revokedAt IS NULL AND k.expiresAt > :now AND k.supersededAt IS NULL',
};

/**
 * Admins' management of partner keys. Each write reads the key for its transaction, changes it
 * with a conditional UPDATE (of several racing, exactly one wins) and records the audit entry in
 * the same transaction; the security log says so too.
 */
export class ApiKeyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Newest first; revoked and expired keys included unless `status` says otherwise. */
  async page({ offset, limit, status, search }: ApiKeysArgs): Promise<ApiKeyPage> {
    const take = cappedLimit(limit);
    const query: SelectQueryBuilder<ApiKey> = this.dataSource.getRepository(ApiKey).createQueryBuilder('k');
    if (status) query.andWhere(STATUS_SQL[status], { now: this.now() });
    const text = search?.trim();
    if (text) {
      query.andWhere(
        new Brackets((where) =>
          where
            .where(`LOWER(k.name) LIKE :q ESCAPE '${LIKE_ESCAPE}'`, { q: likePattern(text) })
            .orWhere(`LOWER(k.prefix) LIKE :q ESCAPE '${LIKE_ESCAPE}'`),
        ),
      );
    }
    query.orderBy('k.createdAt', 'DESC').addOrderBy('k.id', 'DESC');
    const [items, total] = await pageAndTotal(query, offset, take);
    return { items, total, offset, limit: take };
  }

  /** A new key; its secret is in the answer and nowhere else. CONFLICT when the name is taken. */
  async create(actor: Actor, input: CreateApiKeyInput, ip: string): Promise<IssuedApiKey> {
    const name = input.name.trim();
    const issued = await this.write((manager) =>
      this.issue(manager, actor, {
        name,
        scopes: [...input.scopes],
        budgetPerMinute: input.budgetPerMinute ?? API_KEY_LIMITS.budgetDefault,
        expiresAt: wholeSeconds(input.expiresAt),
        rolledFromId: null,
      }),
    );
    securityLog('api key created', { ip, userId: actor.id, role: actor.role, apiKeyId: issued.key.id });
    return issued;
  }

  /** Refused from this moment on. CONFLICT when it already is. */
  async revoke(actor: Actor, id: number, ip: string): Promise<ApiKey> {
    const key = await this.write(async (manager) => {
      const before = await readForUpdate(manager, ApiKey, { id });
      if (!before) throw missing();
      if (!canRevokeApiKey(before)) throw conflict(M.alreadyRevoked);
      const { affected } = await manager
        .createQueryBuilder()
        .update(ApiKey)
        .set({ revokedAt: wholeSeconds(this.now()), currentName: null })
        .where('id = :id AND revokedAt IS NULL', { id })
        .execute();
      if (!affected) throw conflict(M.alreadyRevoked);
      return recordChange(manager, actor, 'revoke', before);
    });
    securityLog('api key revoked', { ip, userId: actor.id, role: actor.role, apiKeyId: id });
    return key;
  }

  /**
   * A successor with the same name, scopes and budget; the old key stays valid for the overlap,
   * then stops. Only an active key can be rolled (of several rolls racing, one wins).
   */
  async roll(actor: Actor, { id, overlapHours, expiresAt }: RollApiKeyArgs, ip: string): Promise<IssuedApiKey> {
    const issued = await this.write(async (manager) => {
      const now = this.now();
      const before = await readForUpdate(manager, ApiKey, { id });
      if (!before) throw missing();
      if (!canRollApiKey(before, now)) throw conflict(M.notRollable);
      const supersededAt = wholeSeconds(new Date(now.getTime() + overlapHours * HOUR_MS));
      const { affected } = await manager
        .createQueryBuilder()
        .update(ApiKey)
        .set({ supersededAt, currentName: null })
        .where('id = :id AND revokedAt IS NULL AND supersededAt IS NULL AND expiresAt > :now', { id, now })
        .execute();
      if (!affected) throw conflict(M.notRollable);
      await recordChange(manager, actor, 'roll', before);
      return this.issue(manager, actor, {
        name: before.name,
        scopes: before.scopes,
        budgetPerMinute: before.budgetPerMinute,
        expiresAt: wholeSeconds(expiresAt ?? sameSpanFrom(before, now)),
        rolledFromId: before.id,
      });
    });
    securityLog('api key rolled', {
      ip,
      userId: actor.id,
      role: actor.role,
      apiKeyId: id,
      reason: `successor ${issued.key.id}`,
    });
    return issued;
  }

  /** Inserts a key with a fresh secret and records its creation. */
  private async issue(
    manager: EntityManager,
    actor: Actor,
    fields: Pick<ApiKey, 'name' | 'scopes' | 'budgetPerMinute' | 'expiresAt' | 'rolledFromId'>,
  ): Promise<IssuedApiKey> {
    const token = generateApiKeyToken();
    const currentName = currentNameOf(fields.name);
    if (await manager.existsBy(ApiKey, { currentName })) throw nameTaken();
    const { identifiers } = await manager.insert(ApiKey, {
      ...fields,
      currentName,
      prefix: visiblePrefix(token),
      tokenHash: tokenHash(token),
      createdById: actor.id,
      createdByName: actor.name,
    });
    const key = await manager.findOneByOrFail(ApiKey, { id: Number(identifiers[0]?.id) });
    await auditTrail.record(manager, actor, { ...entry(key), action: 'create', after: auditView(key) });
    return { key, token };
  }

  /** A transaction whose race on a current name (two creations at once) ends as the name's CONFLICT. */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }
}

/** Reads the key as changed and records the change from `before`. */
async function recordChange(manager: EntityManager, actor: Actor, action: string, before: ApiKey): Promise<ApiKey> {
  const after = await manager.findOneByOrFail(ApiKey, { id: before.id });
  await auditTrail.record(manager, actor, {
    ...entry(after),
    action,
    before: auditView(before),
    after: auditView(after),
  });
  return after;
}

/** The old key's span from now, at most a year: what a rolled key gets unless told otherwise. */
function sameSpanFrom(key: ApiKey, now: Date): Date {
  const span = key.expiresAt.getTime() - key.createdAt.getTime();
  return new Date(Math.min(now.getTime() + span, latestApiKeyExpiry(now).getTime()));
}
