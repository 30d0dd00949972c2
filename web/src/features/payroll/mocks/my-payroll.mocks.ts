import { dataMock, networkErrorMock, pendingMock, type MockOptions } from '../../../test/apollo-mocks';
import { MyPayrollProfileDocument, MyPayrollsDocument } from '../api/payroll';
import {
  PAYROLL_PEOPLE,
  samplePayrolls,
  THIS_MONTH,
  type MockPayroll,
  type MockPayrollEmployee,
} from './sample-payrolls';

/** The signed-in user's employee record (null: their account has none). */
export function myProfileMock(employee: MockPayrollEmployee | null = PAYROLL_PEOPLE.david, options?: MockOptions) {
  const linked = employee && {
    __typename: 'Employee' as const,
    id: employee.id,
    name: employee.name,
    position: employee.position,
    department: employee.department,
  };
  // Typenames go to the cache (it normalises on them); the generated result types leave them out.
  const me = { __typename: 'User' as const, id: 40 + (employee?.id ?? 0), employee: linked };
  return dataMock(MyPayrollProfileDocument, {}, { me }, options);
}

export const myProfileLoadingMock = () => pendingMock(MyPayrollProfileDocument, {});

export const myProfileNetworkErrorMock = () => networkErrorMock(MyPayrollProfileDocument, {});

/** The employee's own records of `month` (null: every month), newest month first, as the API lists them. */
export function myPayrollsMock(
  month: string | null = THIS_MONTH,
  employee: MockPayrollEmployee = PAYROLL_PEOPLE.david,
  source: readonly MockPayroll[] = samplePayrolls,
  options?: MockOptions,
) {
  const mine = source
    .filter((p) => p.employeeId === employee.id && (!month || p.month === month))
    .sort((a, b) => (a.month < b.month ? 1 : a.month > b.month ? -1 : 0));
  return dataMock(MyPayrollsDocument, { month }, { myPayrolls: mine }, options);
}

export const myPayrollsLoadingMock = (month: string | null = THIS_MONTH) => pendingMock(MyPayrollsDocument, { month });

export const myPayrollsNetworkErrorMock = (month: string | null = THIS_MONTH, options?: MockOptions) =>
  networkErrorMock(MyPayrollsDocument, { month }, options);
