import { diff, lastFour, SENSITIVE_FIELDS, TEXT_MAX } from './audit-diff';

describe('the audit diff', () => {
  it('lists only the fields that changed, from and to', () => {
    const before = { id: 1, title: 'Atlas', status: 'Planning', featured: false };
    const after = { id: 1, title: 'Atlas', status: 'Completed', featured: true };
    expect(diff(before, after)).toEqual({
      status: { from: 'Planning', to: 'Completed' },
      featured: { from: false, to: true },
    });
  });

  it('leaves out the id and the created and updated times, which change with every write', () => {
    const before = { id: 1, createdAt: new Date(0), updatedAt: new Date(0), title: 'A' };
    const after = { id: 2, createdAt: new Date(1), updatedAt: new Date(1), title: 'A' };
    expect(diff(before, after)).toEqual({});
  });

  it('records a creation as every set field from null, and a deletion as every field to null', () => {
    expect(diff(null, { id: 5, title: 'New', quoteId: null, notes: undefined })).toEqual({
      title: { from: null, to: 'New' },
    });
    expect(diff({ id: 5, title: 'Gone', featured: false }, null)).toEqual({
      title: { from: 'Gone', to: null },
      featured: { from: false, to: null },
    });
  });

  it('compares lists and dates by value and stores dates as ISO text', () => {
    const when = new Date('2026-03-01T10:00:00.000Z');
    expect(diff({ tags: ['a', 'b'], at: new Date(when) }, { tags: ['a', 'b'], at: new Date(when) })).toEqual({});
    expect(diff({ tags: ['a'], at: null }, { tags: ['a', 'b'], at: when })).toEqual({
      tags: { from: ['a'], to: ['a', 'b'] },
      at: { from: null, to: '2026-03-01T10:00:00.000Z' },
    });
  });

  it('never stores a salary or a tax id: only that it changed', () => {
    const changes = diff({ salary: '5000.00', taxId: 'AB-123-456' }, { salary: '6000.00', taxId: 'CD-987-654' });
    expect(changes).toEqual({ salary: { changed: true }, taxId: { changed: true } });
    expect(JSON.stringify(changes)).not.toMatch(/5000|6000|123|987/);
  });

  it("never stores a payroll record's amounts: only that they changed", () => {
    const amounts = {
      basicSalary: '9850.00',
      allowances: '450.00',
      deductions: '1870.35',
      bonus: '500.00',
      netSalary: '8929.65',
    };
    const changes = diff(null, { ...amounts, month: '2026-11' });
    expect(changes).toEqual({
      basicSalary: { changed: true },
      allowances: { changed: true },
      deductions: { changed: true },
      bonus: { changed: true },
      netSalary: { changed: true },
      month: { from: null, to: '2026-11' },
    });
    const update = diff(amounts, { ...amounts, bonus: '750.00', netSalary: '9179.65' });
    expect(update).toEqual({ bonus: { changed: true }, netSalary: { changed: true } });
    expect(JSON.stringify([changes, update])).not.toMatch(/9850|450|1870|500|8929|750|9179/);
  });

  it('keeps only the last 4 characters of a bank account', () => {
    const changes = diff({ bankAccount: 'DE89370400440532013000' }, { bankAccount: 'GB29NWBK60161331926819' });
    expect(changes).toEqual({ bankAccount: { changed: true, from: '••••3000', to: '••••6819' } });
    expect(diff(null, { bankAccount: 'NL91ABNA0417164300' })).toEqual({
      bankAccount: { changed: true, from: null, to: '••••4300' },
    });
  });

  it('masks sensitive fields whatever the case of their name, and on creation and deletion too', () => {
    expect(diff(null, { Salary: 100, TAXID: 'X1' })).toEqual({ Salary: { changed: true }, TAXID: { changed: true } });
    expect(diff({ salary: 100 }, null)).toEqual({ salary: { changed: true } });
  });

  it('records nothing for a sensitive field that did not change', () => {
    expect(diff({ salary: '5000.00', name: 'A' }, { salary: '5000.00', name: 'B' })).toEqual({
      name: { from: 'A', to: 'B' },
    });
  });

  it('keeps the start of a long text, judged changed on the whole text', () => {
    const long = 'a'.repeat(TEXT_MAX * 2);
    const change = diff({ body: long }, { body: `${long}b` }).body as { from: string; to: string };
    expect(change.from).toHaveLength(TEXT_MAX);
    expect(change.from.endsWith('…')).toBe(true);
    expect(change.to).toBe(change.from);
  });

  it('keeps only the names of the changed fields when the values would not fit the column', () => {
    const wide = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`field${i}`, '😀'.repeat(400)]));
    const changes = diff(null, wide);
    expect(Object.keys(changes)).toHaveLength(80);
    expect(changes.field0).toEqual({ changed: true });
    expect(Buffer.byteLength(JSON.stringify(changes))).toBeLessThan(60_000);
  });

  it('names the masked fields once', () => {
    expect(Object.keys(SENSITIVE_FIELDS).sort()).toEqual([
      'allowances',
      'bankaccount',
      'basicsalary',
      'bonus',
      'deductions',
      'netsalary',
      'salary',
      'taxid',
    ]);
    expect(lastFour(null)).toBeNull();
    expect(lastFour('12')).toBe('••••12');
  });
});
