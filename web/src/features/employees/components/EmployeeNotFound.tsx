import { Button, Result } from 'antd';
import { ERROR_MESSAGES } from '@site/shared';
import { useNavigate } from 'react-router-dom';

/** An edit address whose employee does not exist (deleted, or a mistyped link). */
export function EmployeeNotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={ERROR_MESSAGES.employeeNotFound}
      subTitle="No employee has this address: they may have been deleted."
      extra={
        <Button type="primary" onClick={() => navigate('/admin/employees')}>
          Back to Employees
        </Button>
      }
    />
  );
}
