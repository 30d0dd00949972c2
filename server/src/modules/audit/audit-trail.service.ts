import type { EntityManager } from 'typeorm';
import { VISITOR, type Writer } from '../../auth/actor';
import { diff } from './audit-diff';
import { AuditEntry } from './audit-entry.entity';

export type AuditAction = 'create' | 'update' | 'delete' | (string & {});

export interface AuditRecord {
  /** 'create', 'update', 'delete', or the feature's own verb ('feature', 'status', 'handled'). */
  action: AuditAction;
  /** The entity's class name, e.g. 'Project'. */
  entity: string;
  entityId: number | string;
  /** A short name for the record, e.g. the project's title. */
  label: string;
  /** The record as read inside the transaction before the change; null or left out for a creation. */
  before?: object | null;
  /** The record after the change; null or left out for a deletion. */
  after?: object | null;
}

const LABEL_MAX = 200;
const ACTOR_NAME_MAX = 100;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Writes the audit trail. Call `record` with the transaction's EntityManager, after the change
 * and in the same transaction, so a write that fails (and rolls back) leaves no entry and an
 * entry never exists without its write:
 *
 *   await dataSource.transaction(async (manager) => {
 *     ...the change, through `manager`...
 *     await audit.record(manager, actor, { action: 'update', entity: 'Project', entityId, label, before, after });
 *   });
 */
export class AuditTrail {
  /** Records one write; `actor` null is a visitor (a public form). Returns the stored entry. */
  async record(manager: EntityManager, actor: Writer | null, record: AuditRecord): Promise<AuditEntry> {
    const entry = manager.create(AuditEntry, {
      actorId: actor?.id ?? null,
      actorName: clip(actor?.name ?? VISITOR, ACTOR_NAME_MAX),
      action: record.action,
      entity: record.entity,
      entityId: String(record.entityId),
      label: clip(record.label, LABEL_MAX),
      changes: diff(record.before, record.after),
    });
    return manager.save(entry);
  }
}

/** The trail every service shares: it holds no state. */
export const auditTrail = new AuditTrail();
