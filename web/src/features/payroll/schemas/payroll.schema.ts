import { isMoneyAmount, isPayrollMonth, PAYROLL_LIMITS as L, PAYROLL_MESSAGES as M } from '@site/shared';
import * as yup from 'yup';
import type { CreatePayrollInput, PayrollFieldsFragment, UpdatePayrollInput } from '../../../gql/graphql';
import { isNumberText, isWithinLimit, netCents, sentExtra, type Amounts } from './amounts';

export interface PayrollFormValues {
  /** Null until one is chosen: the form has no default employee. */
  employeeId: number | null;
  /** yyyy-MM. */
  month: string;
  /** Amounts as typed: decimal text, exact (never a float). */
  basicSalary: string;
  allowances: string;
  deductions: string;
  bonus: string;
  notes: string;
}

/** An amount's two rules, as the server words them: its form, then its size. */
const amountRules = (schema: yup.StringSchema<string | undefined>, applies: (text: string) => boolean) =>
  schema
    .test('amount', M.amount, (value) => !value || !applies(value) || isMoneyAmount(value.trim()))
    .test('max', M.amountMax, (value) => !value || isWithinLimit(value));

/** An allowance, deduction or bonus: text that is no number counts as 0; a number must be an amount. */
const extra = () => amountRules(yup.string(), isNumberText);

/** The server's rules and messages, both read from the shared rules. */
export const payrollSchema = yup.object({
  employeeId: yup
    .number()
    .nullable()
    .required(M.employeeRequired)
    .integer(M.employeeRequired)
    .min(1, M.employeeRequired),
  month: yup
    .string()
    .trim()
    .required(M.monthRequired)
    .test('month', M.month, (value) => !value || isPayrollMonth(value)),
  basicSalary: amountRules(yup.string().trim().required(M.basicSalaryRequired), () => true),
  allowances: extra(),
  // The net is checked here, under the field that can make it negative.
  deductions: extra().test('net', M.netNegative, function () {
    // Formik hands the schema empty boxes as undefined.
    const parent = this.parent as Partial<Record<keyof Amounts, string>>;
    const text = (name: keyof Amounts) => parent[name] ?? '';
    const net = netCents({
      basicSalary: text('basicSalary'),
      allowances: text('allowances'),
      deductions: text('deductions'),
      bonus: text('bonus'),
    });
    return net === null || net >= 0n;
  }),
  bonus: extra(),
  notes: yup.string().trim().max(L.notes, M.notesMax),
});

/** The create form's first values: no employee, the current month, 0 amounts. */
export const emptyPayroll = (month: string): PayrollFormValues => ({
  employeeId: null,
  month,
  basicSalary: '0',
  allowances: '0',
  deductions: '0',
  bonus: '0',
  notes: '',
});

/** The edit form's fields of a loaded record. */
export const toFormValues = (p: PayrollFieldsFragment): PayrollFormValues => ({
  employeeId: p.employeeId,
  month: p.month,
  basicSalary: p.basicSalary,
  allowances: p.allowances,
  deductions: p.deductions,
  bonus: p.bonus,
  notes: p.notes ?? '',
});

/** The amounts and month the API receives once the schema has passed them; extras that count as 0 are sent as '0'. */
function amountsOf(values: PayrollFormValues) {
  return {
    month: values.month.trim(),
    basicSalary: values.basicSalary.trim(),
    allowances: sentExtra(values.allowances),
    deductions: sentExtra(values.deductions),
    bonus: sentExtra(values.bonus),
  };
}

/** The create form's input (its form has no notes). */
export function toCreateInput(values: PayrollFormValues): CreatePayrollInput {
  if (values.employeeId === null) throw new Error(M.employeeRequired);
  return { employeeId: values.employeeId, ...amountsOf(values) };
}

/** The edit form's input: the employee stays; notes left blank are none. */
export function toUpdateInput(values: PayrollFormValues): UpdatePayrollInput {
  return { ...amountsOf(values), notes: values.notes.trim() || null };
}
