import type {
  AdminPayrollsQuery,
  AdminPayrollsQueryVariables,
  CreatePayrollInput,
  PayrollPaymentMethod,
  PayrollSort,
  SortDirection,
  UpdatePayrollInput,
} from '../../../gql/graphql';
import { centsToDecimal, parseCents } from '../../../lib/money';
import {
  dataMock,
  errorMock,
  networkErrorMock,
  pendingMock,
  type ApiError,
  type MockOptions,
} from '../../../test/apollo-mocks';
import {
  AdminPayrollsDocument,
  CreatePayrollDocument,
  DeletePayrollDocument,
  MyPayrollProfileDocument,
  MyPayrollsDocument,
  PayrollDocument,
  PayrollEmployeeOptionsDocument,
  ProcessPaymentDocument,
  RunMonthlyPayrollDocument,
  UpdatePayrollDocument,
} from '../api/payroll';
import {
  ADMIN_DEFAULT_SORT,
  ADMIN_PAGE_SIZE,
  EMPLOYEE_OPTIONS_LIMIT,
  PAYROLL_MESSAGES as M,
  STATUS_LABELS,
} from '../constants';
import { netCents } from '../schemas/amounts';
import {
  PAYROLL_PEOPLE,
  samplePayrolls,
  THIS_MONTH,
  type MockPayroll,
  type MockPayrollEmployee,
} from './sample-payrolls';

export {
  LAST_MONTH,
  orphanPayroll,
  PAYROLL_PEOPLE,
  samplePayroll,
  samplePayrolls,
  THIS_MONTH,
  type MockPayroll,
} from './sample-payrolls';

/** The API's catalogue messages, with their codes. */
export const PAYROLL_NOT_FOUND: ApiError = { message: M.notFound, code: 'NOT_FOUND' };
export const PAYROLL_DUPLICATE: ApiError = { message: M.duplicate, code: 'CONFLICT' };
export const PAYROLL_ALREADY_PAID: ApiError = { message: M.alreadyPaid, code: 'CONFLICT' };
export const PAYROLL_NOT_PENDING: ApiError = { message: M.notPending, code: 'CONFLICT' };

// ---- Variables, exactly as the pages send them (MockLink tells null from absent) ----

/** AdminPayrollPage: `{ offset, limit, month, search, sort, direction }`; the month opens on the current one. */
export const adminPayrollsVariables = ({
  page = 1,
  month = THIS_MONTH,
  search = null,
  sort = ADMIN_DEFAULT_SORT,
}: {
  page?: number;
  month?: string | null;
  search?: string | null;
  sort?: { field: PayrollSort; direction: SortDirection };
} = {}): AdminPayrollsQueryVariables => ({
  offset: (page - 1) * ADMIN_PAGE_SIZE,
  limit: ADMIN_PAGE_SIZE,
  month,
  search,
  sort: sort.field,
  direction: sort.direction,
});

// ---- Results ----

const SORT_KEYS: Record<PayrollSort, (p: MockPayroll) => string | bigint> = {
  EMPLOYEE: (p) => p.employee?.name.toLowerCase() ?? '',
  MONTH: (p) => p.month,
  NET_SALARY: (p) => parseCents(p.netSalary)!,
  STATUS: (p) => STATUS_LABELS[p.paymentStatus],
};

/** The page the server would answer: the month exactly, the search over name or status, the order and slice. */
export function payrollsPage(
  variables: AdminPayrollsQueryVariables,
  source: readonly MockPayroll[] = samplePayrolls,
): AdminPayrollsQuery {
  const text = variables.search?.trim().toLowerCase();
  const matching = source
    .filter((p) => !variables.month || p.month === variables.month)
    .filter(
      (p) =>
        !text || [p.employee?.name ?? '', STATUS_LABELS[p.paymentStatus]].some((v) => v.toLowerCase().includes(text)),
    )
    .sort((a, b) => {
      const key = SORT_KEYS[variables.sort];
      const [ka, kb] = [key(a), key(b)];
      const order = (ka < kb ? -1 : ka > kb ? 1 : 0) || a.id - b.id;
      return variables.direction === 'DESC' ? -order : order;
    });
  const { offset, limit } = variables;
  const page = {
    __typename: 'PayrollPage' as const,
    total: matching.length,
    offset,
    limit,
    items: matching.slice(offset, offset + limit),
  };
  return { adminPayrolls: page };
}

/** The records on a page, in the order the API lists them (handy in assertions). */
export const pagePayrolls = (variables: AdminPayrollsQueryVariables, source?: readonly MockPayroll[]) =>
  payrollsPage(variables, source).adminPayrolls.items;

// ---- Queries ----

export const adminPayrollsMock = (
  variables = adminPayrollsVariables(),
  source: readonly MockPayroll[] = samplePayrolls,
  options?: MockOptions,
) => dataMock(AdminPayrollsDocument, variables, payrollsPage(variables, source), options);

export const adminPayrollsLoadingMock = (variables = adminPayrollsVariables()) =>
  pendingMock(AdminPayrollsDocument, variables);

