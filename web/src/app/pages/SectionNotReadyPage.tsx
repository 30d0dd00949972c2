import { DashboardOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useRouteHandle } from '../layouts/RootShell';

/**
 * A back-office section whose screens are not built yet. It says so under the route's own
 * title rather than showing sample data that could be mistaken for the real thing.
 */
export default function SectionNotReadyPage() {
  const title = useRouteHandle()?.title ?? 'This section';
  const navigate = useNavigate();
  return (
    <Card>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Text strong>{title} is not available yet.</Typography.Text>
            <br />
            This section of the back office is still being built.
          </>
        }
      >
        <Button icon={<DashboardOutlined />} onClick={() => navigate('/admin/dashboard')}>
          Back to Dashboard
        </Button>
      </Empty>
    </Card>
  );
}
