import { labelsByValue, PAYROLL_PAYMENT_METHOD } from '@site/shared';
import { Role } from '../../auth/roles';
import { defineExport } from '../../common/export/csv-export';
import type { PayrollRecord } from './payroll-record.entity';
import { AdminPayrollsArgs } from './payroll.inputs';
import { PayrollReader } from './payroll-reader.service';

const METHOD_LABELS = labelsByValue(PAYROLL_PAYMENT_METHOD);

/** The payroll list as CSV, with its month, search and sort: the table's columns and the payment. Admins only. */
export const payrollExport = defineExport({
  name: 'payrolls',
  roles: [Role.ADMIN],
  args: AdminPayrollsArgs,
  params: ['month', 'search', 'sort', 'direction'],
  query: (dataSource, args) => new PayrollReader(dataSource).matching(args).addSelect(['e.id', 'e.name']),
  columns: [
    { header: 'Employee', value: (r: PayrollRecord) => r.employeeRecord?.name ?? null },
    { header: 'Month', value: (r) => r.month },
    // Exact text, so a spreadsheet reads the amount as written.
    { header: 'Basic Salary', value: (r) => r.basicSalary },
    { header: 'Allowances', value: (r) => r.allowances },
    { header: 'Deductions', value: (r) => r.deductions },
    { header: 'Bonus', value: (r) => r.bonus },
    { header: 'Net Salary', value: (r) => r.netSalary },
    { header: 'Status', value: (r) => r.paymentStatus },
    { header: 'Payment Date', value: (r) => r.paymentDate },
    { header: 'Payment Method', value: (r) => (r.paymentMethod ? METHOD_LABELS[r.paymentMethod] : null) },
    { header: 'Notes', value: (r) => r.notes },
  ],
});
