import type { Department, PayrollFieldsFragment, PayrollPaymentMethod, PayrollStatus } from '../../../gql/graphql';
import { centsToDecimal, parseCents } from '../../../lib/money';
import { currentMonth, previousMonth } from '../month';
import { netCents } from '../schemas/amounts';

/** An employee as a payroll record carries them. */
export type MockPayrollEmployee = NonNullable<PayrollFieldsFragment['employee']> & { __typename: 'Employee' };

/** A payroll record as the API sends it, __typename included (Apollo's cache normalises on it). */
export type MockPayroll = PayrollFieldsFragment & { __typename: 'PayrollRecord'; employee: MockPayrollEmployee | null };

const person = (id: number, name: string, position: string, department: Department): MockPayrollEmployee => ({
  __typename: 'Employee',
  id,
  name,
  position,
  department,
  email: `${name.toLowerCase().replace(' ', '.')}@brightline.example`,
});

/** The demo company's people who are on the samples' payroll (ids as the seed numbers them). */
export const PAYROLL_PEOPLE = {
  emily: person(1, 'Emily Chen', 'Engineering Manager', 'ENGINEERING'),
  david: person(2, 'David Okafor', 'Senior Software Engineer', 'ENGINEERING'),
  sofia: person(3, 'Sofia Martins', 'Software Engineer', 'ENGINEERING'),
  hannah: person(5, 'Hannah Weber', 'Head of Product', 'PRODUCT'),
  jonas: person(6, 'Jonas Becker', 'Product Designer', 'DESIGN'),
} as const;
const P = PAYROLL_PEOPLE;

/** The months the samples fall in: the current one (the lists' default) and the one before. */
export const THIS_MONTH = currentMonth();
export const LAST_MONTH = previousMonth(THIS_MONTH);

interface Sample {
  employee: MockPayrollEmployee;
  month: string;
  amounts: [basic: string, allowances: string, deductions: string, bonus: string];
  status?: PayrollStatus;
  method?: PayrollPaymentMethod;
  notes?: string;
}

const SAMPLES: readonly Sample[] = [
  {
    employee: P.david,
    month: LAST_MONTH,
    amounts: ['7420.00', '350.00', '1210.40', '0.00'],
    status: 'PAID',
    method: 'BANK_TRANSFER',
  },
  {
    employee: P.sofia,
    month: LAST_MONTH,
    amounts: ['6175.50', '200.00', '980.25', '0.00'],
    status: 'PAID',
    method: 'CASH',
  },
  // Within 10% of last month: no review.
  { employee: P.david, month: THIS_MONTH, amounts: ['7420.00', '350.00', '1210.40', '500.00'] },
  // A bonus that lifts the net by more than 10% over last month: flagged for review.
  { employee: P.sofia, month: THIS_MONTH, amounts: ['6175.50', '200.00', '980.25', '1500.00'] },
  {
    employee: P.emily,
    month: THIS_MONTH,
    amounts: ['9850.00', '500.00', '1800.00', '0.00'],
    status: 'PAID',
    method: 'CHECK',
    notes: 'Paid early: annual leave from the 20th.',
  },
  { employee: P.jonas, month: THIS_MONTH, amounts: ['5400.00', '150.00', '860.00', '0.00'], status: 'CANCELLED' },
];

const netOf = ([basicSalary, allowances, deductions, bonus]: Sample['amounts']) =>
  centsToDecimal(netCents({ basicSalary, allowances, deductions, bonus })!);

/** More than 10% apart, compared in cents: |net - previous| * 10 > previous. */
export function differsByMoreThanTenPercent(net: string, previous: string): boolean {
  const [now, before] = [parseCents(net)!, parseCents(previous)!];
  const change = now > before ? now - before : before - now;
  return change * 10n > before;
}

/** The records with the fields the server derives: the net, last month's net and the review flag. */
export function withDerived(records: readonly Omit<MockPayroll, 'previousNetSalary' | 'needsReview'>[]): MockPayroll[] {
  return records.map((r) => {
    const before = records.find((o) => o.employeeId === r.employeeId && o.month === previousMonth(r.month));
    const previousNetSalary = before?.netSalary ?? null;
    const needsReview = previousNetSalary !== null && differsByMoreThanTenPercent(r.netSalary, previousNetSalary);
    return { ...r, previousNetSalary, needsReview };
  });
}

export const samplePayrolls: readonly MockPayroll[] = withDerived(
  SAMPLES.map(({ employee, month, amounts, status = 'PENDING', method, notes }, index) => {
    const [basicSalary, allowances, deductions, bonus] = amounts;
    const paid = status === 'PAID';
    return {
      __typename: 'PayrollRecord',
      id: index + 1,
      employeeId: employee.id,
      employee,
      month,
      basicSalary,
      allowances,
      deductions,
      bonus,
      netSalary: netOf(amounts),
      paymentStatus: status,
      paymentDate: paid ? `${month}-${month === THIS_MONTH ? '20' : '28'}` : null,
      paymentMethod: paid ? (method ?? 'BANK_TRANSFER') : null,
      notes: notes ?? null,
      payslipPath: `/api/payslips/${index + 1}.pdf`,
    };
  }),
);

/** A sample by its id (1-based, in the samples' order). */
export const samplePayroll = (id: number): MockPayroll => {
  const found = samplePayrolls.find((p) => p.id === id);
  if (!found) throw new Error(`No sample payroll ${id}`);
  return found;
};

/** A record whose employee cannot be read: the detail page says 'Unknown'. */
export const orphanPayroll: MockPayroll = {
  ...samplePayroll(3),
  id: 99,
  employeeId: 99,
  employee: null,
  payslipPath: '/api/payslips/99.pdf',
};
