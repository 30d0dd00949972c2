import { formatMoney } from '../../common/money';
import { needsReview, netCents, previousMonth, storedAmount } from './payroll-amounts';

describe('the payroll arithmetic', () => {
  it('computes the net in whole cents, exactly, where floating point would not', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point.
    expect(netCents({ basicSalary: '0.10', allowances: '0.20', deductions: '0', bonus: '0' })).toBe(30);
    expect(netCents({ basicSalary: '9850', allowances: '450.00', deductions: '1870.35', bonus: '500' })).toBe(892965);
    expect(netCents({ basicSalary: '1000000', allowances: '1000000', deductions: '0', bonus: '1000000' })).toBe(
      300_000_000,
    );
  });

  it('stores extras left out, null or blank as 0, and every amount with two places', () => {
    expect([storedAmount(undefined), storedAmount(null), storedAmount(''), storedAmount('  ')]).toEqual([
      '0.00',
      '0.00',
      '0.00',
      '0.00',
    ]);
    expect([storedAmount('5200'), storedAmount(' 5200.5 '), storedAmount('0.05')]).toEqual([
      '5200.00',
      '5200.50',
      '0.05',
    ]);
  });

  it('flags a net more than 10% away from the previous month, either way, and not at exactly 10%', () => {
    expect(needsReview('1100.00', '1000.00')).toBe(false);
    expect(needsReview('1100.01', '1000.00')).toBe(true);
    expect(needsReview('900.00', '1000.00')).toBe(false);
    expect(needsReview('899.99', '1000.00')).toBe(true);
    expect(needsReview('5000.00', null)).toBe(false);
    expect(needsReview('0.00', '0.00')).toBe(false);
    expect(needsReview('0.01', '0.00')).toBe(true);
  });

  it('finds the month before, across a year', () => {
    expect(previousMonth('2026-11')).toBe('2026-10');
    expect(previousMonth('2026-10')).toBe('2026-09');
    expect(previousMonth('2026-01')).toBe('2025-12');
  });

  it('shows amounts as $1,234.56', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('0')).toBe('$0.00');
    expect(formatMoney('1000000.00')).toBe('$1,000,000.00');
    expect(formatMoney('999.99')).toBe('$999.99');
    expect(formatMoney('-1870.35')).toBe('-$1,870.35');
  });
});
