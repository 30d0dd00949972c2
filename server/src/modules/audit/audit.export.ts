import { STAFF_ROLES } from '../../auth/roles';
import { defineExport } from '../../common/export/csv-export';
import type { AuditEntry } from './audit-entry.entity';
import { AuditService, view } from './audit.service';
import { AuditEntriesArgs } from './audit.types';

/** One field's change as the CSV writes it: a masked one says only that it changed (a bank account its last 4). */
function changeText({ field, from, to, masked }: ReturnType<typeof view>['changes'][number]): string {
  if (masked && from === null && to === null) return `${field}: changed`;
  return `${field}: ${from ?? '(none)'} → ${to ?? '(none)'}`;
}

/** The Activity page as CSV: the entries the user may read that its filters select, newest first. */
export const auditExport = defineExport({
  name: 'audit',
  roles: STAFF_ROLES,
  args: AuditEntriesArgs,
  params: ['entity', 'entityId', 'actorId', 'action', 'from', 'to'],
  integers: ['actorId'],
  query: (dataSource, args, { user }) => new AuditService(dataSource).matching(args, user),
  columns: [
    { header: 'At', value: (entry: AuditEntry) => entry.at },
    { header: 'User', value: (entry) => entry.actorName },
    { header: 'Action', value: (entry) => entry.action },
    { header: 'Entity', value: (entry) => entry.entity },
    { header: 'Record', value: (entry) => entry.entityId },
    { header: 'Label', value: (entry) => entry.label },
    { header: 'Changes', value: (entry) => view(entry).changes.map(changeText).join('; ') },
  ],
});
