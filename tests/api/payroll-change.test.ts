import { PAYROLL_MESSAGES as M } from '@site/shared';
import { PayrollStatus } from '../../server/src/modules/payroll/payroll-record.entity';
import { insertEmployee } from '../fixtures/employees';
import { freshMonth, insertPayroll, usePayrollApi } from '../fixtures/payroll';
import { dataOf, errorOf, fieldErrorsOf } from '../fixtures/test-app';

// Changing and deleting a payroll record: only while it is Pending, decided by the UPDATE or
// DELETE itself, the net computed again, every write in the audit trail with amounts masked.

const api = usePayrollApi();
const pending = (fields = {}) => insertPayroll(api.app.dataSource, fields);
const paid = () =>
  pending({ paymentStatus: PayrollStatus.PAID, paymentDate: '2026-11-01', paymentMethod: 'bank_transfer' as never });

describe('changing a Pending record', () => {
  it('changes the given fields, keeps the others and computes the net again', async () => {
    const record = await pending({
      basicSalary: '5000.00',
      allowances: '100.00',
      deductions: '500.00',
      bonus: '0.00',
      notes: 'Kept',
    });
    const month = freshMonth();
    const changed = dataOf(await api.update(record.id, { month, bonus: '250.50', deductions: '499.99' })).updatePayroll;
    expect(changed).toMatchObject({
      month,
      basicSalary: '5000.00',
      allowances: '100.00',
      deductions: '499.99',
      bonus: '250.50',
      netSalary: '4850.51',
      notes: 'Kept',
      paymentStatus: 'PENDING',
    });
    expect(await api.stored(record.id)).toMatchObject({ netSalary: '4850.51', month });
  });

  it('sets an extra sent as null or empty to 0, and clears the notes with null', async () => {
    const record = await pending({ allowances: '100.00', bonus: '50.00', notes: 'Old' });
    const changed = dataOf(await api.update(record.id, { allowances: null, bonus: '', notes: null })).updatePayroll;
    expect(changed).toMatchObject({ allowances: '0.00', bonus: '0.00', notes: null, netSalary: '4500.00' });
  });

  it.each([
    ['basicSalary', null, M.basicSalaryRequired],
    ['basicSalary', '', M.basicSalaryRequired],
    ['month', null, M.monthRequired],
    ['month', '2026-1', M.month],
    ['bonus', '-5', M.amount],
    ['allowances', '2000000', M.amountMax],
  ])('refuses %s = %j with "%s" and changes nothing', async (field, value, message) => {
    const record = await pending();
    const response = await api.update(record.id, { [field]: value });
    expect(fieldErrorsOf(response)?.[field]).toEqual([message]);
    expect(await api.stored(record.id)).toEqual(record);
  });

  it('refuses a change that would make the net negative', async () => {
    const record = await pending();
    const response = await api.update(record.id, { deductions: '5000.01' });
    expect(fieldErrorsOf(response)).toEqual({ deductions: [M.netNegative] });
    expect(await api.stored(record.id)).toEqual(record);
  });

  it("refuses moving it to a month the employee already has, with the duplicate's CONFLICT", async () => {
    const employee = await insertEmployee(api.app.dataSource);
    const first = await pending({ employeeId: employee.id });
    const second = await pending({ employeeId: employee.id });
    const response = await api.update(second.id, { month: first.month });
    expect(errorOf(response)).toMatchObject({ message: M.duplicate, extensions: { code: 'CONFLICT' } });
    expect(await api.stored(second.id)).toEqual(second);
  });

  it('refuses a Paid record with a CONFLICT: a paid record cannot change', async () => {
    const record = await paid();
    const response = await api.update(record.id, { bonus: '1.00' });
    expect(errorOf(response)).toMatchObject({ message: M.notPending, extensions: { code: 'CONFLICT' } });
    expect(await api.stored(record.id)).toEqual(record);
    expect(await api.history(record.id)).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    expect(errorOf(await api.update(987654, { bonus: '1' })).extensions?.code).toBe('NOT_FOUND');
  });

  it('records the change with the amounts masked', async () => {
    const record = await pending({ bonus: '0.00', notes: null });
    dataOf(await api.update(record.id, { bonus: '321.09', notes: 'Bonus for the launch' }));
    const [entry] = await api.history(record.id);
    const changes = Object.fromEntries(entry!.changes.map((c) => [c.field, c]));
    expect(entry!.action).toBe('update');
    expect(Object.keys(changes).sort()).toEqual(['bonus', 'netSalary', 'notes']);
    expect(changes.bonus).toMatchObject({ masked: true, from: null, to: null });
    expect(changes.notes).toMatchObject({ masked: false, from: null, to: 'Bonus for the launch' });
    expect(JSON.stringify(entry)).not.toMatch(/321|4821/);
  });
});

describe('deleting a record', () => {
  it('deletes a Pending record, returns its id and records it', async () => {
    const record = await pending();
    expect(dataOf(await api.remove(record.id)).deletePayroll).toBe(record.id);
    expect(await api.stored(record.id)).toBeNull();
    const [entry] = await api.history(record.id);
    expect(entry).toMatchObject({ action: 'delete', entityId: String(record.id) });
    expect(JSON.stringify(entry)).not.toMatch(/5000|4500/);
  });

  it('refuses a Paid record with a CONFLICT and keeps it', async () => {
    const record = await paid();
    expect(errorOf(await api.remove(record.id))).toMatchObject({
      message: M.notPending,
      extensions: { code: 'CONFLICT' },
    });
    expect(await api.stored(record.id)).toEqual(record);
  });

  it('deletes once of ten identical deletes sent at once; the others find nothing', async () => {
    const record = await pending();
    const responses = await Promise.all(Array.from({ length: 10 }, () => api.remove(record.id)));
    expect(responses.filter((r) => r.data?.deletePayroll === record.id)).toHaveLength(1);
    for (const error of responses.flatMap((r) => r.errors ?? [])) {
      expect(['NOT_FOUND', 'CONFLICT']).toContain(error.extensions?.code);
    }
    expect((await api.history(record.id)).filter((e) => e.action === 'delete')).toHaveLength(1);
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    expect(errorOf(await api.remove(987654)).extensions?.code).toBe('NOT_FOUND');
  });
});
