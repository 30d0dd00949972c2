import type { DataSource } from 'typeorm';
import { logger } from '../../common/logger';
import type { Limiter, Limits } from '../../common/rate-limiter';
import { securityLog } from '../../common/security-log';
import { auditTrail } from '../audit/audit-trail.service';

/** The audit trail keeps one refusal per key and reason in this window; the security log keeps every one. */
export const REFUSAL_AUDIT_WINDOW_SECONDS = 60;

export interface KeyRefusal {
  key: { id: number; name: string };
  /** 'revoked', 'expired', 'over budget' or 'scope: <what was asked for>'. */
  reason: string;
  ip: string;
  operation?: string;
}

/**
 * A refused use of a known key goes to the security log and to the audit trail (an admin sees it
 * in the key's History and on Activity). A partner's broken job can be refused many times a
 * second: the trail records the first refusal per key and reason in each minute, so it says
 * what happened without a stream of bad requests growing the table. A token that matches no
 * key names no record and goes to the security log only (apiKeyAuthentication).
 */
export class ApiKeyRefusals {
  private readonly throttle: Limiter;

  constructor(
    private readonly dataSource: DataSource,
    limits: Limits,
  ) {
    this.throttle = limits.limiter('api-key-refusal', { points: 1, windowSeconds: REFUSAL_AUDIT_WINDOW_SECONDS });
  }

  /** Never throws: the refusal is answered whether or not it could be written down. */
  async record({ key, reason, ip, operation }: KeyRefusal): Promise<void> {
    securityLog('api key refused', { ip, apiKeyId: key.id, reason, ...(operation ? { operation } : {}) });
    try {
      const { allowed } = await this.throttle.consume(`${key.id}:${reason}`);
      if (!allowed) return;
      await auditTrail.record(
        this.dataSource.manager,
        { id: null, name: `Caller at ${ip}` },
        { action: 'refused', entity: 'ApiKey', entityId: key.id, label: key.name, after: { reason } },
      );
    } catch (error) {
      logger.error('api key: could not record a refusal', { error, apiKeyId: key.id });
    }
  }
}
