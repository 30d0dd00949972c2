import { PAYROLL_REVIEW_THRESHOLD_PERCENT } from '@site/shared';
import { fromCents, toCents } from '../../common/money';

// The arithmetic of a payroll record, in whole cents: exact, never floating point.

export interface PayrollAmounts {
  basicSalary: string;
  allowances: string;
  deductions: string;
  bonus: string;
}

/** An amount as stored: two places; an extra left out, null or blank is 0 ("0.00"). */
export const storedAmount = (text: string | null | undefined): string =>
  text === null || text === undefined || text.trim() === '' ? '0.00' : fromCents(toCents(text.trim()));

/** basic + allowances - deductions + bonus, in cents. */
export const netCents = ({ basicSalary, allowances, deductions, bonus }: PayrollAmounts): number =>
  toCents(basicSalary) + toCents(allowances) - toCents(deductions) + toCents(bonus);

/**
 * Whether a net differs from the same employee's previous month by more than the threshold
 * (10%): |net - previous| * 100 > threshold * previous, compared in integers. No previous
 * month, no flag; a previous net of 0 flags any net that is not 0.
 */
export function needsReview(netSalary: string, previousNetSalary: string | null): boolean {
  if (previousNetSalary === null) return false;
  const previous = toCents(previousNetSalary);
  const change = Math.abs(toCents(netSalary) - previous);
  return change * 100 > PAYROLL_REVIEW_THRESHOLD_PERCENT * Math.abs(previous);
}

/** The month before a yyyy-MM month: "2026-01" -> "2025-12". */
export function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/** Today's date, YYYY-MM-DD in UTC, as the payment date and the seed use it. */
export const today = (now = new Date()): string => now.toISOString().slice(0, 10);
