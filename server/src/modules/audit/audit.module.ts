import type { FeatureModule } from '../../app/feature-module';
import { AuditEntry } from './audit-entry.entity';
import { AuditResolver } from './audit.resolver';
import { AuditEntries1795470000000 } from './migrations/1795470000000-audit-entries';

export const auditModule: FeatureModule = {
  name: 'audit',
  entities: [AuditEntry],
  resolvers: [AuditResolver],
  migrations: [AuditEntries1795470000000],
};
