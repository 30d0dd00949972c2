import { todayIso } from '../../lib/format';

/** Monday of the week that holds `day` (yyyy-MM-dd), and the Sunday after it. */
export function weekOf(day: string): { start: string; end: string } {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7; // Monday is 0
  const start = new Date(date.getTime() - back * 86_400_000);
  const end = new Date(start.getTime() + 6 * 86_400_000);
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
}

const nextDay = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);

interface Span {
  startDate: string;
  endDate: string;
}

/** The absences of this week and of next week (one that spans both shows in both), each by start date. */
export function splitByWeek<A extends Span>(absences: readonly A[], today = todayIso()) {
  const thisWeek = weekOf(today);
  const nextWeek = { start: nextDay(thisWeek.start, 7), end: nextDay(thisWeek.end, 7) };
  const overlaps = (a: A, week: { start: string; end: string }) => a.startDate <= week.end && a.endDate >= week.start;
  return {
    thisWeek: absences.filter((a) => overlaps(a, thisWeek)),
    nextWeek: absences.filter((a) => overlaps(a, nextWeek)),
  };
}
