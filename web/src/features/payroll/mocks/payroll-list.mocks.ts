import type { AdminPayrollsQuery, AdminPayrollsQueryVariables, PayrollSort, SortDirection } from '../../../gql/graphql';
import { parseCents } from '../../../lib/money';
import { dataMock, networkErrorMock, pendingMock, type MockOptions } from '../../../test/apollo-mocks';
import { AdminPayrollsDocument } from '../api/payroll';
import { ADMIN_DEFAULT_SORT, ADMIN_PAGE_SIZE, STATUS_LABELS } from '../constants';
import { samplePayrolls, THIS_MONTH, type MockPayroll } from './sample-payrolls';

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
