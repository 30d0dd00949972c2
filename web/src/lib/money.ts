/**
 * Money as exact decimal text ('5200.00'), the way the API sends it, turned into whole cents
 * (a bigint) for arithmetic: no floating point ever touches an amount.
 */

/** A signed decimal with at most two places: '5200', '-12.5', '.75', '0.05'. */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d{0,2}))?$/;

/** The whole cents of a decimal text, or null when it is not one (letters, three places, empty). */
export function parseCents(text: string): bigint | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const cents = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Cents as the API's decimal text: 123456n -> '1234.56', -5n -> '-0.05'. */
export function centsToDecimal(cents: bigint): string {
  const negative = cents < 0n;
  const size = negative ? -cents : cents;
  const text = `${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Cents as people read them: 123456n -> '$1,234.56', -5n -> '-$0.05'. */
export function formatCents(cents: bigint, currency = '$'): string {
  const [whole = '0', fraction = '00'] = centsToDecimal(cents < 0n ? -cents : cents).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0n ? '-' : ''}${currency}${grouped}.${fraction}`;
}
