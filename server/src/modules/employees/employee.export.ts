import { Role } from '../../auth/roles';
import { defineExport } from '../../common/export/csv-export';
import { EmployeeStatus, type Employee } from './employee.entity';
import { AdminEmployeesArgs } from './employee.inputs';
import { EmployeeDirectory } from './employee-directory.service';

/**
 * The employees list as CSV, with its search and sort: the table's columns and the rest of the
 * record. Admins only, so the pay columns are always theirs to read.
 */
export const employeeExport = defineExport({
  name: 'employees',
  roles: [Role.ADMIN],
  args: AdminEmployeesArgs,
  params: ['search', 'status', 'sort', 'direction'],
  enums: { status: EmployeeStatus },
  query: (dataSource, args) =>
    new EmployeeDirectory(dataSource).matching(args).leftJoinAndSelect('e.managerRecord', 'manager'),
  columns: [
    { header: 'Name', value: (e: Employee) => e.name },
    { header: 'Position', value: (e) => e.position },
    { header: 'Department', value: (e) => e.department },
    { header: 'Email', value: (e) => e.email },
    { header: 'Phone', value: (e) => e.phone },
    { header: 'Join Date', value: (e) => e.joinDate },
    { header: 'Status', value: (e) => e.status },
    { header: 'Manager', value: (e) => e.managerRecord?.name ?? null },
    { header: 'HR', value: (e) => e.isHR },
    // Exact text, so a spreadsheet reads the amount as written.
    { header: 'Salary', value: (e) => e.salary },
    { header: 'Bank Account', value: (e) => e.bankAccount },
    { header: 'Tax ID', value: (e) => e.taxId },
  ],
});
