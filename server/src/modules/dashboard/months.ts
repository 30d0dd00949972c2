// The dashboard's charts count by calendar month in the server's time zone (the company's
// calendar, as the quote clock and leave use). Months are cut here, as instants, so the database
// only compares datetimes: no dialect's date functions, no time zone tables, DST handled by Date.

/** One calendar month: its name and the instants it starts and ends (exclusive). */
export interface MonthWindow {
  /** yyyy-MM */
  month: string;
  start: Date;
  end: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM of the month holding `now`, in the server's time zone. */
export const monthOf = (now: Date): string => `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;

/** The last `count` months up to and including the current one, oldest first. */
export function lastMonths(count: number, now = new Date()): MonthWindow[] {
  return Array.from({ length: count }, (_, i) => {
    const back = count - 1 - i;
    const start = new Date(now.getFullYear(), now.getMonth() - back, 1);
    const end = new Date(now.getFullYear(), now.getMonth() - back + 1, 1);
    return { month: monthOf(start), start, end };
  });
}

/** Monday of the week holding `today` (yyyy-MM-dd) and the Sunday of the week after: this week and next. */
export function thisAndNextWeek(today: string): { from: string; to: string } {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  const monday = new Date(date.getTime() - sinceMonday * 86_400_000);
  const sunday = new Date(monday.getTime() + 13 * 86_400_000);
  return { from: monday.toISOString().slice(0, 10), to: sunday.toISOString().slice(0, 10) };
}
