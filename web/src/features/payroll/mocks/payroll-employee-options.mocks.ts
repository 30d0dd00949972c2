import { dataMock, type MockOptions } from '../../../test/apollo-mocks';
import { PayrollEmployeeOptionsDocument } from '../api/payroll';
import { EMPLOYEE_OPTIONS_LIMIT } from '../constants';
import { PAYROLL_PEOPLE, type MockPayrollEmployee } from './sample-payrolls';

const PEOPLE: readonly MockPayrollEmployee[] = Object.values(PAYROLL_PEOPLE);

/** The monthly salaries on the people's records (Hannah's is not on record). */
export const SALARIES: Readonly<Record<number, string>> = { 1: '9850.00', 2: '7420.00', 3: '6175.50', 6: '5400.00' };

/** The employee picker's first answer (nothing typed) or its answer to `search`, by name. */
export function employeeOptionsMock(search: string | null = null, options?: MockOptions) {
  const text = search?.toLowerCase();
  const items = [...PEOPLE]
    .filter((e) => !text || e.name.toLowerCase().includes(text))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ id, name, position }) => ({
      __typename: 'Employee' as const,
      id,
      name,
      position,
      salary: SALARIES[id] ?? null,
    }));
  const page = { __typename: 'EmployeePage' as const, total: items.length, items };
  return dataMock(
    PayrollEmployeeOptionsDocument,
    { search, limit: EMPLOYEE_OPTIONS_LIMIT },
    { adminEmployees: page },
    options,
  );
}
