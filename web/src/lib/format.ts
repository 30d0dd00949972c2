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
 * An exact decimal amount ("12000.5") as money ("$12,000.50"), worked on as text so no digit is
 * lost to floating point; a currency without a sign here is written after the amount ("12,000.50 CHF").
 */
export function formatAmount(amount: string, currency: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return `${amount} ${currency}`;
  const [, minus, whole, fraction = ''] = match;
  const grouped = whole!.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = fraction.padEnd(2, '0');
  const sign = CURRENCY_SIGNS[currency];
  return sign ? `${minus}${sign}${grouped}.${cents}` : `${minus}${grouped}.${cents} ${currency}`;
}
