import {
  codeLabels,
  codeNames,
  DEPARTMENT,
  PAYROLL_LIMITS,
  PAYROLL_MESSAGES,
  PAYROLL_PAYMENT_METHOD,
  PAYROLL_STATUS,
  PAYROLL_TOASTS,
} from '@site/shared';
import type { Department, PayrollPaymentMethod, PayrollSort, PayrollStatus, SortDirection } from '../../gql/graphql';

export { PAYROLL_LIMITS, PAYROLL_MESSAGES, PAYROLL_TOASTS };

// Typed by the API's enums: a status or method the API adds or drops fails the type check here.
export const STATUS_LABELS: Readonly<Record<PayrollStatus, string>> = /* @__PURE__ */ codeLabels(PAYROLL_STATUS);
export const METHOD_LABELS: Readonly<Record<PayrollPaymentMethod, string>> =
  /* @__PURE__ */ codeLabels(PAYROLL_PAYMENT_METHOD);
export const PAYMENT_METHODS: PayrollPaymentMethod[] = /* @__PURE__ */ codeNames(PAYROLL_PAYMENT_METHOD);
export const DEPARTMENT_LABELS: Readonly<Record<Department, string>> = /* @__PURE__ */ codeLabels(DEPARTMENT);

/** Back-office table page size. */
export const ADMIN_PAGE_SIZE = 10;
/** The columns the list sorts by (the API's PayrollSort), and its first order: by employee. */
export const PAYROLL_SORTS: readonly PayrollSort[] = ['EMPLOYEE', 'MONTH', 'NET_SALARY', 'STATUS'];
export const ADMIN_DEFAULT_SORT: { field: PayrollSort; direction: SortDirection } = {
  field: 'EMPLOYEE',
  direction: 'ASC',
};

export const PAYROLL_LIST_TEXTS = {
  loading: 'Loading payroll data...',
  empty: 'No payroll records found',
  error: 'Error loading payroll data',
};

export const MY_PAYROLL_TEXTS = {
  loading: 'Loading payroll data...',
  empty: 'No payroll records found for the selected month',
  error: 'Error loading payroll data',
};

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this payroll record?';

/** Where a missing detail reads 'Unknown' (an employee record that cannot be read). */
export const UNKNOWN = 'Unknown';

/** How many employees the create form's picker offers at once; typing a name narrows them on the server. */
export const EMPLOYEE_OPTIONS_LIMIT = 20;
