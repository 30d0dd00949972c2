import { EMPLOYEE_MESSAGES as M } from '@site/shared';
import { Employee } from '../../server/src/modules/employees/employee.entity';
import { CREATE_EMPLOYEE, validEmployee, useEmployeesAdmin, type CreateEmployeeData } from '../fixtures/employees';
import { errorOf, fieldErrorsOf } from '../fixtures/test-app';

/** Adding an employee: the stored form of each field, its rules and messages, the unique address, the manager. */
const api = useEmployeesAdmin();

describe('adding an employee', () => {
  it('stores it trimmed, the address in lower case, Active and not HR by default, the salary to the cent', async () => {
    const created = await api.create({
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
    expect(await api.read(created.id)).toEqual(created);
  });

  it('records the creation with the pay fields masked: the bank account by its last 4 characters only', async () => {
    const created = await api.create({
      bankAccount: 'GB33 BUKB 2020 1555 5555 55',
      salary: '7100.00',
      taxId: 'QQ 11 22 33 A',
    });
    const [entry] = await api.history('Employee', created.id);
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
    const before = await api.app.dataSource.getRepository(Employee).count();
    const response = await api.app.gql(CREATE_EMPLOYEE, { input: validEmployee(fields) }, api.admin);
    expect(errorOf(response).extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(response)?.[field]).toContain(message);
    expect(await api.app.dataSource.getRepository(Employee).count()).toBe(before);
  });

  it('refuses an address another employee has, whatever its letter case', async () => {
    const first = await api.create();
    const response = await api.app.gql(
      CREATE_EMPLOYEE,
      { input: validEmployee({ email: first.email.toUpperCase() }) },
      api.admin,
    );
    expect(errorOf(response)).toMatchObject({ message: M.emailTaken, extensions: { code: 'CONFLICT' } });
    expect(fieldErrorsOf(response)?.email).toEqual([M.emailTaken]);
  });

  it('adds one employee when ten requests with one address arrive at once', async () => {
    const input = validEmployee();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => api.app.gql<CreateEmployeeData>(CREATE_EMPLOYEE, { input }, api.admin)),
    );
    expect(responses.filter((r) => !r.errors).length).toBe(1);
    expect(responses.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT').length).toBe(9);
    expect(await api.app.dataSource.getRepository(Employee).countBy({ email: input.email })).toBe(1);
  });

  it('refuses a manager who does not exist', async () => {
    const response = await api.app.gql(CREATE_EMPLOYEE, { input: validEmployee({ managerId: 999_999 }) }, api.admin);
    expect(errorOf(response)).toMatchObject({ message: M.managerMissing, extensions: { code: 'BAD_USER_INPUT' } });
    expect(fieldErrorsOf(response)?.managerId).toEqual([M.managerMissing]);
  });

  it('takes an existing manager', async () => {
    const boss = await api.create();
    const report = await api.create({ managerId: boss.id });
    expect(report.manager).toEqual({ id: boss.id, name: boss.name });
  });
});
