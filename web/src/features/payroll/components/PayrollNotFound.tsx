import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

/** A detail address whose record does not exist (deleted, or a mistyped link). */
export function PayrollNotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title="Payroll Not Found"
      subTitle="No payroll record has this address: it may have been deleted."
      extra={
        <Button type="primary" onClick={() => navigate('/admin/payroll')}>
          Return to Payroll
        </Button>
      }
    />
  );
}
