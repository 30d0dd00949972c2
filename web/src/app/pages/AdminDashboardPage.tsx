import { ProjectOutlined } from '@ant-design/icons';
import { Button, Card, Empty } from 'antd';
import { Link } from 'react-router-dom';

/** The dashboard's figures and activity arrive with the dashboard feature; until then it says so. */
export default function AdminDashboardPage() {
  return (
    <Card>
      <Empty
        description="The dashboard's figures and recent activity are not built yet. Projects are ready to manage."
      >
        <Link to="/admin/projects">
          <Button type="primary" icon={<ProjectOutlined />}>
            Manage Projects
          </Button>
        </Link>
      </Empty>
    </Card>
  );
}
