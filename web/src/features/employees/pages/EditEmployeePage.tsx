import { Alert, Button, Card } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/PageLoader';
import { RecordTabs } from '../../../components/audit/RecordTabs';
import { errorCode, errorMessage } from '../../../lib/errors';
import { useEmployee } from '../api/employees';
import { useEmployeeActions } from '../api/useEmployeeActions';
import { EmployeeForm } from '../components/EmployeeForm';
import { EmployeeNotFound } from '../components/EmployeeNotFound';
import { SignInAccess } from '../components/SignInAccess';
import { toEmployeeInput, toFormValues } from '../schemas/employee.schema';
import '../employees.css';

export default function EditEmployeePage() {
  const id = Number.parseInt(useParams().id ?? '', 10);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const { update, invite } = useEmployeeActions();
  const { data, loading, error, refetch } = useEmployee(id, !valid);

  if (!valid || errorCode(error) === 'NOT_FOUND') return <EmployeeNotFound />;
  if (error && !data)
    return (
      <Alert
        type="error"
        showIcon
        title="Error loading employee"
        description={errorMessage(error)}
        action={
          <Button size="small" onClick={() => void refetch().catch(() => {})}>
            Retry
          </Button>
        }
      />
    );
  if (loading || !data) return <PageLoader label="Loading employee..." />;

  const employee = data.employee;
  return (
    <RecordTabs entity="Employee" entityId={id}>
      <div className="employee-edit">
        <SignInAccess employee={employee} onInvite={() => invite(id)} />
        <Card>
          <EmployeeForm
            mode="edit"
            initialValues={toFormValues(employee)}
            employee={{ id, manager: employee.manager }}
            onCancel={() => navigate('/admin/employees')}
            onSubmit={async (values) => {
              await update(id, toEmployeeInput(values));
              navigate('/admin/employees');
            }}
          />
        </Card>
      </div>
    </RecordTabs>
  );
}
