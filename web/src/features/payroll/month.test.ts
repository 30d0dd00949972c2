import { ALL_MONTHS, currentMonth, monthFromParam, monthToParam, previousMonth } from './month';

const november = new Date(2026, 10, 24, 9, 30);
const newYear = new Date(2027, 0, 1, 0, 5);

describe('payroll months', () => {
  it('writes the current month as yyyy-MM in local time', () => {
    expect(currentMonth(november)).toBe('2026-11');
    expect(currentMonth(newYear)).toBe('2027-01');
  });

  it('steps back a month across a year', () => {
    expect(previousMonth('2026-11')).toBe('2026-10');
    expect(previousMonth('2027-01')).toBe('2026-12');
  });

  it('shows the current month when the address has none, every month for all, and the month given', () => {
    expect(monthFromParam(null, november)).toBe('2026-11');
    expect(monthFromParam(ALL_MONTHS, november)).toBeNull();
    expect(monthFromParam('2026-09', november)).toBe('2026-09');
  });

  it('falls back to the current month for an address that holds no month', () => {
    for (const raw of ['2026-13', '2026-1', 'september', '', "'; drop table"]) {
      expect(monthFromParam(raw, november)).toBe('2026-11');
    }
  });

  it('keeps a bare address for the current month and writes the others', () => {
    expect(monthToParam('2026-11', november)).toBeNull();
    expect(monthToParam('2026-09', november)).toBe('2026-09');
    expect(monthToParam(null, november)).toBe(ALL_MONTHS);
  });
});
