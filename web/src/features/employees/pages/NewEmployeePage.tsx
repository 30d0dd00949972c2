import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { todayIso } from '../../../lib/format';
import { useEmployeeActions } from '../api/useEmployeeActions';
import { EmployeeForm } from '../components/EmployeeForm';
import { emptyEmployee, toEmployeeInput } from '../schemas/employee.schema';

export default function NewEmployeePage() {
  const navigate = useNavigate();
  const { create } = useEmployeeActions();
  return (
    <Card>
      <EmployeeForm
        mode="create"
        initialValues={emptyEmployee(todayIso())}
        onCancel={() => navigate('/admin/employees')}
        onSubmit={async (values) => {
          await create(toEmployeeInput(values));
          navigate('/admin/employees');
        }}
      />
    </Card>
  );
}
