import { PAYROLL_MESSAGES as M } from '@site/shared';
import { PayrollStatus } from '../../server/src/modules/payroll/payroll-record.entity';
import { insertEmployee, UPDATE_EMPLOYEE, type UpdateEmployeeData } from '../fixtures/employees';
import {
  ADMIN_PAYROLLS,
  freshMonth,
  insertPayroll,
  usePayrollApi,
  validPayroll,
  type AdminPayrollsData,
} from '../fixtures/payroll';
import { dataOf, errorOf } from '../fixtures/test-app';

// The back office's payroll list: the month exactly, the search in the employee's name or the
// status, the sort, the pages, and each row's review flag against the month before.

const api = usePayrollApi();
const month = freshMonth();
const previous = (() => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
})();
const names = ['Zoë Ångström', 'adam Brook', 'Mia Chen', 'Olu Díaz', 'Ben Ezra'];

beforeAll(async () => {
  // Five employees with a record in `month`; nets 1000, 2000, ... with last month's beside some.
  const ds = api.app.dataSource;
  for (const [index, name] of names.entries()) {
    const employee = await insertEmployee(ds, { name });
    const net = `${(index + 1) * 1000}.00`;
    const paid = index % 2 === 1;
    await insertPayroll(ds, {
      employeeId: employee.id,
      month,
      basicSalary: net,
      deductions: '0.00',
      netSalary: net,
      paymentStatus: paid ? PayrollStatus.PAID : PayrollStatus.PENDING,
    });
    // Last month: the same net (no flag), 9.09% away (no flag), 10.01% away (flag), none, half (flag).
    const before = [net, '2200.00', '2727.00', null, '2500.00'][index];
    if (before)
      await insertPayroll(ds, {
        employeeId: employee.id,
        month: previous,
        basicSalary: before,
        deductions: '0',
        netSalary: before,
      });
  }
});

