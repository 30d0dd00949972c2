import { EMPLOYEE_MESSAGES as M } from '@site/shared';
import { LeaveRequest, LeaveStatus, LeaveType } from '../../server/src/modules/leave/leave-request.entity';
import { PayrollRecord } from '../../server/src/modules/payroll/payroll-record.entity';
import { DELETE_EMPLOYEE, EMPLOYEE, insertEmployee, useEmployeesAdmin } from '../fixtures/employees';
import { dataOf, errorOf } from '../fixtures/test-app';

/** Deleting an employee: refused with history or reports, once under concurrent requests. */
const api = useEmployeesAdmin();

describe('deleting an employee', () => {
  const remove = (id: number) => api.app.gql<{ deleteEmployee: number }>(DELETE_EMPLOYEE, { id }, api.admin);

  it('deletes one without history and records it', async () => {
    const created = await api.create();
    expect(dataOf(await remove(created.id)).deleteEmployee).toBe(created.id);
    expect(await api.stored(created.id)).toBeNull();
    expect((await api.history('Employee', created.id))[0]?.action).toBe('delete');
    expect(errorOf(await api.app.gql(EMPLOYEE, { id: created.id }, api.admin)).extensions?.code).toBe('NOT_FOUND');
  });

  const withLeave = async (employeeId: number) =>
    api.app.dataSource.getRepository(LeaveRequest).insert({
      employeeId,
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      type: LeaveType.VACATION,
      reason: 'Holiday',
      status: LeaveStatus.PENDING,
      notes: null,
    });
  const withPayroll = async (employeeId: number) =>
    api.app.dataSource.getRepository(PayrollRecord).insert({
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
    const employee = await insertEmployee(api.app.dataSource);
    await addHistory(employee.id);
    const entriesBefore = await api.history('Employee', employee.id);
    expect(errorOf(await remove(employee.id))).toMatchObject({
      message: M.hasHistory,
      extensions: { code: 'CONFLICT' },
    });
    expect(await api.stored(employee.id)).toEqual(employee);
    expect(await api.history('Employee', employee.id)).toEqual(entriesBefore);
  });

  it('refuses one who manages others until they have another manager', async () => {
    const boss = await api.create();
    const report = await api.create({ managerId: boss.id });
    expect(errorOf(await remove(boss.id))).toMatchObject({
      message: M.managesOthers,
      extensions: { code: 'CONFLICT' },
    });
    dataOf(await api.update(report.id, { managerId: null }));
    expect(dataOf(await remove(boss.id)).deleteEmployee).toBe(boss.id);
  });

  it('deletes once when ten requests arrive at once', async () => {
    const created = await api.create();
    const responses = await Promise.all(Array.from({ length: 10 }, () => remove(created.id)));
    expect(responses.filter((r) => !r.errors)).toHaveLength(1);
    expect(responses.filter((r) => r.errors?.[0]?.extensions?.code === 'NOT_FOUND')).toHaveLength(9);
    expect((await api.history('Employee', created.id)).filter((e) => e.action === 'delete')).toHaveLength(1);
  });
});
