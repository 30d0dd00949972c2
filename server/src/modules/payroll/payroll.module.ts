import type { FeatureModule } from '../../app/feature-module';
import { seedPayrollRecords } from '../../db/seed/people';
import { PayrollRecords1795482000000 } from './migrations/1795482000000-payroll-records';
import { PayrollRecord } from './payroll-record.entity';

/** Payroll records: the records so far (an employee's history); managing and paying them come next. */
export const payrollModule: FeatureModule = {
  name: 'payroll',
  entities: [PayrollRecord],
  resolvers: [],
  migrations: [PayrollRecords1795482000000],
  seeds: [{ name: 'payroll-records', kind: 'demo', apply: (manager) => seedPayrollRecords(manager) }],
};
