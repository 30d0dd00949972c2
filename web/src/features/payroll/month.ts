import { isPayrollMonth } from '@site/shared';

/** The month filter's parameter in the address, and its value for 'every month'. */
export const MONTH_PARAM = 'month';
export const ALL_MONTHS = 'all';

const pad = (n: number) => String(n).padStart(2, '0');

/** This month as yyyy-MM, in the user's own time zone. */
export const currentMonth = (now = new Date()): string => `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;

/** The month before a yyyy-MM month: '2026-01' -> '2025-12'. */
export function previousMonth(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return number === 1 ? `${year - 1}-12` : `${year}-${pad(number - 1)}`;
}

/**
 * The month a list shows from its address: none there (a fresh list) is the current month, 'all'
 * is every month (null), and anything else that is no yyyy-MM month falls back to the current one.
 */
export function monthFromParam(raw: string | null, now = new Date()): string | null {
  if (raw === ALL_MONTHS) return null;
  return raw !== null && isPayrollMonth(raw) ? raw : currentMonth(now);
}

/** The address's value for a chosen month: none for the current month (the default), 'all' for every month. */
export function monthToParam(month: string | null, now = new Date()): string | null {
  if (month === null) return ALL_MONTHS;
  return month === currentMonth(now) ? null : month;
}
