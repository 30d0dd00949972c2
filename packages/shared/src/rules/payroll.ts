import { atMost } from './messages';

/** Limits of a payroll record's texts and amounts. */
export const PAYROLL_LIMITS = {
  notes: 1000,
  search: 200,
  /** The largest single amount: far above any real monthly pay, it keeps a typing slip out. */
  amountMax: 1_000_000,
} as const;
const L = PAYROLL_LIMITS;

/** A payroll month as written: yyyy-MM. */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const isPayrollMonth = (text: string): boolean => MONTH.test(text);

/** Allowed net change against the same employee's previous month before a row is flagged for review. */
export const PAYROLL_REVIEW_THRESHOLD_PERCENT = 10;

export const PAYROLL_MESSAGES = {
  employeeRequired: 'Employee is required',
  employeeMissing: 'The chosen employee does not exist',
  monthRequired: 'Month is required',
  month: 'Month must be written yyyy-MM',
  basicSalaryRequired: 'Basic salary is required',
  amount: 'Amounts must be written like 5200 or 5200.50, and cannot be negative',
  amountMax: `Amounts must be at most ${L.amountMax.toLocaleString('en-US')}`,
  netNegative: 'Deductions cannot exceed the rest of the pay: the net salary would be negative',
  notesMax: atMost('Notes', L.notes),
  searchMax: atMost('Search', L.search),
  duplicate: 'This employee already has a payroll record for that month',
  notPending: 'Only a pending payroll record can be changed',
  alreadyPaid: 'This payroll record has already been paid or is no longer pending',
  paymentMethod: 'Choose a payment method',
  notFound: 'Payroll record not found',
  noEmployeeRecord: "Employee Profile Not Found - We couldn't find your employee profile. Please contact HR.",
  noSalary: 'This employee has no salary on record',
} as const;
