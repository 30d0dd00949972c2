import type { ValueTransformer } from 'typeorm';

/**
 * Amounts are exact decimal text with two places ("5200.00") everywhere in the app. MySQL hands a
 * DECIMAL back as that text; SQLite as a number, which is exact for every amount below 10^13 once
 * written with two places again. Arithmetic on amounts is done in cents, never on these numbers.
 */
export function moneyText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value.toFixed(2);
  const text = String(value);
  const [whole = '0', fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** The column options of an amount: DECIMAL(12,2), read back as two-place text. */
export const MONEY_COLUMN = {
  type: 'decimal',
  precision: 12,
  scale: 2,
  transformer: {
    to: (value: string | null | undefined) => value,
    from: moneyText,
  } satisfies ValueTransformer,
} as const;

/** "1234.5" -> 123450: amounts are added and subtracted as whole cents, exactly. */
export function toCents(text: string): number {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}

/** 123450 -> "1234.50". */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1234567.5" -> "$1,234,567.50", as the app shows amounts; from the exact text, never a float. */
export function formatMoney(text: string): string {
  const cents = toCents(text);
  const [whole, fraction] = fromCents(Math.abs(cents)).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${grouped}.${fraction}`;
}
