import { isMoneyAmount, PAYROLL_LIMITS } from '@site/shared';
import { parseCents } from '../../../lib/money';

/** Text that is written as a number at all (signs and any places included); anything else is no amount. */
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

const MAX_CENTS = BigInt(PAYROLL_LIMITS.amountMax) * 100n;

/** Text written as a number at all, such as '-50' or '.5' (which are no amounts), unlike 'n/a' or '1,200'. */
export const isNumberText = (text: string): boolean => NUMBER.test(text.trim());

/** An amount no larger than the limit; text that is no amount is left to the format rule. */
export const isWithinLimit = (text: string): boolean =>
  !isMoneyAmount(text.trim()) || (parseCents(text) ?? 0n) <= MAX_CENTS;

/** An amount that can be sent: digits with at most two places, no sign, at most the limit. */
export const isPayrollAmount = (text: string): boolean => isMoneyAmount(text.trim()) && isWithinLimit(text);

/**
 * An allowance, deduction or bonus: empty or text that is no number ('', 'n/a', '1,200') counts
 * as 0, as the form's rules say; a number must be a valid amount ('-50' and '1.234' are refused).
 */
export type Extra = { kind: 'zero'; typed: boolean } | { kind: 'amount'; cents: bigint } | { kind: 'invalid' };

export function readExtra(text: string): Extra {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return { kind: 'zero', typed: trimmed !== '' };
  const cents = parseCents(trimmed);
  return cents !== null && isPayrollAmount(trimmed) ? { kind: 'amount', cents } : { kind: 'invalid' };
}

export interface Amounts {
  basicSalary: string;
  allowances: string;
  deductions: string;
  bonus: string;
}

/**
 * basic + allowances - deductions + bonus in whole cents (the server computes the stored net the
 * same way), or null while an amount is missing or invalid.
 */
export function netCents({ basicSalary, allowances, deductions, bonus }: Amounts): bigint | null {
  const basic = basicSalary.trim();
  if (!isPayrollAmount(basic)) return null;
  const extras = [allowances, deductions, bonus].map(readExtra);
  if (extras.some((e) => e.kind === 'invalid')) return null;
  const [plus1, minus, plus2] = extras.map((e) => (e.kind === 'amount' ? e.cents : 0n)) as [bigint, bigint, bigint];
  return parseCents(basic)! + plus1 - minus + plus2;
}

/** An extra as the API receives it: the amount typed, or '0' when it counts as 0. */
export function sentExtra(text: string): string {
  return readExtra(text).kind === 'amount' ? text.trim() : '0';
}
