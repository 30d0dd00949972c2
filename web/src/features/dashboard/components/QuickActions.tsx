import { AppstoreAddOutlined, EditOutlined, FolderAddOutlined, UserAddOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useSessionUser } from '../../../lib/session';
import { DashboardPart } from './DashboardPart';

const ACTIONS = [
  { to: '/admin/projects/new', label: 'Add New Project', icon: <FolderAddOutlined /> },
  { to: '/admin/website', label: 'Edit Website Content', icon: <EditOutlined /> },
  { to: '/admin/services/new', label: 'Add New Service', icon: <AppstoreAddOutlined /> },
  // Employees are managed by admins only (the API refuses others too).
  { to: '/admin/employees/new', label: 'Add New Employee', icon: <UserAddOutlined />, adminOnly: true },
];

/** Links to the pages people open most from the dashboard. */
export function QuickActions() {
  const admin = useSessionUser()?.role === 'ADMIN';
  return (
    <DashboardPart title="Quick Actions">
      <ul className="quick-actions">
        {ACTIONS.filter((a) => admin || !a.adminOnly).map((a) => (
          <li key={a.to}>
            <Link to={a.to} className="quick-actions__link">
              <span aria-hidden>{a.icon}</span> {a.label}
            </Link>
          </li>
        ))}
      </ul>
    </DashboardPart>
  );
}
