import {
  AppstoreOutlined,
  AuditOutlined,
  CalendarOutlined,
  DashboardOutlined,
  DollarOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HistoryOutlined,
  InboxOutlined,
  KeyOutlined,
  LogoutOutlined,
  ProjectOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Menu, Tooltip, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { BrandMark } from '../../components/Brand';
import { mayAccess, type AccessUser } from '../../lib/access';
import { ROLE_LABELS, type SessionUser } from '../../lib/session';
import { adminRoutes } from '../routes';

interface SidebarLink {
  to: string;
  label: string;
  icon: React.ReactNode;
  /** Other paths whose pages belong to this entry (a payroll's details belong to Payroll). */
  also?: readonly string[];
}

interface SidebarGroup {
  label: string;
  links: readonly SidebarLink[];
}

/** The spec's sidebar groups. Who sees an entry is the route table's `roles` and `capabilities` for its path. */
export const SIDEBAR_GROUPS: readonly SidebarGroup[] = [
  {
    label: 'General',
    links: [
      { to: '/admin/dashboard', label: 'Dashboard', icon: <DashboardOutlined /> },
      { to: '/admin/activity', label: 'Activity', icon: <HistoryOutlined /> },
      { to: '/admin/website', label: 'Website Content', icon: <GlobalOutlined /> },
      { to: '/admin/projects', label: 'Projects', icon: <ProjectOutlined /> },
      { to: '/admin/employees', label: 'Employees', icon: <TeamOutlined /> },
      { to: '/admin/services', label: 'Services', icon: <AppstoreOutlined /> },
      { to: '/admin/quotes', label: 'Quote Management', icon: <FileTextOutlined /> },
      { to: '/admin/inbox', label: 'Inbox', icon: <InboxOutlined /> },
    ],
  },
  {
    label: 'HR Management',
    links: [
      { to: '/admin/leave-request', label: 'Request Leave', icon: <CalendarOutlined /> },
      { to: '/admin/leave-approvals', label: 'Leave Approvals', icon: <AuditOutlined /> },
      { to: '/admin/payroll', label: 'Payroll', icon: <DollarOutlined />, also: ['/admin/payrolls'] },
      { to: '/admin/my-payroll', label: 'My Payroll', icon: <WalletOutlined /> },
    ],
  },
  {
    label: 'Integrations',
    links: [{ to: '/admin/api-keys', label: 'API Keys', icon: <KeyOutlined /> }],
  },
];

/** Whether the route guard would open `to` for `user`. Display only: the API refuses what a user may not do. */
function mayOpen(to: string, user: AccessUser | null): boolean {
  const route = adminRoutes.find((r) => r.path === to);
  return mayAccess(route, user);
}

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

interface AdminSidebarProps {
  /** Icons only, each label in a tooltip. */
  collapsed: boolean;
  /** The signed-in user: the entries are the pages they may open. */
  user: AccessUser | null;
}

export function AdminSidebar({ collapsed, user }: AdminSidebarProps) {
  const { pathname } = useLocation();
  const groups = SIDEBAR_GROUPS.map((g) => ({ ...g, links: g.links.filter((l) => mayOpen(l.to, user)) })).filter(
    (g) => g.links.length > 0,
  );
  const items: MenuProps['items'] = groups.map((g) => ({
    type: 'group',
    key: g.label,
    label: collapsed ? null : g.label,
    children: g.links.map((l) => ({ key: l.to, icon: l.icon, label: <Link to={l.to}>{l.label}</Link> })),
  }));
  const selected = groups
    .flatMap((g) => g.links)
    .find((l) => [l.to, ...(l.also ?? [])].some((base) => within(pathname, base)))?.to;
  return (
    <nav aria-label="Back office" className="admin-sider__nav">
      <Link to="/admin/dashboard" className="admin-sider__brand" aria-label="Dashboard">
        <BrandMark size={28} />
        {!collapsed && <span>Brightline</span>}
      </Link>
      <Menu
        theme="dark"
        mode="inline"
        inlineCollapsed={collapsed}
        items={items}
        selectedKeys={selected ? [selected] : []}
        className="admin-sider__menu"
      />
    </nav>
  );
}

interface SidebarUserProps {
  user: SessionUser;
  collapsed: boolean;
  onLogOut: () => void;
}

/** The signed-in user's name and role, and Log Out, at the foot of the sidebar. */
export function SidebarUser({ user, collapsed, onLogOut }: SidebarUserProps) {
  const role = ROLE_LABELS[user.role];
  return (
    <div className={`admin-sider__user${collapsed ? ' admin-sider__user--collapsed' : ''}`}>
      <Tooltip title={collapsed ? `${user.name} (${role})` : null} placement="right">
        <Avatar className="admin-sider__avatar">{user.name.charAt(0)}</Avatar>
      </Tooltip>
      {!collapsed && (
        <div className="admin-sider__who">
          <div className="admin-sider__name">{user.name}</div>
          <div className="admin-sider__role">{role}</div>
        </div>
      )}
      <Tooltip title={collapsed ? 'Log Out' : null} placement="right">
        <Button
          type="text"
          className="admin-sider__logout"
          icon={<LogoutOutlined />}
          onClick={onLogOut}
          aria-label="Log Out"
        >
          {collapsed ? null : 'Log Out'}
        </Button>
      </Tooltip>
    </div>
  );
}
