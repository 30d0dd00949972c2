import type { PayrollPaymentMethod } from '../../../gql/graphql';
import { useRecordMutation, useRecordWrites } from '../../../lib/record-mutation';
import { PAYROLL_TOASTS as T } from '../constants';
import {
  AdminPayrollsDocument,
  CreatePayrollDocument,
  DeletePayrollDocument,
  ProcessPaymentDocument,
  RunMonthlyPayrollDocument,
  UpdatePayrollDocument,
  forgetDeletedPayroll,
  forgetPayrollLists,
} from './payroll';

/** The list on screen is fetched again before the toast says it is done; the others are dropped from the cache. */
const refetchQueries = [AdminPayrollsDocument];

/** The payroll writes with their toasts; each rejects after its failure toast. */
export function usePayrollActions() {
  const writes = useRecordWrites({
    documents: { create: CreatePayrollDocument, update: UpdatePayrollDocument, remove: DeletePayrollDocument },
    toasts: T,
    forgetLists: forgetPayrollLists,
    forgetDeleted: forgetDeletedPayroll,
    refetchQueries,
  });
  const [pay] = useRecordMutation(ProcessPaymentDocument, {
    success: T.paymentProcessed,
    failure: T.paymentFailed.title,
    update: forgetPayrollLists,
    refetchQueries,
  });
  const [run] = useRecordMutation(RunMonthlyPayrollDocument, {
    success: ({ runMonthlyPayroll: r }) => T.runDone(r.month, r.created, r.skipped),
    failure: T.runFailed.title,
    update: forgetPayrollLists,
    refetchQueries,
  });
  return {
    ...writes,
    processPayment: (id: number, paymentMethod: PayrollPaymentMethod, notes: string | null) =>
      pay({ id, input: { paymentMethod, notes } }),
    runMonthly: (month: string) => run({ month }),
  };
}
