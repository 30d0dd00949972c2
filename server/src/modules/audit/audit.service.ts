import { In, type DataSource, type SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../../auth/actor';
import { cappedLimit } from '../../common/pagination';
import { pageAndTotal } from '../../db/list-page';
import type { FieldChange, FieldChanges } from './audit-diff';
import { AuditEntry } from './audit-entry.entity';
import { onlyReadableBy } from './audit-visibility';
import type {
  AuditEntriesArgs,
  AuditEntryPage,
  AuditEntryView,
  AuditFieldChange,
  AuditFilterOptions,
} from './audit.types';

const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

function fieldChange(field: string, change: FieldChange): AuditFieldChange {
  const masked = 'changed' in change;
  return { field, from: asText(change.from), to: asText(change.to), masked };
}

export const view = (entry: AuditEntry): AuditEntryView => ({
  ...entry,
  changes: Object.entries(entry.changes as FieldChanges).map(([field, change]) => fieldChange(field, change)),
});

/** The list's filters (paging aside). */
export type AuditFilters = Omit<AuditEntriesArgs, 'offset' | 'limit'>;

/** Days outside what both databases' DATETIME holds leave that end of the range open. */
const FIRST_DAY = '1000-01-01';
const LAST_DAY = '9999-12-30';

/** Local midnight at the start of a yyyy-MM-dd day, `days` later (years below 100 too). */
function startOf(day: string, days = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(0);
  at.setFullYear(year, month - 1, date + days);
  at.setHours(0, 0, 0, 0);
  return at;
}

/** Reads the audit trail (writing is AuditTrail's job, inside each change's transaction). */
export class AuditService {
  constructor(private readonly dataSource: DataSource) {}

  /** The entries `actor` may read that the filters select, newest first (the list and its CSV export). */
  matching(
    { entity, entityId, actorId, action, from, to }: AuditFilters,
    actor: Actor,
  ): SelectQueryBuilder<AuditEntry> {
    const query = this.dataSource.getRepository(AuditEntry).createQueryBuilder('a');
    if (entity) query.andWhere('a.entity = :entity', { entity });
    if (entityId) query.andWhere('a.entityId = :entityId', { entityId });
    if (actorId !== null && actorId !== undefined) query.andWhere('a.actorId = :actorId', { actorId });
    if (action) query.andWhere('a.action = :action', { action });
    if (from && from >= FIRST_DAY) query.andWhere('a.at >= :from', { from: startOf(from) });
    if (to && to <= LAST_DAY) query.andWhere('a.at < :to', { to: startOf(to, 1) });
    return onlyReadableBy(this.dataSource, query, 'a', actor).orderBy('a.at', 'DESC').addOrderBy('a.id', 'DESC');
  }

  /** One page, read as every list reads it (pageAndTotal). */
  async list(args: AuditEntriesArgs, actor: Actor): Promise<AuditEntryPage> {
    const take = cappedLimit(args.limit);
    const [rows, total] = await pageAndTotal(this.matching(args, actor), args.offset, take);
    return { items: rows.map(view), total, offset: args.offset, limit: take };
  }

  /** Who wrote, about what and which actions, among the entries `actor` may read. */
  async filterOptions(actor: Actor): Promise<AuditFilterOptions> {
    const entries = () => this.dataSource.getRepository(AuditEntry).createQueryBuilder('a');
    const readable = () => onlyReadableBy(this.dataSource, entries(), 'a', actor);
    const distinct = async (column: 'entity' | 'action') =>
      (
        await readable()
          .select(`a.${column}`, 'value')
          .distinct(true)
          .orderBy(`a.${column}`, 'ASC')
          .getRawMany<{ value: string }>()
      ).map((row) => row.value);
    // Each user's newest entry names them (a user renamed since shows their newer name).
    const newest = await readable()
      .select('MAX(a.id)', 'id')
      .andWhere('a.actorId IS NOT NULL')
      .groupBy('a.actorId')
      .getRawMany<{ id: number | string }>();
    const [entities, actions, named] = await Promise.all([
      distinct('entity'),
      distinct('action'),
      newest.length
        ? this.dataSource.getRepository(AuditEntry).find({
            select: { actorId: true, actorName: true },
            where: { id: In(newest.map((row) => Number(row.id))) },
          })
        : Promise.resolve([]),
    ]);
    const users = named
      .map((entry) => ({ id: entry.actorId!, name: entry.actorName }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    return { users, entities, actions };
  }
}
