import type { FeatureModule } from '../../app/feature-module';
import { AuditEntry } from './audit-entry.entity';
import { auditExport } from './audit.export';
import { AuditResolver } from './audit.resolver';
import { AuditEntries1795470000000 } from './migrations/1795470000000-audit-entries';
import { AuditFilters1795500000000 } from './migrations/1795500000000-audit-filters';

export const auditModule: FeatureModule = {
  name: 'audit',
  entities: [AuditEntry],
  resolvers: [AuditResolver],
  migrations: [AuditEntries1795470000000, AuditFilters1795500000000],
  exports: [auditExport],
};
