/** Calendar arithmetic on ISO days ('YYYY-MM-DD'), done in UTC so no time zone shifts a day. */

const MS_PER_DAY = 86_400_000;

const toUtc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** `iso` moved by `days` (negative: back). */
export function addDays(iso: string, days: number): string {
  return new Date(toUtc(iso) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Calendar days from `start` to `end`, both counted (the same day: 1). */
export function spanDays(start: string, end: string): number {
  return Math.round((toUtc(end) - toUtc(start)) / MS_PER_DAY) + 1;
}

/** 'yyyy-MM' of a day. */
export const monthOf = (iso: string) => iso.slice(0, 7);

/** A month moved by `months`: '2026-12' + 1 = '2027-01'. */
export function addMonths(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/** Whether two day ranges share a day. */
export const overlaps = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;

/** Weekday of a day: 0 Monday ... 6 Sunday. */
export const weekday = (iso: string) => (new Date(toUtc(iso)).getUTCDay() + 6) % 7;

/** 'November 2026'. */
export function monthTitle(month: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}
