/** A payroll record's payment status; new records are Pending, Process Payment makes them Paid. */
export const PAYROLL_STATUS = {
  PENDING: { value: 'Pending', label: 'Pending' },
  PAID: { value: 'Paid', label: 'Paid' },
  CANCELLED: { value: 'Cancelled', label: 'Cancelled' },
} as const;

export type PayrollStatusName = keyof typeof PAYROLL_STATUS;

/** How a payroll is paid (the Process Payment dialog). */
export const PAYROLL_PAYMENT_METHOD = {
  BANK_TRANSFER: { value: 'bank_transfer', label: 'Bank Transfer' },
  CASH: { value: 'cash', label: 'Cash' },
  CHECK: { value: 'check', label: 'Check' },
} as const;

export type PayrollPaymentMethodName = keyof typeof PAYROLL_PAYMENT_METHOD;

export const DEFAULT_PAYROLL_PAYMENT_METHOD: PayrollPaymentMethodName = 'BANK_TRANSFER';

/** Currencies of a converted project's payment details. */
export const CURRENCY = {
  USD: { value: 'USD', label: 'USD' },
  EUR: { value: 'EUR', label: 'EUR' },
  GBP: { value: 'GBP', label: 'GBP' },
} as const;

export type CurrencyName = keyof typeof CURRENCY;

/** How a converted project is paid. */
export const PAYMENT_METHOD = {
  BANK_TRANSFER: { value: 'bank_transfer', label: 'Bank Transfer' },
  CREDIT_CARD: { value: 'credit_card', label: 'Credit Card' },
  PAYPAL: { value: 'paypal', label: 'PayPal' },
  CRYPTOCURRENCY: { value: 'cryptocurrency', label: 'Cryptocurrency' },
} as const;

export type PaymentMethodName = keyof typeof PAYMENT_METHOD;

/** Where a converted project's payment stands. */
export const PAYMENT_STATUS = {
  PENDING: { value: 'pending', label: 'Pending' },
  PAID: { value: 'paid', label: 'Paid' },
  PARTIAL: { value: 'partial', label: 'Partial' },
  OVERDUE: { value: 'overdue', label: 'Overdue' },
} as const;

export type PaymentStatusName = keyof typeof PAYMENT_STATUS;

/** A converted project's development phase. */
export const PHASE = {
  DISCOVERY: { value: 'discovery', label: 'Discovery' },
  DESIGN: { value: 'design', label: 'Design' },
  DEVELOPMENT: { value: 'development', label: 'Development' },
  TESTING: { value: 'testing', label: 'Testing' },
  DEPLOYMENT: { value: 'deployment', label: 'Deployment' },
  MAINTENANCE: { value: 'maintenance', label: 'Maintenance' },
} as const;

export type PhaseName = keyof typeof PHASE;

/** The Convert to Project form's starting values. */
export const CONVERSION_DEFAULTS = {
  amount: 0,
  currency: 'USD' as CurrencyName,
  paymentMethod: 'BANK_TRANSFER' as PaymentMethodName,
  paymentStatus: 'PENDING' as PaymentStatusName,
  phase: 'DISCOVERY' as PhaseName,
} as const;
