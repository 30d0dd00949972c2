import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useServiceActions } from '../api/useServiceActions';
import { ServiceForm } from '../components/ServiceForm';
import { emptyService } from '../schemas/service.schema';
import '../services-admin.css';

export default function NewServicePage() {
  const navigate = useNavigate();
  const { create } = useServiceActions();
  return (
    <Card>
      <ServiceForm
        mode="create"
        initialValues={emptyService()}
        onCancel={() => navigate('/admin/services')}
        onSubmit={async (values) => {
          await create(values);
          navigate('/admin/services');
        }}
      />
    </Card>
  );
}
