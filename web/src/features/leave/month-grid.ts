import type { LeaveStatus } from '../../gql/graphql';
import { addDays, overlaps, weekday } from './leave-dates';

/** A request as the calendar places it. */
export interface CalendarEntry {
  id: number;
  startDate: string;
  endDate: string;
  status: LeaveStatus;
}

export interface CalendarDay<E extends CalendarEntry> {
  date: string;
  /** False for the days of the months before and after that fill the first and last weeks. */
  inMonth: boolean;
  weekend: boolean;
  /** The leave on that day, by start date. */
  entries: E[];
}

/** Approved leave, and leave still waiting for a step (the manager's or HR's). */
export const calendarKind = (status: LeaveStatus): 'approved' | 'pending' | null =>
  status === 'HR_APPROVED' ? 'approved' : status === 'PENDING' || status === 'MANAGER_APPROVED' ? 'pending' : null;

/**
 * The weeks (Monday first) that show `month` ('yyyy-MM'), each day with the leave on it. Only
 * approved and pending leave is placed: rejected, withdrawn or cancelled leave takes no day.
 */
export function monthWeeks<E extends CalendarEntry>(month: string, entries: readonly E[]): CalendarDay<E>[][] {
  const first = `${month}-01`;
  const shown = entries
    .filter((e) => calendarKind(e.status) !== null)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
  const weeks: CalendarDay<E>[][] = [];
  let day = addDays(first, -weekday(first));
  while (weeks.length === 0 || day.startsWith(month)) {
    const week: CalendarDay<E>[] = [];
    for (let i = 0; i < 7; i++, day = addDays(day, 1)) {
      week.push({
        date: day,
        inMonth: day.startsWith(month),
        weekend: weekday(day) >= 5,
        entries: shown.filter((e) => overlaps(e, { startDate: day, endDate: day })),
      });
    }
    weeks.push(week);
  }
  return weeks;
}
