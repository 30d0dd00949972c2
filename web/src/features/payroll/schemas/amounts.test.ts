import { formatCents } from '../../../lib/money';
import { isPayrollAmount, netCents, readExtra, sentExtra } from './amounts';

const net = (basicSalary: string, allowances = '0', deductions = '0', bonus = '0') =>
  netCents({ basicSalary, allowances, deductions, bonus });

describe('the net salary the form shows', () => {
  it('is basic + allowances - deductions + bonus, to the cent', () => {
    expect(net('7420.00', '350', '1210.40', '500.5')).toBe(706010n);
    expect(formatCents(net('7420.00', '350', '1210.40', '500.5')!)).toBe('$7,060.10');
  });

  it('adds cents exactly where floats drift (0.1 + 0.2)', () => {
    expect(net('0.10', '0.20')).toBe(30n);
    expect(net('1000000', '1000000', '0.01', '1000000')).toBe(299999999n);
  });

  it('counts empty extras and extras that are no number as 0', () => {
    expect(net('5200', '', 'n/a', '1,200')).toBe(520000n);
  });

  it('has no value while the basic salary or an extra is not a valid amount', () => {
    expect(net('')).toBeNull();
    expect(net('abc')).toBeNull();
    expect(net('5200', '-50')).toBeNull();
    expect(net('5200', '0', '0', '1.234')).toBeNull();
  });

  it('may be negative, which the schema then refuses', () => expect(net('100', '0', '100.01')).toBe(-1n));
});

describe('an extra amount', () => {
  it('reads a number as its cents, and text that is no number as 0, noting it was typed', () => {
    expect(readExtra(' 12.5 ')).toEqual({ kind: 'amount', cents: 1250n });
    expect(readExtra('')).toEqual({ kind: 'zero', typed: false });
    expect(readExtra('n/a')).toEqual({ kind: 'zero', typed: true });
    expect(readExtra('-3')).toEqual({ kind: 'invalid' });
    expect(readExtra('1000000.01')).toEqual({ kind: 'invalid' });
  });

  it('is sent as typed, or "0" when it counts as 0', () => {
    expect(sentExtra(' 350.5 ')).toBe('350.5');
    expect(sentExtra('')).toBe('0');
    expect(sentExtra('none')).toBe('0');
  });

  it('may be at most the shared limit', () => {
    expect(isPayrollAmount('1000000.00')).toBe(true);
    expect(isPayrollAmount('1000000.01')).toBe(false);
    expect(isPayrollAmount('999999999')).toBe(false);
  });
});
