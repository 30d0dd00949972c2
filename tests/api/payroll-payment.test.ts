import { PAYROLL_MESSAGES as M } from '@site/shared';
import { today } from '../../server/src/modules/payroll/payroll-amounts';
import { PayrollStatus } from '../../server/src/modules/payroll/payroll-record.entity';
import { insertPayroll, usePayrollApi } from '../fixtures/payroll';
import { dataOf, errorOf } from '../fixtures/test-app';

// Process Payment: only from Pending, in one conditional UPDATE, so ten clicks at once pay once.

const api = usePayrollApi();
const pending = (fields = {}) => insertPayroll(api.app.dataSource, fields);

describe('processing a payment', () => {
  it("sets Paid with today's date, by Bank Transfer unless told, and keeps the amounts", async () => {
    const record = await pending({ notes: 'November' });
    const paid = dataOf(await api.pay(record.id)).processPayment;
    expect(paid).toMatchObject({
      paymentStatus: 'PAID',
      paymentDate: today(),
      paymentMethod: 'BANK_TRANSFER',
      notes: 'November',
      netSalary: record.netSalary,
    });
    expect(await api.stored(record.id)).toMatchObject({
      paymentStatus: PayrollStatus.PAID,
      paymentMethod: 'bank_transfer',
    });
  });

  it('takes the method and the notes of the dialog', async () => {
    const record = await pending();
    const paid = dataOf(
      await api.pay(record.id, { paymentMethod: 'CHECK', notes: ' Cheque no. 1042 ' }),
    ).processPayment;
    expect(paid).toMatchObject({ paymentMethod: 'CHECK', notes: 'Cheque no. 1042' });
  });

  it('refuses a method that does not exist and notes over the limit, paying nothing', async () => {
    const record = await pending();
    expect(errorOf(await api.pay(record.id, { paymentMethod: 'BITCOIN' })).extensions?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(await api.pay(record.id, { notes: 'x'.repeat(1001) })).extensions?.fields).toEqual({
      notes: [M.notesMax],
    });
    expect(await api.stored(record.id)).toEqual(record);
  });

  it('refuses a record already paid with a CONFLICT and changes nothing', async () => {
    const record = await pending();
    dataOf(await api.pay(record.id, { paymentMethod: 'CASH' }));
    const before = await api.stored(record.id);
    expect(errorOf(await api.pay(record.id, { paymentMethod: 'CHECK' }))).toMatchObject({
      message: M.alreadyPaid,
      extensions: { code: 'CONFLICT' },
    });
    expect(await api.stored(record.id)).toEqual(before);
  });

  it('pays once of ten payments sent at once: nine CONFLICTs and one audit entry', async () => {
    const record = await pending();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.pay(record.id, { paymentMethod: i % 2 ? 'CASH' : 'CHECK', notes: `Click ${i}` }),
      ),
    );
    const winners = responses.filter((r) => r.data?.processPayment);
    expect(winners).toHaveLength(1);
    expect(responses.flatMap((r) => r.errors ?? []).map((e) => e.extensions?.code)).toEqual(Array(9).fill('CONFLICT'));
    const stored = await api.stored(record.id);
    expect(stored?.notes).toBe(winners[0]!.data!.processPayment.notes);
    const entries = await api.history(record.id);
    expect(entries.map((e) => e.action)).toEqual(['payment']);
    const changes = Object.fromEntries(entries[0]!.changes.map((c) => [c.field, c]));
    expect(changes.paymentStatus).toMatchObject({ from: 'Pending', to: 'Paid' });
    expect(changes.paymentDate).toMatchObject({ from: null, to: today() });
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    expect(errorOf(await api.pay(987654)).extensions?.code).toBe('NOT_FOUND');
  });
});
