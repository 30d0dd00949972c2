import type { FeatureModule } from '../../app/feature-module';
import { seedPayrollRecords } from '../../db/seed/people';
import { PayrollRecords1795482000000 } from './migrations/1795482000000-payroll-records';
import { PayrollListIndexes1795520000005 } from './migrations/1795520000005-payroll-list-indexes';
import { PayrollEmployeeName1795520000007 } from './migrations/1795520000007-payroll-employee-name';
import { PayrollRecord } from './payroll-record.entity';
import { payrollExport } from './payroll.export';
import { PayrollResolver } from './payroll.resolver';
import { PAYSLIPS_PATH, payslipRoutes } from './payslip.route';

/** Payroll: monthly records, their payment, the monthly run, the CSV export and the PDF payslips. */
export const payrollModule: FeatureModule = {
  name: 'payroll',
  entities: [PayrollRecord],
  resolvers: [PayrollResolver],
  migrations: [PayrollRecords1795482000000, PayrollListIndexes1795520000005, PayrollEmployeeName1795520000007],
  seeds: [{ name: 'payroll-records', kind: 'demo', apply: (manager) => seedPayrollRecords(manager) }],
  exports: [payrollExport],
  routes: [{ path: PAYSLIPS_PATH, router: payslipRoutes }],
};
