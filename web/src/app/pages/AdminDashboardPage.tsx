import { ProjectOutlined } from '@ant-design/icons';
import { Button, Card, Empty } from 'antd';
import { useNavigate } from 'react-router-dom';

/** The dashboard's figures and activity arrive with the dashboard feature; until then it says so. */
export default function AdminDashboardPage() {
  const navigate = useNavigate();
  return (
    <Card>
      <Empty description="The dashboard's figures and recent activity are not built yet. Projects are ready to manage.">
        <Button type="primary" icon={<ProjectOutlined />} onClick={() => navigate('/admin/projects')}>
          Manage Projects
        </Button>
      </Empty>
    </Card>
  );
}
