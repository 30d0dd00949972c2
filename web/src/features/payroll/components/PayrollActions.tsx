import { CreditCardOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { DeleteButton } from '../../../components/admin-list';
import type { PayrollFieldsFragment } from '../../../gql/graphql';
import { DELETE_CONFIRMATION, UNKNOWN } from '../constants';
import '../payroll.css';

export interface PayrollActionsProps {
  payroll: PayrollFieldsFragment;
  onPay: (payroll: PayrollFieldsFragment) => void;
  onEdit: (payroll: PayrollFieldsFragment) => void;
  onDelete: (payroll: PayrollFieldsFragment) => void;
  /** While the row saves. */
  busy?: boolean;
}

/** How a row is named to screen readers: 'David Okafor, 2026-11'. */
export const rowName = (p: PayrollFieldsFragment) => `${p.employee?.name ?? UNKNOWN}, ${p.month}`;

/** A row's actions: View Details always; Process Payment, Edit and Delete while it is Pending. */
export function PayrollActions({ payroll: p, onPay, onEdit, onDelete, busy = false }: PayrollActionsProps) {
  const navigate = useNavigate();
  const name = rowName(p);
  const pending = p.paymentStatus === 'PENDING';
  return (
    <Space size="small">
      {pending && (
        <Button
          size="small"
          type="primary"
          icon={<CreditCardOutlined />}
          aria-label={`Process Payment: ${name}`}
          title="Process Payment"
          disabled={busy}
          onClick={() => onPay(p)}
        >
          <span className="payroll-actions__text">Process Payment</span>
        </Button>
      )}
      <Button
        size="small"
        icon={<EyeOutlined />}
        aria-label={`View Details: ${name}`}
        title="View Details"
        onClick={() => navigate(`/admin/payrolls/${p.id}`)}
      >
        <span className="payroll-actions__text">View Details</span>
      </Button>
      {pending && (
        <>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit ${name}`}
            title="Edit"
            disabled={busy}
            onClick={() => onEdit(p)}
          />
          <DeleteButton name={name} confirmation={DELETE_CONFIRMATION} onConfirm={() => onDelete(p)} disabled={busy} />
        </>
      )}
    </Space>
  );
}
