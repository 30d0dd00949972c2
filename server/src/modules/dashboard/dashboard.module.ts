import type { FeatureModule } from '../../app/feature-module';
import { DashboardResolver } from './dashboard.resolver';
import { DashboardIndexes1795500000001 } from './migrations/1795500000001-dashboard-indexes';

/** The back office's dashboard: aggregate figures over the other features' tables (it owns no table). */
export const dashboardModule: FeatureModule = {
  name: 'dashboard',
  entities: [],
  resolvers: [DashboardResolver],
  migrations: [DashboardIndexes1795500000001],
};
