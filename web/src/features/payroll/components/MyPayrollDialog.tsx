import { Descriptions, Modal } from 'antd';
import type { PayrollFieldsFragment } from '../../../gql/graphql';
import { paymentItems, SalaryBreakdown } from './PayrollDetailCards';
import { PayrollStatusTag } from './PayrollStatusTag';
import { PayslipButton } from './PayslipButton';
import '../payroll.css';

export interface MyPayrollDialogProps {
  /** The record to show; null keeps the dialog closed. */
  payroll: PayrollFieldsFragment | null;
  onClose: () => void;
}

/** One of the employee's own months: the breakdown, the payment once Paid, and the payslip. */
export function MyPayrollDialog({ payroll: p, onClose }: MyPayrollDialogProps) {
  return (
    <Modal
      open={p !== null}
      title={p ? `Payroll Details: ${p.month}` : 'Payroll Details'}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {p && (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'status', label: 'Status', children: <PayrollStatusTag status={p.paymentStatus} /> },
              ...(p.paymentStatus === 'PAID' ? paymentItems(p) : []),
            ]}
          />
          <div className="payroll-dialog__breakdown">
            <SalaryBreakdown payroll={p} />
          </div>
          <PayslipButton payroll={p} label="Download Payslip" type="primary" />
        </>
      )}
    </Modal>
  );
}
