// The payroll mocks, by role; importers keep using this module.
export {
  LAST_MONTH,
  orphanPayroll,
  PAYROLL_PEOPLE,
  samplePayroll,
  samplePayrolls,
  THIS_MONTH,
  type MockPayroll,
} from './sample-payrolls';
export * from './payroll-errors.mocks';
export * from './payroll-list.mocks';
export * from './payroll-record.mocks';
export * from './my-payroll.mocks';
export * from './payroll-employee-options.mocks';
export * from './payroll-writes.mocks';
