import { Modal } from 'antd';
import { AdminForm, SelectField, TextAreaField } from '../../../components/admin-form';
import type { PayrollFieldsFragment, PayrollPaymentMethod } from '../../../gql/graphql';
import { errorCode } from '../../../lib/errors';
import { formatMoney } from '../../../lib/format';
import { METHOD_LABELS, PAYMENT_METHODS, PAYROLL_LIMITS as L, UNKNOWN } from '../constants';
import { emptyPayment, paymentSchema, type PaymentFormValues } from '../schemas/payment.schema';

export interface PaymentDialogProps {
  /** The record to pay; null keeps the dialog closed. */
  payroll: PayrollFieldsFragment | null;
  /** Pays it; throws to refuse (the failure toast has been shown). */
  onPay: (id: number, method: PayrollPaymentMethod, notes: string | null) => Promise<unknown>;
  onClose: () => void;
  /** Someone else paid or changed it first: the dialog closes and the screen fetches it again. */
  onStale?: () => void;
}

const methodOptions = PAYMENT_METHODS.map((value) => ({ value, label: METHOD_LABELS[value] }));

/** Process Payment: the method (Bank Transfer unless chosen) and optional notes; it pays once. */
export function PaymentDialog({ payroll, onPay, onClose, onStale }: PaymentDialogProps) {
  const submit = async (values: PaymentFormValues) => {
    if (!payroll) return;
    try {
      await onPay(payroll.id, values.paymentMethod, values.notes.trim() || null);
      onClose();
    } catch (error) {
      // Already paid or no longer pending: nothing is left to do here but show the record as it is now.
      if (errorCode(error) === 'CONFLICT') {
        onClose();
        onStale?.();
      }
      throw error;
    }
  };
  return (
    <Modal open={payroll !== null} title="Process Payment" onCancel={onClose} footer={null} destroyOnHidden>
      {payroll && (
        <>
          <p>
            {payroll.employee?.name ?? UNKNOWN}, {payroll.month}: net salary{' '}
            <strong>{formatMoney(payroll.netSalary)}</strong>
          </p>
          <AdminForm
            name="Process Payment"
            initialValues={emptyPayment()}
            validationSchema={paymentSchema}
            onSubmit={submit}
            submitLabels={['Process Payment', 'Processing...']}
            onCancel={onClose}
          >
            <SelectField name="paymentMethod" label="Payment Method" required options={methodOptions} />
            <TextAreaField name="notes" label="Notes" rows={3} maxLength={L.notes} />
          </AdminForm>
        </>
      )}
    </Modal>
  );
}
