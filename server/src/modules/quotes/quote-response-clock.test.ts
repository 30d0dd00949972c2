import { isOverdueWait, overdueBefore, workingDaysWaited } from './quote-response-clock';

const US = { country: 'US', region: null };
/** Noon local time on that day: the company's calendar is the server's. */
const at = (day: string, hour = 12) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, hour);
};

describe('the quote response clock', () => {
  it('counts the working days after the submission day, up to and including today', () => {
    // Monday 2026-03-02.
    expect(workingDaysWaited(at('2026-03-02', 9), US, at('2026-03-02', 17))).toBe(0);
    expect(workingDaysWaited(at('2026-03-02'), US, at('2026-03-03'))).toBe(1);
    expect(workingDaysWaited(at('2026-03-02'), US, at('2026-03-04'))).toBe(2);
    expect(workingDaysWaited(at('2026-03-02'), US, at('2026-03-05'))).toBe(3);
  });

  it('skips weekends and public holidays', () => {
    // Friday 2026-07-03 is the observed Independence Day; submitted Thursday 07-02.
    expect(workingDaysWaited(at('2026-07-02'), US, at('2026-07-06'))).toBe(1);
    // Submitted Friday 2026-03-06: the weekend does not count.
    expect(workingDaysWaited(at('2026-03-06'), US, at('2026-03-09'))).toBe(1);
  });

  it('calls more than 2 working days overdue', () => {
    expect([0, 1, 2, 3, 10].map(isOverdueWait)).toEqual([false, false, false, true, true]);
  });

  it('puts the overdue line where the day-by-day count changes', () => {
    const now = at('2026-03-05', 15); // Thursday
    const line = overdueBefore(US, now);
    expect(line).toEqual(new Date(2026, 2, 3)); // Tuesday's midnight: Monday is overdue, Tuesday not
    expect(isOverdueWait(workingDaysWaited(new Date(line.getTime() - 1), US, now))).toBe(true);
    expect(isOverdueWait(workingDaysWaited(line, US, now))).toBe(false);
  });

  it('moves the line back over a weekend', () => {
    // Monday 2026-03-09: Thursday 03-05 has waited Fri, Mon = 2; Wednesday 03-04 has waited 3.
    expect(overdueBefore(US, at('2026-03-09'))).toEqual(new Date(2026, 2, 5));
  });
});
