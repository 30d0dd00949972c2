import { schemaMessages } from '../../../test/schema-messages';
import { PAYROLL_MESSAGES as M } from '../constants';
import { emptyPayroll, payrollSchema, toCreateInput, toUpdateInput, type PayrollFormValues } from './payroll.schema';

const messages = (values: PayrollFormValues) => schemaMessages(payrollSchema, values);

const filled: PayrollFormValues = {
  employeeId: 2,
  month: '2026-11',
  basicSalary: '7420.00',
  allowances: '350',
  deductions: '1210.40',
  bonus: '',
  notes: '',
};

describe('payrollSchema', () => {
  it('accepts a filled form, and one whose extras are left at 0 or empty', () => {
    expect(messages(filled)).toEqual({});
    expect(messages({ ...filled, allowances: '0', deductions: '', bonus: '  ' })).toEqual({});
  });

  it("names the required fields in the spec's words: employee, month and basic salary", () => {
    expect(messages({ ...emptyPayroll(''), basicSalary: '' })).toEqual({
      employeeId: M.employeeRequired,
      month: M.monthRequired,
      basicSalary: M.basicSalaryRequired,
    });
  });

  it('starts with no employee, the month given and 0 amounts, which need only an employee', () => {
    const start = emptyPayroll('2026-11');
    expect(start).toMatchObject({ employeeId: null, month: '2026-11', basicSalary: '0', bonus: '0' });
    expect(messages(start)).toEqual({ employeeId: M.employeeRequired });
  });

  it('refuses a month that is not yyyy-MM', () => {
    for (const month of ['2026-13', '2026-1', 'Nov 2026', '2026-11-01']) {
      expect(messages({ ...filled, month })).toEqual({ month: M.month });
    }
  });

  it('refuses a basic salary that is negative, has three places, is no number or is past the limit', () => {
    for (const basicSalary of ['-1', '5200.505', 'lots', '1,200']) {
      expect(messages({ ...filled, basicSalary })).toEqual({ basicSalary: M.amount });
    }
    expect(messages({ ...filled, basicSalary: '1000000.01' })).toEqual({ basicSalary: M.amountMax });
    expect(messages({ ...filled, basicSalary: '1000000' })).toEqual({});
  });

  it('counts extras that are no number as 0, and refuses numbers that are no amount', () => {
    expect(messages({ ...filled, allowances: 'n/a', bonus: '1,200' })).toEqual({});
    expect(messages({ ...filled, allowances: '-50', bonus: '10.999' })).toEqual({
      allowances: M.amount,
      bonus: M.amount,
    });
    expect(messages({ ...filled, bonus: '1000000.01' })).toEqual({ bonus: M.amountMax });
  });

  it('refuses deductions that would make the net negative, and allows a net of exactly 0', () => {
    expect(messages({ ...filled, deductions: '7770.01' })).toEqual({ deductions: M.netNegative });
    expect(messages({ ...filled, deductions: '7770.00' })).toEqual({});
  });

  it('caps the notes', () => {
    expect(messages({ ...filled, notes: 'x'.repeat(1001) })).toEqual({ notes: M.notesMax });
  });
});

describe('the inputs the form sends', () => {
  it('sends the amounts typed, and "0" for extras that are empty or no number', () => {
    expect(toCreateInput({ ...filled, allowances: '', bonus: 'n/a', basicSalary: ' 7420.00 ' })).toEqual({
      employeeId: 2,
      month: '2026-11',
      basicSalary: '7420.00',
      allowances: '0',
      deductions: '1210.40',
      bonus: '0',
    });
  });

  it('refuses to build a create input without an employee', () => {
    expect(() => toCreateInput({ ...filled, employeeId: null })).toThrow(M.employeeRequired);
  });

  it('sends an edit without the employee, with blank notes as none', () => {
    expect(toUpdateInput({ ...filled, notes: '  ' })).toEqual({
      month: '2026-11',
      basicSalary: '7420.00',
      allowances: '350',
      deductions: '1210.40',
      bonus: '0',
      notes: null,
    });
    expect(toUpdateInput({ ...filled, notes: ' Paid late ' }).notes).toBe('Paid late');
  });
});
