import { EMPLOYEE_MESSAGES as M } from '@site/shared';
import { Employee } from '../../server/src/modules/employees/employee.entity';
import { LeaveRequest, LeaveStatus, LeaveType } from '../../server/src/modules/leave/leave-request.entity';
import { PayrollRecord } from '../../server/src/modules/payroll/payroll-record.entity';
import { AUDIT_ENTRIES, type AuditEntriesData, type AuditEntryView } from '../fixtures/audit';
import {
  ADMIN_EMPLOYEES,
  CREATE_EMPLOYEE,
  DELETE_EMPLOYEE,
  EMPLOYEE,
  insertEmployee,
  SET_EMPLOYEE_STATUS,
  UPDATE_EMPLOYEE,
  validEmployee,
  type AdminEmployeesData,
  type CreateEmployeeData,
  type EmployeeView,
  type SetEmployeeStatusData,
  type UpdateEmployeeData,
} from '../fixtures/employees';
import { ADMIN, dataOf, errorOf, startTestApp, type GqlResponse, type TestApp } from '../fixtures/test-app';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login(ADMIN.email, ADMIN.password);
});
afterAll(() => app?.close());

const create = async (fields: Record<string, unknown> = {}): Promise<EmployeeView> =>
  dataOf(await app.gql<CreateEmployeeData>(CREATE_EMPLOYEE, { input: validEmployee(fields) }, admin)).createEmployee;
const update = (id: number, input: Record<string, unknown>) =>
  app.gql<UpdateEmployeeData>(UPDATE_EMPLOYEE, { id, input }, admin);
const read = async (id: number) => dataOf(await app.gql<{ employee: EmployeeView }>(EMPLOYEE, { id }, admin)).employee;
const stored = (id: number) => app.dataSource.getRepository(Employee).findOneBy({ id });

async function history(entity: string, id: number): Promise<AuditEntryView[]> {
  const variables = { entity, entityId: String(id) };
  return dataOf(await app.gql<AuditEntriesData>(AUDIT_ENTRIES, variables, admin)).auditEntries.items;
}

const fieldErrors = (response: GqlResponse<unknown>) => errorOf(response).extensions?.fields;

