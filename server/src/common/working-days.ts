import Holidays from 'date-holidays';

// Working days: every calendar day but Saturdays, Sundays and the company's public holidays.
// Days are ISO `YYYY-MM-DD` strings and the arithmetic is done in UTC, so the server's time
// zone never shifts a day.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface HolidayCountry {
  /** ISO 3166-1 code, e.g. 'US'. */
  country: string;
  /** The country's state or region code, e.g. 'CA'; null for the national holidays only. */
  region: string | null;
}

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The day `days` after `day` (before, when negative). */
export const addDays = (day: string, days: number) => toDay(toTime(day) + days * DAY_MS);

/** Calendar days from `start` to `end`, both counted. */
export const calendarDays = (start: string, end: string) => Math.round((toTime(end) - toTime(start)) / DAY_MS) + 1;

/** Today in the server's own calendar: the company's today. */
export function companyToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether the country (and region) is one the holiday library knows: checked at start-up. */
export function isKnownHolidayCountry({ country, region }: HolidayCountry): boolean {
  const countries = new Holidays().getCountries() as Record<string, string> | undefined;
  if (!countries?.[country]) return false;
  if (region === null) return true;
  const regions = new Holidays().getStates(country) as Record<string, string> | undefined;
  return !!regions?.[region];
}

const holidayYears = new Map<string, Set<string>>();

/**
 * The public holidays of one year (substitute days included: the office is closed then too).
 * The library's rules are evaluated once per country, region and year.
 */
export function publicHolidays({ country, region }: HolidayCountry, year: number): Set<string> {
  const key = `${country}/${region ?? ''}/${year}`;
  let days = holidayYears.get(key);
  if (!days) {
    days = new Set();
    const calendar = region ? new Holidays(country, region) : new Holidays(country);
    for (const holiday of calendar.getHolidays(year) || []) {
      if (holiday.type !== 'public') continue;
      // A holiday of several days (rare) covers each of them; its date is local, written first.
      const first = holiday.date.slice(0, 10);
      const length = Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS));
      for (let i = 0; i < length; i++) days.add(addDays(first, i));
    }
    holidayYears.set(key, days);
  }
  return days;
}

const isWeekend = (day: string) => {
  const weekday = new Date(toTime(day)).getUTCDay();
  return weekday === 0 || weekday === 6;
};

export const isWorkingDay = (day: string, where: HolidayCountry) =>
  !isWeekend(day) && !publicHolidays(where, Number(day.slice(0, 4))).has(day);

/** Working days from `start` to `end`, both counted (0 when end is before start). */
export function workingDays(start: string, end: string, where: HolidayCountry): number {
  let count = 0;
  for (let day = start; day <= end; day = addDays(day, 1)) if (isWorkingDay(day, where)) count += 1;
  return count;
}

/** The part of [start, end] that falls in `year`, or null when none does. */
export function withinYear(start: string, end: string, year: number): { start: string; end: string } | null {
  const from = start > `${year}-01-01` ? start : `${year}-01-01`;
  const to = end < `${year}-12-31` ? end : `${year}-12-31`;
  return from <= to ? { start: from, end: to } : null;
}

/** Working days of [start, end] that fall in `year`: a request over New Year counts in each year. */
export function workingDaysInYear(start: string, end: string, year: number, where: HolidayCountry): number {
  const part = withinYear(start, end, year);
  return part ? workingDays(part.start, part.end, where) : 0;
}
