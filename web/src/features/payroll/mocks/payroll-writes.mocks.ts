import type { CreatePayrollInput, PayrollPaymentMethod, UpdatePayrollInput } from '../../../gql/graphql';
import { centsToDecimal, parseCents } from '../../../lib/money';
import { dataMock, errorMock, networkErrorMock, type ApiError, type MockOptions } from '../../../test/apollo-mocks';
import {
  CreatePayrollDocument,
  DeletePayrollDocument,
  ProcessPaymentDocument,
  RunMonthlyPayrollDocument,
  UpdatePayrollDocument,
} from '../api/payroll';
import { netCents } from '../schemas/amounts';
import { PAYROLL_ALREADY_PAID, PAYROLL_DUPLICATE, PAYROLL_NOT_PENDING } from './payroll-errors.mocks';
import {
  PAYROLL_PEOPLE,
  samplePayrolls,
  THIS_MONTH,
  type MockPayroll,
  type MockPayrollEmployee,
} from './sample-payrolls';

const PEOPLE: readonly MockPayrollEmployee[] = Object.values(PAYROLL_PEOPLE);

/** The id the next created record gets (one past the samples). */
export const NEW_PAYROLL_ID = samplePayrolls.length + 1;

/** A record as the server stores an input: extras that are none as 0.00, the net computed. */
function stored(base: MockPayroll, input: CreatePayrollInput | UpdatePayrollInput): MockPayroll {
  const amount = (text: string | null | undefined, before: string) =>
    text === undefined ? before : centsToDecimal(parseCents(text || '0')!);
  const basicSalary = amount(input.basicSalary, base.basicSalary);
  const allowances = amount(input.allowances, base.allowances);
  const deductions = amount(input.deductions, base.deductions);
  const bonus = amount(input.bonus, base.bonus);
  const net = netCents({ basicSalary, allowances, deductions, bonus })!;
  return {
    ...base,
    month: input.month ?? base.month,
    basicSalary,
    allowances,
    deductions,
    bonus,
    netSalary: centsToDecimal(net),
    notes: input.notes === undefined ? base.notes : input.notes?.trim() || null,
  };
}

export function createPayrollMock(input: CreatePayrollInput, options?: MockOptions) {
  const employee = PEOPLE.find((e) => e.id === input.employeeId) ?? null;
  const blank: MockPayroll = {
    ...samplePayrolls[0]!,
    id: NEW_PAYROLL_ID,
    employeeId: input.employeeId,
    employee,
    paymentStatus: 'PENDING',
    paymentDate: null,
    paymentMethod: null,
    notes: null,
    previousNetSalary: null,
    needsReview: false,
    payslipPath: `/api/payslips/${NEW_PAYROLL_ID}.pdf`,
  };
  return dataMock(CreatePayrollDocument, { input }, { createPayroll: stored(blank, input) }, options);
}

/** The employee already has a record that month: the API's CONFLICT. */
export const createPayrollDuplicateMock = (input: CreatePayrollInput) =>
  errorMock(CreatePayrollDocument, { input }, PAYROLL_DUPLICATE);

export const updatePayrollMock = (payroll: MockPayroll, input: UpdatePayrollInput, options?: MockOptions) =>
  dataMock(UpdatePayrollDocument, { id: payroll.id, input }, { updatePayroll: stored(payroll, input) }, options);

export const updatePayrollErrorMock = (id: number, input: UpdatePayrollInput, error: ApiError = PAYROLL_NOT_PENDING) =>
  errorMock(UpdatePayrollDocument, { id, input }, error);

export const deletePayrollMock = (id: number, options?: MockOptions) =>
  dataMock(DeletePayrollDocument, { id }, { deletePayroll: id }, options);

export const deletePayrollErrorMock = (id: number, error: ApiError = PAYROLL_NOT_PENDING) =>
  errorMock(DeletePayrollDocument, { id }, error);

/** The record as Process Payment leaves it: Paid today, with the method and notes given. */
export const paidPayroll = (
  payroll: MockPayroll,
  paymentMethod: PayrollPaymentMethod = 'BANK_TRANSFER',
  notes: string | null = null,
  paymentDate = `${THIS_MONTH}-24`,
): MockPayroll => ({ ...payroll, paymentStatus: 'PAID', paymentDate, paymentMethod, notes: notes ?? payroll.notes });

export function processPaymentMock(
  payroll: MockPayroll,
  paymentMethod: PayrollPaymentMethod = 'BANK_TRANSFER',
  notes: string | null = null,
  options?: MockOptions,
) {
  return dataMock(
    ProcessPaymentDocument,
    { id: payroll.id, input: { paymentMethod, notes } },
    { processPayment: paidPayroll(payroll, paymentMethod, notes) },
    options,
  );
}

/** Someone paid it first: the API's CONFLICT. */
export const processPaymentErrorMock = (
  id: number,
  paymentMethod: PayrollPaymentMethod = 'BANK_TRANSFER',
  notes: string | null = null,
  error: ApiError = PAYROLL_ALREADY_PAID,
) => errorMock(ProcessPaymentDocument, { id, input: { paymentMethod, notes } }, error);

export function runMonthlyPayrollMock(month: string, created: number, skipped: number, options?: MockOptions) {
  const result = { __typename: 'PayrollRunResult' as const, month, created, skipped };
  return dataMock(RunMonthlyPayrollDocument, { month }, { runMonthlyPayroll: result }, options);
}

export const runMonthlyPayrollErrorMock = (month: string) => networkErrorMock(RunMonthlyPayrollDocument, { month });
