import { ArrowLeftOutlined, CreditCardOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/PageLoader';
import { errorCode } from '../../../lib/errors';
import { usePayroll } from '../api/payroll';
import { usePayrollActions } from '../api/usePayrollActions';
import { PAYROLL_TOASTS as T } from '../constants';
import { LoadFailed } from '../components/LoadFailed';
import { PaymentDialog } from '../components/PaymentDialog';
import { EmployeeInfoCard, PayrollDetailsCard, SalaryBreakdownCard } from '../components/PayrollDetailCards';
import { PayrollNotFound } from '../components/PayrollNotFound';
import { PayslipButton } from '../components/PayslipButton';
import '../payroll.css';

export default function PayrollDetailPage() {
  const raw = useParams().id ?? '';
  const id = Number(raw);
  const valid = /^\d{1,9}$/.test(raw) && id > 0;
  const navigate = useNavigate();
  const { processPayment } = usePayrollActions();
  const [paying, setPaying] = useState(false);
  const { data, loading, error, refetch } = usePayroll(id, !valid);

  if (!valid || errorCode(error) === 'NOT_FOUND') return <PayrollNotFound />;
  if (error && !data) return <LoadFailed title="Error loading payroll data" error={error} onRetry={refetch} />;
  if (loading || !data) return <PageLoader label="Loading payroll data..." />;

  const p = data.payroll;
  return (
    <div className="payroll-detail">
      <div className="payroll-detail__bar">
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/admin/payroll')}>
          Back to Payroll
        </Button>
        <div className="payroll-detail__actions">
          <PayslipButton payroll={p} label="Generate Payslip" done={T.payslipGenerated} />
          {p.paymentStatus === 'PENDING' && (
            <Button type="primary" icon={<CreditCardOutlined />} onClick={() => setPaying(true)}>
              Process Payment
            </Button>
          )}
        </div>
      </div>
      <div className="payroll-detail__cards">
        <EmployeeInfoCard employee={p.employee} />
        <PayrollDetailsCard payroll={p} />
        <SalaryBreakdownCard payroll={p} />
      </div>
      {p.notes && (
        <Card title="Notes" size="small">
          <p className="payroll-notes">{p.notes}</p>
        </Card>
      )}
      <PaymentDialog
        payroll={paying ? p : null}
        onPay={processPayment}
        onClose={() => setPaying(false)}
        onStale={() => void refetch().catch(() => {})}
      />
    </div>
  );
}
