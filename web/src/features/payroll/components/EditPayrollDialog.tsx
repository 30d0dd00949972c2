import { Modal } from 'antd';
import type { PayrollFieldsFragment, UpdatePayrollInput } from '../../../gql/graphql';
import { UNKNOWN } from '../constants';
import { toFormValues, toUpdateInput, type PayrollFormValues } from '../schemas/payroll.schema';
import { PayrollForm } from './PayrollForm';

export interface EditPayrollDialogProps {
  /** The Pending record to edit; null keeps the dialog closed. */
  payroll: PayrollFieldsFragment | null;
  /** Saves; throws to refuse (the failure toast has been shown). */
  onSave: (id: number, input: UpdatePayrollInput) => Promise<unknown>;
  onClose: () => void;
}

/** A Pending record's month, amounts and notes, changed in place over the list. */
export function EditPayrollDialog({ payroll, onSave, onClose }: EditPayrollDialogProps) {
  const submit = async (values: PayrollFormValues) => {
    if (!payroll) return;
    await onSave(payroll.id, toUpdateInput(values));
    onClose();
  };
  return (
    <Modal open={payroll !== null} title="Edit Payroll" onCancel={onClose} footer={null} destroyOnHidden width={720}>
      {payroll && (
        <PayrollForm
          mode="edit"
          initialValues={toFormValues(payroll)}
          employeeName={payroll.employee?.name ?? UNKNOWN}
          onSubmit={submit}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