describe('adding an employee', () => {
  it('stores it trimmed, the address in lower case, Active and not HR by default, the salary to the cent', async () => {
    const created = await create({
      name: '  Ada Lovelace  ',
      email: '  Ada.Lovelace.Add@Brightline.Example ',
      salary: '6400.5',
      phone: '   ',
      bio: '',
    });
    expect(created).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada.lovelace.add@brightline.example',
      status: 'ACTIVE',
      isHR: false,
      salary: '6400.50',
      phone: null,
      bio: null,
      managerId: null,
      access: 'NONE',
    });
    expect(await read(created.id)).toEqual(created);
  });

  it('records the creation with the pay fields masked: the bank account by its last 4 characters only', async () => {
    const created = await create({
      bankAccount: 'GB33 BUKB 2020 1555 5555 55',
      salary: '7100.00',
      taxId: 'QQ 11 22 33 A',
    });
    const [entry] = await history('Employee', created.id);
    expect(entry).toMatchObject({ action: 'create', label: created.name });
    const changes = Object.fromEntries(entry!.changes.map((change) => [change.field, change]));
    expect(changes.salary).toEqual({ field: 'salary', from: null, to: null, masked: true });
    expect(changes.taxId).toEqual({ field: 'taxId', from: null, to: null, masked: true });
    expect(changes.bankAccount).toMatchObject({ masked: true, to: '••••5 55' });
    expect(JSON.stringify(entry)).not.toMatch(/7100|QQ 11|BUKB/);
  });

  it.each([
    ['name', { name: '   ' }, M.nameRequired],
    ['name', { name: 'x'.repeat(101) }, M.nameMax],
    ['position', { position: '' }, M.positionRequired],
    ['email', { email: 'not-an-address' }, M.email],
    ['joinDate', { joinDate: '2026-02-30' }, M.joinDate],
    ['joinDate', { joinDate: '' }, M.joinDateRequired],
    ['phone', { phone: 'call me' }, M.phone],
    ['salary', { salary: '12,000' }, M.salary],
    ['salary', { salary: '-5' }, M.salary],
    ['salary', { salary: '100.001' }, M.salary],
    ['salary', { salary: '1000000.01' }, M.salaryMax],
    ['bankAccount', { bankAccount: '<b>1234</b>' }, M.bankAccount],
    ['taxId', { taxId: 'x'.repeat(21) }, M.taxIdMax],
    ['bio', { bio: 'b'.repeat(2001) }, M.bioMax],
  ])('refuses a bad %s with its message and stores nothing', async (field, fields, message) => {
    const before = await app.dataSource.getRepository(Employee).count();
    const response = await app.gql(CREATE_EMPLOYEE, { input: validEmployee(fields) }, admin);
    expect(errorOf(response).extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldErrors(response)?.[field]).toContain(message);
    expect(await app.dataSource.getRepository(Employee).count()).toBe(before);
  });

  it('refuses an address another employee has, whatever its letter case', async () => {
    const first = await create();
    const response = await app.gql(
      CREATE_EMPLOYEE,
      { input: validEmployee({ email: first.email.toUpperCase() }) },
      admin,
    );
    expect(errorOf(response)).toMatchObject({ message: M.emailTaken, extensions: { code: 'CONFLICT' } });
    expect(fieldErrors(response)?.email).toEqual([M.emailTaken]);
  });

  it('adds one employee when ten requests with one address arrive at once', async () => {
    const input = validEmployee();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => app.gql<CreateEmployeeData>(CREATE_EMPLOYEE, { input }, admin)),
    );
    expect(responses.filter((r) => !r.errors).length).toBe(1);
    expect(responses.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT').length).toBe(9);
    expect(await app.dataSource.getRepository(Employee).countBy({ email: input.email })).toBe(1);
  });

  it('refuses a manager who does not exist', async () => {
    const response = await app.gql(CREATE_EMPLOYEE, { input: validEmployee({ managerId: 999_999 }) }, admin);
    expect(errorOf(response)).toMatchObject({ message: M.managerMissing, extensions: { code: 'BAD_USER_INPUT' } });
    expect(fieldErrors(response)?.managerId).toEqual([M.managerMissing]);
  });

  it('takes an existing manager', async () => {
    const boss = await create();
    const report = await create({ managerId: boss.id });
    expect(report.manager).toEqual({ id: boss.id, name: boss.name });
  });
});

