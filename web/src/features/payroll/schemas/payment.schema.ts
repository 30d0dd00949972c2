import { DEFAULT_PAYROLL_PAYMENT_METHOD, PAYROLL_LIMITS as L, PAYROLL_MESSAGES as M } from '@site/shared';
import * as yup from 'yup';
import type { PayrollPaymentMethod } from '../../../gql/graphql';
import { PAYMENT_METHODS } from '../constants';

export interface PaymentFormValues {
  paymentMethod: PayrollPaymentMethod;
  notes: string;
}

/** Bank Transfer unless another is chosen; notes are optional. */
export const emptyPayment = (): PaymentFormValues => ({ paymentMethod: DEFAULT_PAYROLL_PAYMENT_METHOD, notes: '' });

export const paymentSchema = yup.object({
  paymentMethod: yup.mixed<PayrollPaymentMethod>().required(M.paymentMethod).oneOf(PAYMENT_METHODS, M.paymentMethod),
  notes: yup.string().trim().max(L.notes, M.notesMax),
});
