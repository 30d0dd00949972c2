import { DashboardOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Card, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import './access-denied.css';

/**
 * A back-office page the signed-in user may not open, said inside the admin layout: the header
 * keeps the page's title, and the way on is the dashboard. Display only: the API refuses the data itself.
 */
export function AccessDenied() {
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        status="warning"
        icon={<LockOutlined aria-hidden />}
        // The header holds the page's h1; this is the first heading of its content.
        title={<h2 className="access-denied__title">Access Denied</h2>}
        subTitle="You don't have permission to view this page."
        extra={
          <Button type="primary" icon={<DashboardOutlined aria-hidden />} onClick={() => navigate('/admin/dashboard')}>
            Return to Dashboard
          </Button>
        }
      />
    </Card>
  );
}