describe('the payroll list', () => {
  it('shows the month asked for, exactly, sorted by employee name by default', async () => {
    const page = await api.list({ month });
    expect(page.total).toBe(5);
    expect(page.items.map((r) => r.employee?.name)).toEqual([
      'adam Brook',
      'Ben Ezra',
      'Mia Chen',
      'Olu Díaz',
      'Zoë Ångström',
    ]);
    expect(page.items.every((r) => r.month === month)).toBe(true);
  });

  it('shows every month without one', async () => {
    const page = await api.list({ limit: 100 });
    expect(page.items.map((r) => r.month)).toEqual(expect.arrayContaining([month, previous]));
    expect(page.total).toBeGreaterThanOrEqual(9 + 5);
  });

  it("finds the employee's name or the status, whatever the letter case", async () => {
    expect((await api.list({ month, search: 'CHEN' })).items.map((r) => r.employee?.name)).toEqual(['Mia Chen']);
    expect((await api.list({ month, search: 'paid' })).items.map((r) => r.employee?.name)).toEqual([
      'adam Brook',
      'Olu Díaz',
    ]);
    expect((await api.list({ month, search: 'PENDING' })).total).toBe(3);
    expect((await api.list({ month, search: 'zoë' })).total).toBe(1);
    expect((await api.list({ month, search: '%' })).total).toBe(0);
  });

  it('sorts by month, net salary and status, both ways', async () => {
    const nets = (await api.list({ month, sort: 'NET_SALARY', direction: 'DESC' })).items.map((r) => r.netSalary);
    expect(nets).toEqual(['5000.00', '4000.00', '3000.00', '2000.00', '1000.00']);
    const statuses = (await api.list({ month, sort: 'STATUS' })).items.map((r) => r.paymentStatus);
    expect(statuses).toEqual(['PAID', 'PAID', 'PENDING', 'PENDING', 'PENDING']);
    const months = (await api.list({ sort: 'MONTH', direction: 'DESC', limit: 100 })).items.map((r) => r.month);
    expect(months).toEqual([...months].sort().reverse());
  });

  it('pages: offset and limit, total of every match, a limit above 100 capped', async () => {
    const first = await api.list({ month, limit: 2 });
    const second = await api.list({ month, limit: 2, offset: 2 });
    expect(first).toMatchObject({ total: 5, offset: 0, limit: 2 });
    expect([...first.items, ...second.items].map((r) => r.id)).toHaveLength(4);
    expect(new Set([...first.items, ...second.items].map((r) => r.id)).size).toBe(4);
    expect((await api.list({ month, limit: 500 })).limit).toBe(100);
  });

  it("flags a row whose net is more than 10% away from the same employee's previous month", async () => {
    const rows = (await api.list({ month, sort: 'NET_SALARY' })).items;
    expect(rows.map((r) => [r.netSalary, r.previousNetSalary, r.needsReview])).toEqual([
      ['1000.00', '1000.00', false],
      ['2000.00', '2200.00', false],
      ['3000.00', '2727.00', true],
      ['4000.00', null, false],
      ['5000.00', '2500.00', true],
    ]);
  });

  it('reads the employees and the previous nets in one query each, however many rows', async () => {
    const statements = async (limit: number) => {
      const spy = jest.spyOn(api.app.dataSource.logger, 'logQuery');
      try {
        await api.list({ limit });
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const few = await statements(1);
    expect(await statements(14)).toBe(few);
  });

  it('refuses a month not written yyyy-MM and a search over the limit', async () => {
    const badMonth = await api.app.gql<AdminPayrollsData>(ADMIN_PAYROLLS, { month: '2026/11' }, api.tokens.admin);
    expect(errorOf(badMonth).extensions?.fields).toEqual({ month: [M.month] });
    const long = await api.app.gql<AdminPayrollsData>(ADMIN_PAYROLLS, { search: 'x'.repeat(201) }, api.tokens.admin);
    expect(errorOf(long).extensions?.fields).toEqual({ search: [M.searchMax] });
  });
});

// The employee order reads a copy of the name kept on each record: every way a record is made
// writes it, and renaming the employee renames their records.
describe('the payroll list in employee order', () => {
  const names = async (listMonth: string) => (await api.list({ month: listMonth })).items.map((r) => r.employee?.name);

  it('follows a rename of the employee, leaving the records themselves as they were', async () => {
    const own = freshMonth();
    const [first, second] = [
      await insertEmployee(api.app.dataSource, { name: 'Kim Aho' }),
      await insertEmployee(api.app.dataSource, { name: 'Lee Berg' }),
    ];
    const made = dataOf(await api.create(validPayroll(second.id, { month: own }))).createPayroll;
    await insertPayroll(api.app.dataSource, { employeeId: first.id, month: own });
    expect(await names(own)).toEqual(['Kim Aho', 'Lee Berg']);
    const before = await api.stored(made.id);

    const renamed = await api.app.gql<UpdateEmployeeData>(
      UPDATE_EMPLOYEE,
      { id: second.id, input: { name: 'Ann Berg' } },
      api.tokens.admin,
    );
    expect(dataOf(renamed).updateEmployee.name).toBe('Ann Berg');
    expect(await names(own)).toEqual(['Ann Berg', 'Kim Aho']);
    // The search reads the same copy: the new name finds the record, the old one nothing.
    expect((await api.list({ month: own, search: 'ann berg' })).items.map((r) => r.id)).toEqual([made.id]);
    expect((await api.list({ month: own, search: 'lee berg' })).total).toBe(0);
    const after = await api.stored(made.id);
    expect(after?.employeeName).toBe('Ann Berg');
    expect(after?.updatedAt).toEqual(before?.updatedAt);
    // The trail has the employee's rename, not one for each record.
    expect((await api.history(made.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('gives records made while the employee is renamed the new name', async () => {
    const employee = await insertEmployee(api.app.dataSource, { name: 'Noa Vale' });
    const months = Array.from({ length: 5 }, () => freshMonth());
    const [renamed, ...made] = await Promise.all([
      api.app.gql<UpdateEmployeeData>(
        UPDATE_EMPLOYEE,
        { id: employee.id, input: { name: 'Noa Hale' } },
        api.tokens.admin,
      ),
      ...months.map((month) => api.create(validPayroll(employee.id, { month }))),
    ]);
    expect(dataOf(renamed).updateEmployee.name).toBe('Noa Hale');
    for (const result of made) {
      expect((await api.stored(dataOf(result).createPayroll.id))?.employeeName).toBe('Noa Hale');
    }
  });

  it("writes the employee's name on the records the monthly run makes", async () => {
    const run = freshMonth();
    expect(dataOf(await api.run(run)).runMonthlyPayroll.created).toBeGreaterThan(0);
    const { items } = await api.list({ month: run, limit: 100 });
    for (const item of items) expect((await api.stored(item.id))?.employeeName).toBe(item.employee?.name);
  });
});
