import { Alert, Card } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/PageLoader';
import { RecordTabs } from '../../../components/audit/RecordTabs';
import { errorCode, errorMessage } from '../../../lib/errors';
import { useService } from '../api/services';
import { useServiceActions } from '../api/useServiceActions';
import { ServiceForm } from '../components/ServiceForm';
import { SERVICE_LIST_TEXTS } from '../constants';
import { toFormValues } from '../schemas/service.schema';
import '../services-admin.css';

export default function EditServicePage() {
  const id = Number.parseInt(useParams().id ?? '', 10);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const { update } = useServiceActions();
  const { data, loading, error } = useService(id, !valid);

  if (!valid || errorCode(error) === 'NOT_FOUND') return <Navigate to="/admin/services" replace />;
  if (error && !data)
    return <Alert type="error" showIcon title={SERVICE_LIST_TEXTS.error} description={errorMessage(error)} />;
  if (loading || !data) return <PageLoader label="Loading service..." />;

  return (
    <RecordTabs entity="Service" entityId={id}>
      <Card>
        <ServiceForm
          mode="edit"
          initialValues={toFormValues(data.service)}
          onCancel={() => navigate('/admin/services')}
          onSubmit={async (input) => {
            await update(id, input);
            navigate('/admin/services');
          }}
        />
      </Card>
    </RecordTabs>
  );
}
