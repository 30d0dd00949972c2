import { atMost, EMAIL_INVALID } from './messages';

/** Limits of an employee's fields, as stored (characters, on trimmed text). */
export const EMPLOYEE_LIMITS = {
  name: 100,
  position: 100,
  email: 254,
  phone: 30,
  bio: 2000,
  /** The longest account number there is (an IBAN). */
  bankAccount: 34,
  taxId: 20,
  search: 200,
} as const;
const L = EMPLOYEE_LIMITS;

/**
 * The largest monthly salary the DECIMAL(12,2) column holds is far above any real one; this
 * bound keeps a typing slip (an extra few zeros) from being stored.
 */
export const SALARY_MAX = 1_000_000;

/** A money amount as typed: digits, at most two decimals, no sign, no thousands separators. */
const MONEY = /^\d{1,9}(\.\d{1,2})?$/;
export const isMoneyAmount = (text: string): boolean => MONEY.test(text);

/** Letters, digits, spaces and dashes: how account numbers and tax ids are written. */
const ACCOUNT_TEXT = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
export const isAccountText = (text: string): boolean => ACCOUNT_TEXT.test(text);

export const EMPLOYEE_MESSAGES = {
  nameRequired: 'Full name is required',
  nameMax: atMost('Full name', L.name),
  positionRequired: 'Position is required',
  positionMax: atMost('Position', L.position),
  department: 'Choose a department',
  emailRequired: 'Email is required',
  emailMax: atMost('Email', L.email),
  email: EMAIL_INVALID,
  emailTaken: 'An employee with this email already exists',
  phone: 'Please enter a valid phone number',
  phoneMax: atMost('Phone', L.phone),
  joinDateRequired: 'Joining date is required',
  joinDate: 'Joining date must be a valid date (YYYY-MM-DD)',
  status: 'Choose a valid status',
  bioMax: atMost('Bio / Skills', L.bio),
  salary: 'Salary must be an amount such as 5200 or 5200.50',
  salaryMax: `Salary must be at most ${SALARY_MAX.toLocaleString('en-US')}`,
  bankAccount: 'Bank account may contain only letters, digits, spaces and dashes',
  bankAccountMax: atMost('Bank account', L.bankAccount),
  taxId: 'Tax ID may contain only letters, digits, spaces and dashes',
  taxIdMax: atMost('Tax ID', L.taxId),
  managerMissing: 'The chosen manager does not exist',
  managerSelf: 'An employee cannot be their own manager',
  managerCycle: 'This manager reports to the employee, directly or through others: choose someone else',
  searchMax: atMost('Search', L.search),
  deleteConfirm: 'Are you sure you want to delete this employee?',
  hasHistory:
    'This employee has payroll or leave history and cannot be deleted. Set their status to Terminated instead.',
  managesOthers: 'This employee manages other employees. Choose another manager for them before deleting.',
  inviteTerminated: 'A terminated employee cannot be invited to sign in',
  alreadySignsIn: 'This employee already has an account and has chosen a password',
  accountEmailTaken: 'Another account already uses this email address',
} as const;
