import { EMPLOYEE_MESSAGES as M } from '@site/shared';
import type {
  AdminEmployeesQuery,
  AdminEmployeesQueryVariables,
  CreateEmployeeInput,
  EmployeeSort,
  EmployeeStatus,
  SortDirection,
  UpdateEmployeeInput,
} from '../../../gql/graphql';
import {
  dataMock,
  errorMock,
  invalidInput,
  networkErrorMock,
  pendingMock,
  type ApiError,
  type MockOptions,
} from '../../../test/apollo-mocks';
import {
  AdminEmployeesDocument,
  CreateEmployeeDocument,
  DeleteEmployeeDocument,
  EmployeeDocument,
  InviteEmployeeDocument,
  ManagerOptionsDocument,
  SetEmployeeStatusDocument,
  UpdateEmployeeDocument,
} from '../api/employees';
import {
  ADMIN_DEFAULT_SORT,
  ADMIN_PAGE_SIZE,
  DEPARTMENT_LABELS,
  MANAGER_OPTIONS_LIMIT,
  STATUS_LABELS,
} from '../constants';
import { asRow, sampleEmployees, type MockEmployee } from './sample-employees';

export { asRow, sampleEmployee, sampleEmployees, sampleWithAccess, type MockEmployee } from './sample-employees';

/** The API's catalogue message for an unknown id. */
export const EMPLOYEE_NOT_FOUND: ApiError = { message: 'Employee not found', code: 'NOT_FOUND' };

// ---- Variables, exactly as the pages send them (MockLink tells null from absent) ----

/** AdminEmployeesPage: `{ offset, limit, search, status, sort, direction }`, null for an empty box or filter. */
export const adminEmployeesVariables = ({
  page = 1,
  search = null,
  status = null,
  sort = ADMIN_DEFAULT_SORT,
}: {
  page?: number;
  search?: string | null;
  status?: EmployeeStatus | null;
  sort?: { field: EmployeeSort; direction: SortDirection };
} = {}): AdminEmployeesQueryVariables => ({
  offset: (page - 1) * ADMIN_PAGE_SIZE,
  limit: ADMIN_PAGE_SIZE,
  search,
  status,
  sort: sort.field,
  direction: sort.direction,
});

// ---- Results ----

/** The server's sort keys: text ignoring case; department and status by their stored codes. */
const SORT_KEYS: Record<EmployeeSort, (e: MockEmployee) => string> = {
  NAME: (e) => e.name.toLowerCase(),
  POSITION: (e) => e.position.toLowerCase(),
  DEPARTMENT: (e) => DEPARTMENT_LABELS[e.department],
  EMAIL: (e) => e.email,
  JOIN_DATE: (e) => e.joinDate,
  STATUS: (e) => STATUS_LABELS[e.status],
};

/** The page the server would answer: its search (name, position, department, email), status, order and slice. */
export function employeesPage(
  variables: AdminEmployeesQueryVariables,
  source: readonly MockEmployee[] = sampleEmployees,
): AdminEmployeesQuery {
  const text = variables.search?.trim().toLowerCase();
  const matching = source
    .filter((e) => !variables.status || e.status === variables.status)
    .filter(
      (e) =>
        !text ||
        [e.name, e.position, DEPARTMENT_LABELS[e.department], e.email].some((v) => v.toLowerCase().includes(text)),
    )
    .sort((a, b) => {
      const key = SORT_KEYS[variables.sort ?? 'NAME'];
      const [ka, kb] = [key(a), key(b)];
      const order = (ka < kb ? -1 : ka > kb ? 1 : 0) || a.id - b.id;
      return (variables.direction ?? 'ASC') === 'DESC' ? -order : order;
    });
  const { offset, limit } = variables;
  const page = {
    __typename: 'EmployeePage' as const,
    total: matching.length,
    offset,
    limit,
    items: matching.slice(offset, offset + limit).map(asRow),
  };
  return { adminEmployees: page };
}

/** The employees on a page, in the order the API lists them (handy in assertions). */
export const pageEmployees = (variables: AdminEmployeesQueryVariables, source?: readonly MockEmployee[]) =>
  employeesPage(variables, source).adminEmployees.items;

// ---- Queries ----

export const adminEmployeesMock = (
  variables = adminEmployeesVariables(),
  source: readonly MockEmployee[] = sampleEmployees,
  options?: MockOptions,
) => dataMock(AdminEmployeesDocument, variables, employeesPage(variables, source), options);

export const adminEmployeesLoadingMock = (variables = adminEmployeesVariables()) =>
  pendingMock(AdminEmployeesDocument, variables);

export const adminEmployeesNetworkErrorMock = (variables = adminEmployeesVariables(), options?: MockOptions) =>
  networkErrorMock(AdminEmployeesDocument, variables, options);

export const employeeMock = (employee: MockEmployee, options?: MockOptions) =>
  dataMock(EmployeeDocument, { id: employee.id }, { employee }, options);

export const employeeNotFoundMock = (id: number) => errorMock(EmployeeDocument, { id }, EMPLOYEE_NOT_FOUND);

export const employeeLoadingMock = (id: number) => pendingMock(EmployeeDocument, { id });

export const employeeNetworkErrorMock = (id: number) => networkErrorMock(EmployeeDocument, { id });

