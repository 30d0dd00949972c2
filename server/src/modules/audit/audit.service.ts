import type { DataSource } from 'typeorm';
import { cappedLimit } from '../../common/pagination';
import type { FieldChange, FieldChanges } from './audit-diff';
import { AuditEntry } from './audit-entry.entity';
import type { AuditEntriesArgs, AuditEntryPage, AuditEntryView, AuditFieldChange } from './audit.types';

const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

function fieldChange(field: string, change: FieldChange): AuditFieldChange {
  const masked = 'changed' in change;
  return { field, from: asText(change.from), to: asText(change.to), masked };
}

const view = (entry: AuditEntry): AuditEntryView => ({
  ...entry,
  changes: Object.entries(entry.changes as FieldChanges).map(([field, change]) => fieldChange(field, change)),
});

/** Reads the audit trail (writing is AuditTrail's job, inside each change's transaction). */
export class AuditService {
  constructor(private readonly dataSource: DataSource) {}

  /** Newest first, over everything or for one kind of record or one record. */
  async list({ entity, entityId, offset, limit }: AuditEntriesArgs): Promise<AuditEntryPage> {
    const take = cappedLimit(limit);
    const query = this.dataSource.getRepository(AuditEntry).createQueryBuilder('a');
    if (entity) query.andWhere('a.entity = :entity', { entity });
    if (entityId) query.andWhere('a.entityId = :entityId', { entityId });
    const [rows, total] = await query
      .orderBy('a.at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .skip(offset)
      .take(take)
      .getManyAndCount();
    return { items: rows.map(view), total, offset, limit: take };
  }
}
