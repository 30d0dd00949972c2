import { formatCents, parseCents } from './money';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "2026-03-05" -> "Mar 5, 2026", read as a calendar day (no time-zone shift). */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
}

/** Today as YYYY-MM-DD in the user's own time zone. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const CURRENCY_SIGNS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£' };

/**
 * An amount as the API sends it ('5200.5') shown exactly, in whole cents, as '$5,200.50' (or '€',
 * '£'); text that is no amount shows as it is.
 */
export function formatMoney(amount: string, currency = 'USD'): string {
  const cents = parseCents(amount);
  return cents === null ? amount : formatCents(cents, CURRENCY_SIGNS[currency] ?? `${currency} `);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment the API sends ('2026-03-04T09:15:00.000Z') as 'Mar 4, 2026, 9:15 AM' in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}
