import {
  AdminForm,
  DateField,
  FormRow,
  MoneyField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
} from '../../../components/admin-form';
import { DEPARTMENT_LABELS, DEPARTMENTS, EMPLOYEE_LIMITS as L } from '../constants';
import { employeeSchema, type EmployeeFormValues } from '../schemas/employee.schema';
import { ManagerField, type ManagerFieldProps } from './ManagerField';

export interface EmployeeFormProps {
  initialValues: EmployeeFormValues;
  mode: 'create' | 'edit';
  /** Saves; throws to refuse (the API's field messages then show under the fields). */
  onSubmit: (values: EmployeeFormValues) => Promise<void>;
  onCancel: () => void;
  /** When editing: the employee (never their own manager) and their saved manager's name. */
  employee?: { id: number; manager?: ManagerFieldProps['manager'] };
}

const SUBMIT = { create: ['Add Employee', 'Adding...'], edit: ['Save Changes', 'Saving...'] } as const;
const departmentOptions = DEPARTMENTS.map((value) => ({ value, label: DEPARTMENT_LABELS[value] }));

/** The add and edit form of an employee: who they are, whom they report to, and their pay details. */
export function EmployeeForm({ initialValues, mode, onSubmit, onCancel, employee }: EmployeeFormProps) {
  return (
    <AdminForm
      name="Employee"
      initialValues={initialValues}
      validationSchema={employeeSchema}
      onSubmit={onSubmit}
      submitLabels={SUBMIT[mode]}
      onCancel={onCancel}
    >
      <TextField name="name" label="Full Name" required maxLength={L.name} autoComplete="off" />
      <FormRow>
        <TextField name="position" label="Position" required maxLength={L.position} />
        <SelectField
          name="department"
          label="Department"
          required
          options={departmentOptions}
          placeholder="Select a department"
          searchable
        />
      </FormRow>
      <FormRow>
        <TextField name="email" label="Email" required type="email" maxLength={L.email} autoComplete="off" />
        <TextField name="phone" label="Phone" type="tel" maxLength={L.phone} autoComplete="off" />
      </FormRow>
      <FormRow>
        <DateField name="joinDate" label="Joining Date" required />
        <ManagerField employeeId={employee?.id} manager={employee?.manager} />
      </FormRow>
      <SwitchField name="isHR" label="HR employee" extra="HR employees approve leave after the manager." />
      <FormRow columns={3}>
        <MoneyField name="salary" label="Monthly Salary" extra="Per month, in dollars, such as 5200.00." />
        <TextField name="bankAccount" label="Bank Account" maxLength={L.bankAccount} autoComplete="off" />
        <TextField name="taxId" label="Tax ID" maxLength={L.taxId} autoComplete="off" />
      </FormRow>
      <TextAreaField name="bio" label="Bio / Skills" rows={4} maxLength={L.bio} />
    </AdminForm>
  );
}
