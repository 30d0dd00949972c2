import { QUOTE_RESPONSE_WORKING_DAYS } from '@site/shared';
import { addDays, companyToday, workingDays, type HolidayCountry } from '../../common/working-days';

// How long a pending quote has waited for an answer, in working days of the company's calendar:
// the working days after the day it came in, up to and including today. Submitted on a Monday,
// it has waited 1 on Tuesday, 2 on Wednesday, and is overdue (more than 2) on Thursday.

/** Working days waited since `submittedAt` (0 on the day itself). */
export function workingDaysWaited(submittedAt: Date, holidays: HolidayCountry, now = new Date()): number {
  return workingDays(addDays(companyToday(submittedAt), 1), companyToday(now), holidays);
}

export const isOverdueWait = (waited: number): boolean => waited > QUOTE_RESPONSE_WORKING_DAYS;

/** Local midnight at the start of an ISO day: the company's calendar is the server's. */
const startOfDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
};

/**
 * The instant before which a quote has waited too long: pending quotes submitted earlier are
 * overdue, later ones are not. Lets the database count overdue quotes by comparing submittedAt.
 */
export function overdueBefore(holidays: HolidayCountry, now = new Date()): Date {
  const today = companyToday(now);
  // The latest submission day that has waited too long by today; a month back always holds
  // more than enough working days, whatever the holidays.
  let day = addDays(today, -1);
  for (let i = 0; i < 60 && !isOverdueWait(workingDays(addDays(day, 1), today, holidays)); i++) day = addDays(day, -1);
  return startOfDay(addDays(day, 1));
}
