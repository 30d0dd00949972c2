import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { FieldChanges } from './audit-diff';

/**
 * One write to the data: who, what, when and which fields changed. Written by the services
 * in the transaction of the change (audit-trail.service.ts), never updated afterwards.
 */
@Entity('audit_entries')
// Newest first over everything (the dashboard), and newest first for one record (its history).
@Index(['at', 'id'])
@Index(['entity', 'entityId', 'at'])
// The Activity page's filters by user and by action, newest first.
@Index(['actorId', 'at', 'id'])
@Index(['action', 'at', 'id'])
export class AuditEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @CreateDateColumn()
  at: Date;

  /** Null for a visitor (a public form). No foreign key: the entry outlives the account. */
  @Column({ type: 'int', nullable: true })
  actorId: number | null;

  /** The actor's name at the time, so the entry still reads right after a rename or deletion. */
  @Column({ type: 'varchar', length: 100 })
  actorName: string;

  /** 'create', 'update', 'delete', or a verb of the feature's own ('feature', 'status'). */
  @Column({ type: 'varchar', length: 30 })
  action: string;

  /** The entity's class name, e.g. 'Project'. */
  @Column({ type: 'varchar', length: 50 })
  entity: string;

  /** A string, so records keyed by a slug or a section name fit too. */
  @Column({ type: 'varchar', length: 50 })
  entityId: string;

  /** A short name for the record (a project's title), readable after the record is gone. */
  @Column({ type: 'varchar', length: 200 })
  label: string;

  /** Field by field, with the sensitive fields masked (audit-diff.ts). */
  @Column({ type: 'simple-json' })
  changes: FieldChanges;
}
