import { PAYROLL_MESSAGES as M } from '@site/shared';
import { In } from 'typeorm';
import { AuditEntry } from '../../server/src/modules/audit/audit-entry.entity';
import { Employee, EmployeeStatus } from '../../server/src/modules/employees/employee.entity';
import { PayrollRecord } from '../../server/src/modules/payroll/payroll-record.entity';
import { insertEmployee } from '../fixtures/employees';
import { freshMonth, insertPayroll, usePayrollApi, validPayroll } from '../fixtures/payroll';
import { dataOf, errorOf } from '../fixtures/test-app';

// The monthly run: a Pending record from the salary for every Active employee with a salary and
// no record that month, in one transaction; run twice at once it still makes each record once.

const api = usePayrollApi();
const recordsOf = (month: string) =>
  api.app.dataSource.getRepository(PayrollRecord).find({ where: { month }, order: { employeeId: 'ASC' } });
const activeEmployees = () => api.app.dataSource.getRepository(Employee).findBy({ status: EmployeeStatus.ACTIVE });

beforeAll(async () => {
  // Beside the demo people (one of them On Leave): one Active without a salary, one Terminated.
  await insertEmployee(api.app.dataSource, { salary: null });
  await insertEmployee(api.app.dataSource, { status: EmployeeStatus.TERMINATED, salary: '4000.00' });
});

describe('the monthly run', () => {
  it('makes a Pending record from the salary for every Active employee with one, and says how many it skipped', async () => {
    const month = freshMonth();
    const active = await activeEmployees();
    const withSalary = active.filter((e) => e.salary !== null);
    const already = withSalary[0]!;
    await insertPayroll(api.app.dataSource, { employeeId: already.id, month });

    const result = dataOf(await api.run(month)).runMonthlyPayroll;
    expect(result).toEqual({ month, created: withSalary.length - 1, skipped: active.length - withSalary.length + 1 });

    const records = await recordsOf(month);
    expect(records.map((r) => r.employeeId).sort()).toEqual(withSalary.map((e) => e.id).sort());
    for (const employee of withSalary.filter((e) => e.id !== already.id)) {
      expect(records.find((r) => r.employeeId === employee.id)).toMatchObject({
        basicSalary: employee.salary,
        allowances: '0.00',
        deductions: '0.00',
        bonus: '0.00',
        netSalary: employee.salary,
        paymentStatus: 'Pending',
        paymentDate: null,
      });
    }
    const terminatedOrOnLeave = await api.app.dataSource
      .getRepository(Employee)
      .findBy({ status: In([EmployeeStatus.TERMINATED, EmployeeStatus.ON_LEAVE]) });
    expect(records.filter((r) => terminatedOrOnLeave.some((e) => e.id === r.employeeId))).toEqual([]);
  });

  it('makes nothing the second time, and skips everyone', async () => {
    const month = freshMonth();
    const first = dataOf(await api.run(month)).runMonthlyPayroll;
    const second = dataOf(await api.run(month)).runMonthlyPayroll;
    expect(first.created).toBeGreaterThan(0);
    expect(second).toEqual({ month, created: 0, skipped: first.created + first.skipped });
    expect(await recordsOf(month)).toHaveLength(first.created);
  });

  it('makes each record once when run ten times at once: no duplicate, no error', async () => {
    const month = freshMonth();
    const responses = await Promise.all(Array.from({ length: 10 }, () => api.run(month)));
    expect(responses.flatMap((r) => r.errors ?? [])).toEqual([]);
    const results = responses.map((r) => r.data!.runMonthlyPayroll);
    const withSalary = (await activeEmployees()).filter((e) => e.salary !== null);
    expect(results.reduce((sum, r) => sum + r.created, 0)).toBe(withSalary.length);
    expect(results.filter((r) => r.created > 0)).toHaveLength(1);
    const records = await recordsOf(month);
    expect(records).toHaveLength(withSalary.length);
    const entries = await api.app.dataSource
      .getRepository(AuditEntry)
      .findBy({ entity: 'PayrollRecord', entityId: In(records.map((r) => String(r.id))) });
    expect(entries.map((e) => e.action)).toEqual(Array(records.length).fill('create'));
  });

  it('never gives an employee two records when a create races the run', async () => {
    const month = freshMonth();
    const employee = await insertEmployee(api.app.dataSource, { salary: '6100.00' });
    const [run, create] = await Promise.all([api.run(month), api.create(validPayroll(employee.id, { month }))]);
    expect(run.errors).toBeUndefined();
    const created = create.data?.createPayroll;
    if (!created) expect(errorOf(create).extensions?.code).toBe('CONFLICT');
    expect((await recordsOf(month)).filter((r) => r.employeeId === employee.id)).toHaveLength(1);
  });

  it('records each record it makes in the audit trail, amounts masked', async () => {
    const month = freshMonth();
    dataOf(await api.run(month));
    const [record] = await recordsOf(month);
    const [entry] = await api.history(record!.id);
    expect(entry).toMatchObject({ action: 'create', actorName: expect.any(String) });
    expect(entry!.changes.find((c) => c.field === 'netSalary')).toMatchObject({ masked: true, to: null });
  });

  it.each([
    ['', M.monthRequired],
    ['2026-00', M.month],
    ['November', M.month],
  ])('refuses the month %j with "%s"', async (month, message) => {
    const response = await api.run(month);
    expect(errorOf(response).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { month: [message] } });
  });
});
