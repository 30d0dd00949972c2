import { lastMonths, monthOf, thisAndNextWeek } from './months';

describe('the dashboard months', () => {
  it('are the last twelve months up to the current one, oldest first, across a year end', () => {
    const months = lastMonths(12, new Date(2026, 1, 15, 10, 30));
    expect(months.map((m) => m.month)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('start at local midnight on the first and end where the next begins', () => {
    const months = lastMonths(3, new Date(2026, 10, 30, 23, 59));
    expect(months[0]!.start).toEqual(new Date(2026, 8, 1));
    expect(months[2]!.end).toEqual(new Date(2026, 11, 1));
    for (let i = 1; i < months.length; i++) expect(months[i]!.start).toEqual(months[i - 1]!.end);
    expect(monthOf(new Date(2026, 0, 1, 0, 0))).toBe('2026-01');
  });

  it('take this week from Monday to the Sunday of next week, whatever day today is', () => {
    expect(thisAndNextWeek('2026-11-24')).toEqual({ from: '2026-11-23', to: '2026-12-06' }); // a Tuesday
    expect(thisAndNextWeek('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-12-06' }); // the Monday
    expect(thisAndNextWeek('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-12-06' }); // the Sunday
    expect(thisAndNextWeek('2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-10' });
  });
});