export const adminPayrollsNetworkErrorMock = (variables = adminPayrollsVariables(), options?: MockOptions) =>
  networkErrorMock(AdminPayrollsDocument, variables, options);

export const payrollMock = (payroll: MockPayroll, options?: MockOptions) =>
  dataMock(PayrollDocument, { id: payroll.id }, { payroll }, options);

export const payrollNotFoundMock = (id: number) => errorMock(PayrollDocument, { id }, PAYROLL_NOT_FOUND);

export const payrollLoadingMock = (id: number) => pendingMock(PayrollDocument, { id });

export const payrollNetworkErrorMock = (id: number, options?: MockOptions) =>
  networkErrorMock(PayrollDocument, { id }, options);

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

// ---- Mutations ----

/** The id the next created record gets (one past the samples). */
export const NEW_PAYROLL_ID = samplePayrolls.length + 1;

/** A record as the server stores an input: extras that are none as 0.00, the net computed. */
function stored(base: MockPayroll, input: CreatePayrollInput | UpdatePayrollInput): MockPayroll {
  const amount = (text: string | null | undefined, before: string) =>
    text === undefined ? before : centsToDecimal(parseCents(text || '0')!);
  const basicSalary = amount(input.basicSalary, base.basicSalary);
  const allowances = amount(input.allowances, base.allowances);
  const deductions = amount(input.deductions, base.deductions);
  const bonus = amount(input.bonus, base.bonus);
  const net = netCents({ basicSalary, allowances, deductions, bonus })!;
  return {
    ...base,
    month: input.month ?? base.month,
    basicSalary,
    allowances,
    deductions,
    bonus,
    netSalary: centsToDecimal(net),
    notes: input.notes === undefined ? base.notes : input.notes?.trim() || null,
  };
}

export function createPayrollMock(input: CreatePayrollInput, options?: MockOptions) {
  const employee = PEOPLE.find((e) => e.id === input.employeeId) ?? null;
  const blank: MockPayroll = {
    ...samplePayrolls[0]!,
    id: NEW_PAYROLL_ID,
    employeeId: input.employeeId,
    employee,
    paymentStatus: 'PENDING',
    paymentDate: null,
    paymentMethod: null,
    notes: null,
    previousNetSalary: null,
    needsReview: false,
    payslipPath: `/api/payslips/${NEW_PAYROLL_ID}.pdf`,
  };
  return dataMock(CreatePayrollDocument, { input }, { createPayroll: stored(blank, input) }, options);
}

/** The employee already has a record that month: the API's CONFLICT. */
export const createPayrollDuplicateMock = (input: CreatePayrollInput) =>
  errorMock(CreatePayrollDocument, { input }, PAYROLL_DUPLICATE);

export const updatePayrollMock = (payroll: MockPayroll, input: UpdatePayrollInput, options?: MockOptions) =>
  dataMock(UpdatePayrollDocument, { id: payroll.id, input }, { updatePayroll: stored(payroll, input) }, options);

export const updatePayrollErrorMock = (id: number, input: UpdatePayrollInput, error: ApiError = PAYROLL_NOT_PENDING) =>
  errorMock(UpdatePayrollDocument, { id, input }, error);

export const deletePayrollMock = (id: number, options?: MockOptions) =>
  dataMock(DeletePayrollDocument, { id }, { deletePayroll: id }, options);

export const deletePayrollErrorMock = (id: number, error: ApiError = PAYROLL_NOT_PENDING) =>
  errorMock(DeletePayrollDocument, { id }, error);

/** The record as Process Payment leaves it: Paid today, with the method and notes given. */
export const paidPayroll = (
  payroll: MockPayroll,
  paymentMethod: PayrollPaymentMethod = 'BANK_TRANSFER',
  notes: string | null = null,
  paymentDate = `${THIS_MONTH}-24`,
): MockPayroll => ({ ...payroll, paymentStatus: 'PAID', paymentDate, paymentMethod, notes: notes ?? payroll.notes });

export function processPaymentMock(
  payroll: MockPayroll,
  paymentMethod: PayrollPaymentMethod = 'BANK_TRANSFER',
  notes: string | null = null,
  options?: MockOptions,
) {
  return dataMock(
    ProcessPaymentDocument,
    { id: payroll.id, input: { paymentMethod, notes } },
    { processPayment: paidPayroll(payroll, paymentMethod, notes) },
    options,
  );
}

/** Someone paid it first: the API's CONFLICT. */
export const processPaymentErrorMock = (
  id: number,
  paymentMethod: PayrollPaymentMethod = 'BANK_TRANSFER',
  notes: string | null = null,
  error: ApiError = PAYROLL_ALREADY_PAID,
) => errorMock(ProcessPaymentDocument, { id, input: { paymentMethod, notes } }, error);

export function runMonthlyPayrollMock(month: string, created: number, skipped: number, options?: MockOptions) {
  const result = { __typename: 'PayrollRunResult' as const, month, created, skipped };
  return dataMock(RunMonthlyPayrollDocument, { month }, { runMonthlyPayroll: result }, options);
}

export const runMonthlyPayrollErrorMock = (month: string) => networkErrorMock(RunMonthlyPayrollDocument, { month });
