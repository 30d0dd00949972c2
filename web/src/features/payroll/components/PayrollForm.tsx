import { useFormikContext } from 'formik';
import { AdminForm, DateField, FormRow, MoneyField, TextAreaField } from '../../../components/admin-form';
import { formatCents } from '../../../lib/money';
import { PAYROLL_LIMITS as L } from '../constants';
import { netCents, readExtra } from '../schemas/amounts';
import { payrollSchema, type PayrollFormValues } from '../schemas/payroll.schema';
import { EmployeeField } from './EmployeeField';
import '../payroll.css';

export interface PayrollFormProps {
  initialValues: PayrollFormValues;
  mode: 'create' | 'edit';
  /** Saves; throws to refuse (the API's field messages then show under the fields). */
  onSubmit: (values: PayrollFormValues) => Promise<void>;
  onCancel: () => void;
  /** When editing: whose record it is (the employee of a record does not change). */
  employeeName?: string;
}

const SUBMIT = { create: ['Create Payroll', 'Creating...'], edit: ['Save Changes', 'Saving...'] } as const;

/** An allowance, deduction or bonus; text that is no number is said to count as 0. */
function ExtraField({ name, label }: { name: 'allowances' | 'deductions' | 'bonus'; label: string }) {
  const { values } = useFormikContext<PayrollFormValues>();
  const read = readExtra(values[name]);
  const note = read.kind === 'zero' && read.typed ? 'Not a number: counts as 0.' : undefined;
  return <MoneyField name={name} label={label} placeholder="0.00" extra={note} />;
}

/** The net as it will be stored, worked out in whole cents as the amounts are typed. */
function NetPreview() {
  const { values } = useFormikContext<PayrollFormValues>();
  const net = netCents(values);
  return (
    <p className="payroll-net" aria-live="polite">
      Net Salary: <strong>{net === null ? '—' : formatCents(net)}</strong>
    </p>
  );
}

/** A payroll record's create and edit form: whose and which month, the parts of the pay, and the net. */
export function PayrollForm({ initialValues, mode, onSubmit, onCancel, employeeName }: PayrollFormProps) {
  return (
    <AdminForm
      name="Payroll"
      initialValues={initialValues}
      validationSchema={payrollSchema}
      onSubmit={onSubmit}
      submitLabels={SUBMIT[mode]}
      onCancel={onCancel}
    >
      <FormRow>
        {mode === 'create' ? (
          <EmployeeField />
        ) : (
          <p>
            Employee: <strong>{employeeName}</strong>
          </p>
        )}
        <DateField name="month" label="Month" picker="month" required />
      </FormRow>
      <FormRow>
        <MoneyField name="basicSalary" label="Basic Salary" required placeholder="0.00" />
        <ExtraField name="allowances" label="Allowances" />
      </FormRow>
      <FormRow>
        <ExtraField name="deductions" label="Deductions" />
        <ExtraField name="bonus" label="Bonus" />
      </FormRow>
      {mode === 'edit' && <TextAreaField name="notes" label="Notes" rows={3} maxLength={L.notes} />}
      <NetPreview />
    </AdminForm>
  );
}