/** The manager picker's first answer (nothing typed) or its answer to `search`, by name. */
export function managerOptionsMock(
  search: string | null = null,
  source: readonly MockEmployee[] = sampleEmployees,
  options?: MockOptions,
) {
  const { adminEmployees } = employeesPage(
    { offset: 0, limit: MANAGER_OPTIONS_LIMIT, search, sort: 'NAME', direction: 'ASC' },
    source,
  );
  const byId = new Map(source.map((e) => [e.id, e]));
  const items = adminEmployees.items.map(({ id }) => {
    const { name, position } = byId.get(id)!;
    return { __typename: 'Employee' as const, id, name, position };
  });
  const page = { __typename: 'EmployeePage' as const, total: adminEmployees.total, items };
  return dataMock(ManagerOptionsDocument, { search, limit: MANAGER_OPTIONS_LIMIT }, { adminEmployees: page }, options);
}

// ---- Mutations ----

/** The id the next created employee gets (one past the samples). */
export const NEW_EMPLOYEE_ID = sampleEmployees.length + 1;

/** An employee as another's `manager`. */
const managerOf = ({ id, name, position }: MockEmployee) => ({ __typename: 'Employee' as const, id, name, position });

/** What the API stores of an input: blank optional texts as none. */
const saved = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

export function createEmployeeMock(input: CreateEmployeeInput, options?: MockOptions) {
  const manager = sampleEmployees.find((e) => e.id === input.managerId);
  const created: MockEmployee = {
    __typename: 'Employee',
    id: NEW_EMPLOYEE_ID,
    name: input.name,
    position: input.position,
    department: input.department,
    email: input.email,
    joinDate: input.joinDate,
    status: input.status ?? 'ACTIVE',
    phone: saved(input.phone),
    bio: saved(input.bio),
    managerId: input.managerId ?? null,
    manager: manager ? managerOf(manager) : null,
    isHR: input.isHR ?? false,
    salary: saved(input.salary),
    bankAccount: saved(input.bankAccount),
    taxId: saved(input.taxId),
    access: 'NONE',
  };
  return dataMock(CreateEmployeeDocument, { input }, { createEmployee: created }, options);
}

/** The API refusing an input (BAD_USER_INPUT), with per-field messages keyed `input.<field>`. */
export const createEmployeeInvalidMock = (input: CreateEmployeeInput, fields: Record<string, string>) =>
  errorMock(CreateEmployeeDocument, { input }, invalidInput(fields));

/** The address is another employee's: a CONFLICT naming the email field, as the API sends it. */
export const createEmployeeEmailTakenMock = (input: CreateEmployeeInput) =>
  errorMock(
    CreateEmployeeDocument,
    { input },
    { message: M.emailTaken, code: 'CONFLICT', fields: { email: [M.emailTaken] } },
  );

/** Saves `input` onto `employee`, as the server stores it. */
export function updateEmployeeMock(employee: MockEmployee, input: UpdateEmployeeInput, options?: MockOptions) {
  const manager = sampleEmployees.find((e) => e.id === input.managerId);
  const updated: MockEmployee = {
    ...employee,
    ...(input.name ? { name: input.name } : {}),
    ...(input.position ? { position: input.position } : {}),
    ...(input.department ? { department: input.department } : {}),
    ...(input.email ? { email: input.email } : {}),
    ...(input.joinDate ? { joinDate: input.joinDate } : {}),
    ...(input.isHR !== undefined && input.isHR !== null ? { isHR: input.isHR } : {}),
    phone: input.phone === undefined ? employee.phone : saved(input.phone),
    bio: input.bio === undefined ? employee.bio : saved(input.bio),
    salary: input.salary === undefined ? employee.salary : saved(input.salary),
    bankAccount: input.bankAccount === undefined ? employee.bankAccount : saved(input.bankAccount),
    taxId: input.taxId === undefined ? employee.taxId : saved(input.taxId),
    managerId: input.managerId === undefined ? employee.managerId : input.managerId,
    manager: input.managerId === undefined ? employee.manager : manager ? managerOf(manager) : null,
  };
  return dataMock(UpdateEmployeeDocument, { id: employee.id, input }, { updateEmployee: updated }, options);
}

export const updateEmployeeInvalidMock = (id: number, input: UpdateEmployeeInput, fields: Record<string, string>) =>
  errorMock(UpdateEmployeeDocument, { id, input }, invalidInput(fields));

/** The status saved; Terminated disables a linked account, leaving it enables it again (as the API does). */
export function setEmployeeStatusMock(employee: MockEmployee, status: EmployeeStatus, options?: MockOptions) {
  const linked = employee.access !== 'NONE' && employee.access !== 'INVITED';
  const access = !linked ? employee.access : status === 'TERMINATED' ? 'DISABLED' : 'ACTIVE';
  return dataMock(
    SetEmployeeStatusDocument,
    { id: employee.id, status },
    { setEmployeeStatus: { ...asRow(employee), status, access } },
    options,
  );
}

export const setEmployeeStatusErrorMock = (id: number, status: EmployeeStatus, error: ApiError) =>
  errorMock(SetEmployeeStatusDocument, { id, status }, error);

export const deleteEmployeeMock = (id: number, options?: MockOptions) =>
  dataMock(DeleteEmployeeDocument, { id }, { deleteEmployee: id }, options);

/** The employee has payroll or leave history: the API refuses and says to set Terminated instead. */
export const deleteEmployeeWithHistoryMock = (id: number) =>
  errorMock(DeleteEmployeeDocument, { id }, { message: M.hasHistory, code: 'CONFLICT' });

/** The invitation mailed: the account waits for its password. */
export function inviteEmployeeMock(employee: MockEmployee, options?: MockOptions) {
  const invited = {
    __typename: 'Employee' as const,
    id: employee.id,
    email: employee.email,
    access: 'INVITED' as const,
  };
  return dataMock(InviteEmployeeDocument, { id: employee.id }, { inviteEmployee: invited }, options);
}

export const inviteEmployeeErrorMock = (id: number, error: ApiError) =>
  errorMock(InviteEmployeeDocument, { id }, error);