describe('changing an employee', () => {
  it('changes only the fields sent and clears an optional one sent as null', async () => {
    const created = await create();
    const changed = dataOf(await update(created.id, { position: ' Staff Engineer ', phone: null })).updateEmployee;
    expect(changed).toEqual({
      ...changed,
      position: 'Staff Engineer',
      phone: null,
      name: created.name,
      salary: created.salary,
    });
    const [entry] = await history('Employee', created.id);
    expect(entry?.action).toBe('update');
    expect(entry?.changes.map((c) => c.field).sort()).toEqual(['phone', 'position']);
  });

  it('masks a salary change in the trail', async () => {
    const created = await create({ salary: '5000.00' });
    dataOf(await update(created.id, { salary: '5500.00' }));
    const [entry] = await history('Employee', created.id);
    expect(entry?.changes).toEqual([{ field: 'salary', from: null, to: null, masked: true }]);
  });

  it('refuses the employee as their own manager', async () => {
    const created = await create();
    expect(errorOf(await update(created.id, { managerId: created.id }))).toMatchObject({
      message: M.managerSelf,
      extensions: { code: 'BAD_USER_INPUT', fields: { managerId: [M.managerSelf] } },
    });
  });

  it('refuses a manager who reports to the employee, directly or through others', async () => {
    const top = await create();
    const middle = await create({ managerId: top.id });
    const bottom = await create({ managerId: middle.id });
    for (const manager of [middle, bottom]) {
      expect(errorOf(await update(top.id, { managerId: manager.id }))).toMatchObject({
        message: M.managerCycle,
        extensions: { code: 'BAD_USER_INPUT', fields: { managerId: [M.managerCycle] } },
      });
    }
    expect((await stored(top.id))?.managerId).toBeNull();
    // Moving within the tree is fine, and so is having none.
    expect(dataOf(await update(bottom.id, { managerId: top.id })).updateEmployee.managerId).toBe(top.id);
    expect(dataOf(await update(bottom.id, { managerId: null })).updateEmployee.managerId).toBeNull();
  });

  it('of two changes at once that would make two people manage each other, lets one through', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await create();
      const b = await create();
      const [first, second] = await Promise.all([update(a.id, { managerId: b.id }), update(b.id, { managerId: a.id })]);
      const outcomes = [first, second].map((r) => (r.errors ? r.errors[0]?.message : 'ok')).sort();
      expect(outcomes).toEqual([M.managerCycle, 'ok']);
      const [storedA, storedB] = [await stored(a.id), await stored(b.id)];
      expect([storedA?.managerId, storedB?.managerId].filter((id) => id !== null)).toHaveLength(1);
    }
  });

  it('refuses an address another employee has', async () => {
    const [first, second] = [await create(), await create()];
    expect(errorOf(await update(second.id, { email: first.email })).extensions?.code).toBe('CONFLICT');
  });

  it.each([['name'], ['position'], ['department'], ['email'], ['joinDate'], ['status'], ['isHR']])(
    'refuses a null %s and changes nothing',
    async (field) => {
      const created = await create();
      const before = await stored(created.id);
      expect(errorOf(await update(created.id, { [field]: null })).extensions?.code).toBe('BAD_USER_INPUT');
      expect(await stored(created.id)).toEqual(before);
    },
  );

  it('answers NOT_FOUND for an unknown employee', async () => {
    expect(errorOf(await update(999_999, { position: 'x' }))).toMatchObject({
      message: 'Employee not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe("an employee's status", () => {
  const setStatus = (id: number, status: string) =>
    app.gql<SetEmployeeStatusData>(SET_EMPLOYEE_STATUS, { id, status }, admin);

  it('changes once, with one audit entry, when ten identical requests arrive at once', async () => {
    const created = await create();
    const responses = await Promise.all(Array.from({ length: 10 }, () => setStatus(created.id, 'ON_LEAVE')));
    expect(responses.map((r) => dataOf(r).setEmployeeStatus.status)).toEqual(Array(10).fill('ON_LEAVE'));
    const entries = (await history('Employee', created.id)).filter((e) => e.action === 'status');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.changes).toEqual([{ field: 'status', from: 'Active', to: 'On Leave', masked: false }]);
  });
});

describe('deleting an employee', () => {
  const remove = (id: number) => app.gql<{ deleteEmployee: number }>(DELETE_EMPLOYEE, { id }, admin);

  it('deletes one without history and records it', async () => {
    const created = await create();
    expect(dataOf(await remove(created.id)).deleteEmployee).toBe(created.id);
    expect(await stored(created.id)).toBeNull();
    expect((await history('Employee', created.id))[0]?.action).toBe('delete');
    expect(errorOf(await app.gql(EMPLOYEE, { id: created.id }, admin)).extensions?.code).toBe('NOT_FOUND');
  });

  const withLeave = async (employeeId: number) =>
    app.dataSource.getRepository(LeaveRequest).insert({
      employeeId,
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      type: LeaveType.VACATION,
      reason: 'Holiday',
      status: LeaveStatus.PENDING,
      notes: null,
    });
  const withPayroll = async (employeeId: number) =>
    app.dataSource.getRepository(PayrollRecord).insert({
      employeeId,
      month: '2026-10',
      basicSalary: '5000.00',
      allowances: '0.00',
      deductions: '0.00',
      bonus: '0.00',
      netSalary: '5000.00',
      notes: null,
    });

  it.each([
    ['leave', withLeave],
    ['payroll', withPayroll],
  ])('refuses one with %s history, saying to set Terminated, and changes nothing', async (_kind, addHistory) => {
    const employee = await insertEmployee(app.dataSource);
    await addHistory(employee.id);
    const entriesBefore = await history('Employee', employee.id);
    expect(errorOf(await remove(employee.id))).toMatchObject({
      message: M.hasHistory,
      extensions: { code: 'CONFLICT' },
    });
    expect(await stored(employee.id)).toEqual(employee);
    expect(await history('Employee', employee.id)).toEqual(entriesBefore);
  });

  it('refuses one who manages others until they have another manager', async () => {
    const boss = await create();
    const report = await create({ managerId: boss.id });
    expect(errorOf(await remove(boss.id))).toMatchObject({
      message: M.managesOthers,
      extensions: { code: 'CONFLICT' },
    });
    dataOf(await update(report.id, { managerId: null }));
    expect(dataOf(await remove(boss.id)).deleteEmployee).toBe(boss.id);
  });

  it('deletes once when ten requests arrive at once', async () => {
    const created = await create();
    const responses = await Promise.all(Array.from({ length: 10 }, () => remove(created.id)));
    expect(responses.filter((r) => !r.errors)).toHaveLength(1);
    expect(responses.filter((r) => r.errors?.[0]?.extensions?.code === 'NOT_FOUND')).toHaveLength(9);
    expect((await history('Employee', created.id)).filter((e) => e.action === 'delete')).toHaveLength(1);
  });
});

describe('the employees list', () => {
  const list = async (variables: Record<string, unknown>) =>
    dataOf(await app.gql<AdminEmployeesData>(ADMIN_EMPLOYEES, variables, admin)).adminEmployees;

  it('searches name, position, department and email, whatever the letter case', async () => {
    const marker = `zq${Date.now().toString(36)}`;
    const byName = await create({ name: `Nadia ${marker}` });
    const byPosition = await create({ position: `Chief ${marker.toUpperCase()} Officer` });
    const byEmail = await create({ email: `${marker}@brightline.example` });
    const found = await list({ search: marker, limit: 100 });
    expect(found.items.map((e) => e.id).sort()).toEqual([byName.id, byPosition.id, byEmail.id].sort());
    const finance = await list({ search: 'FINANCE', limit: 100 });
    expect(finance.items.every((e) => e.department === 'FINANCE')).toBe(true);
  });

  it('treats LIKE wildcards as text', async () => {
    expect((await list({ search: '%' })).total).toBe(0);
  });

  it('filters by status and sorts by joining date', async () => {
    const page = await list({ status: 'ON_LEAVE', sort: 'JOIN_DATE', direction: 'ASC', limit: 100 });
    expect(page.items.every((e) => e.status === 'ON_LEAVE')).toBe(true);
    const dates = page.items.map((e) => e.joinDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('offers the list as CSV to admins, pay columns included, and to no one else', async () => {
    const created = await create({ name: `Csv Person ${Date.now()}`, salary: '4321.00' });
    const csv = await fetch(`${app.url}/api/export/employees.csv?search=${encodeURIComponent(created.name)}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(csv.status).toBe(200);
    const [header, row] = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Name,Position,Department,Email,Phone,Join Date,Status,Manager,HR,Salary,Bank Account,Tax ID');
    expect(row).toContain(`${created.name},Software Engineer,Engineering,${created.email}`);
    expect(row).toContain('4321.00');
    const staff = await app.login('staff@brightline.example', 'Staff#2026');
    const refused = await fetch(`${app.url}/api/export/employees.csv`, {
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('4321');
  });
});
