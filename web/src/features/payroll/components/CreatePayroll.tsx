import { useState } from 'react';
import { usePayrollActions } from '../api/usePayrollActions';
import { currentMonth } from '../month';
import { emptyPayroll, toCreateInput } from '../schemas/payroll.schema';
import { PayrollForm } from './PayrollForm';

export interface CreatePayrollProps {
  /** Cancel: back to the list. */
  onCancel: () => void;
}

/** 'Create Payroll': one record for one employee and month; the form starts afresh after each. */
export function CreatePayroll({ onCancel }: CreatePayrollProps) {
  const { create } = usePayrollActions();
  // A new key draws a fresh form: every field, the employee picker's search included, starts again.
  const [round, setRound] = useState(0);
  return (
    <PayrollForm
      key={round}
      mode="create"
      initialValues={emptyPayroll(currentMonth())}
      onSubmit={async (values) => {
        await create(toCreateInput(values));
        setRound((n) => n + 1);
      }}
      onCancel={() => {
        setRound((n) => n + 1);
        onCancel();
      }}
    />
  );
}
