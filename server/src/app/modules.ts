import { authModule } from '../auth/auth.module';
import { apiKeysModule } from '../modules/api-keys/api-keys.module';
import { auditModule } from '../modules/audit/audit.module';
import { contactModule } from '../modules/contact/contact.module';
import { contentModule } from '../modules/content/content.module';
import { dashboardModule } from '../modules/dashboard/dashboard.module';
import { employeesModule } from '../modules/employees/employees.module';
import { leaveModule } from '../modules/leave/leave.module';
import { payrollModule } from '../modules/payroll/payroll.module';
import { projectsModule } from '../modules/projects/projects.module';
import { quotesModule } from '../modules/quotes/quotes.module';
import { servicesModule } from '../modules/services/services.module';
import type { FeatureModule } from './feature-module';

/**
 * Every feature of the app, each listed once. The schema build (resolvers), the data source
 * (entities, migrations) and the seed runner (seed sets, in this order) read this list.
 */
export const modules: readonly FeatureModule[] = [
  authModule,
  projectsModule,
  servicesModule,
  contentModule,
  quotesModule,
  contactModule,
  employeesModule,
  leaveModule,
  payrollModule,
  auditModule,
  dashboardModule,
  apiKeysModule,
];
