import { addMonths, monthTitle, spanDays } from './leave-dates';
import { calendarKind, monthWeeks, type CalendarEntry } from './month-grid';

const entry = (id: number, startDate: string, endDate: string, status: CalendarEntry['status']): CalendarEntry => ({
  id,
  startDate,
  endDate,
  status,
});

describe('monthWeeks', () => {
  it('lays a month out in whole weeks, Monday first, with the neighbouring days marked outside it', () => {
    const weeks = monthWeeks('2026-11', []);
    expect(weeks).toHaveLength(6); // Nov 2026 starts on a Sunday and ends on a Monday
    expect(weeks[0]![0]).toMatchObject({ date: '2026-10-26', inMonth: false, weekend: false });
    expect(weeks[0]![6]).toMatchObject({ date: '2026-11-01', inMonth: true, weekend: true });
    expect(weeks[5]![0]).toMatchObject({ date: '2026-11-30', inMonth: true });
    expect(weeks[5]![6]).toMatchObject({ date: '2026-12-06', inMonth: false });
  });

  it('takes four weeks for a February that starts on a Monday', () => {
    expect(monthWeeks('2027-02', [])).toHaveLength(4);
  });

  it('puts approved and pending leave on each of its days, leave across the month edge included', () => {
    const weeks = monthWeeks('2026-11', [
      entry(1, '2026-11-30', '2026-12-02', 'HR_APPROVED'),
      entry(2, '2026-11-02', '2026-11-03', 'PENDING'),
      entry(3, '2026-11-02', '2026-11-02', 'MANAGER_APPROVED'),
    ]);
    const on = (date: string) =>
      weeks
        .flat()
        .find((d) => d.date === date)!
        .entries.map((e) => e.id);
    expect(on('2026-11-02')).toEqual([2, 3]);
    expect(on('2026-11-03')).toEqual([2]);
    expect(on('2026-11-04')).toEqual([]);
    expect(on('2026-11-30')).toEqual([1]);
    expect(on('2026-12-02')).toEqual([1]);
  });

  it('leaves out rejected, withdrawn and cancelled leave', () => {
    const weeks = monthWeeks('2026-11', [
      entry(1, '2026-11-10', '2026-11-10', 'REJECTED'),
      entry(2, '2026-11-10', '2026-11-10', 'WITHDRAWN'),
      entry(3, '2026-11-10', '2026-11-10', 'CANCELLED'),
    ]);
    expect(weeks.flat().every((d) => d.entries.length === 0)).toBe(true);
    expect(['HR_APPROVED', 'MANAGER_APPROVED', 'PENDING', 'REJECTED'].map((s) => calendarKind(s as never))).toEqual([
      'approved',
      'pending',
      'pending',
      null,
    ]);
  });
});

describe('month arithmetic', () => {
  it('moves across years, and names months in words', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthTitle('2026-11')).toBe('November 2026');
    expect(spanDays('2026-11-30', '2026-12-02')).toBe(3);
  });
});
