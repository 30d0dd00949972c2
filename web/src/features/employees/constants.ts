import {
  codeLabels,
  codeNames,
  DEPARTMENT,
  EMPLOYEE_LIMITS,
  EMPLOYEE_MESSAGES,
  EMPLOYEE_STATUS,
  SALARY_MAX,
} from '@site/shared';
import type { Department, EmployeeSort, EmployeeStatus, SortDirection } from '../../gql/graphql';

export { EMPLOYEE_LIMITS, EMPLOYEE_MESSAGES, SALARY_MAX };

// Typed by the API's enums: a department or status the API adds or drops fails the type check here.
export const DEPARTMENT_LABELS: Readonly<Record<Department, string>> = /* @__PURE__ */ codeLabels(DEPARTMENT);
export const DEPARTMENTS: Department[] = /* @__PURE__ */ codeNames(DEPARTMENT);
export const STATUS_LABELS: Readonly<Record<EmployeeStatus, string>> = /* @__PURE__ */ codeLabels(EMPLOYEE_STATUS);
export const EMPLOYEE_STATUSES: EmployeeStatus[] = /* @__PURE__ */ codeNames(EMPLOYEE_STATUS);

/** Back-office table page size. */
export const ADMIN_PAGE_SIZE = 10;
/** The columns the back-office table sorts by (the API's EmployeeSort), and its first order: by name. */
export const EMPLOYEE_SORTS: readonly EmployeeSort[] = [
  'NAME',
  'POSITION',
  'DEPARTMENT',
  'EMAIL',
  'JOIN_DATE',
  'STATUS',
];
export const ADMIN_DEFAULT_SORT: { field: EmployeeSort; direction: SortDirection } = {
  field: 'NAME',
  direction: 'ASC',
};
/** The list's own filter, kept in the URL next to the search. */
export const STATUS_FILTER = 'status';

export const EMPLOYEE_LIST_TEXTS = {
  loading: 'Loading employees...',
  empty: 'No employees found',
  error: 'Error loading employees',
};

/** How many people the manager picker offers at once; typing a name narrows them on the server. */
export const MANAGER_OPTIONS_LIMIT = 20;
