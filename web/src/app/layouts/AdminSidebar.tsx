import { DashboardOutlined, ProjectOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { BrandMark } from '../../components/Brand';
import type { Role } from '../../gql/graphql';

interface SidebarLink {
  to: string;
  label: string;
  icon: React.ReactNode;
  roles?: readonly Role[];
}

/** The back office's first sections; the sign-in issue completes the groups (spec, Admin layout). */
const GENERAL: readonly SidebarLink[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: <DashboardOutlined /> },
  { to: '/admin/projects', label: 'Projects', icon: <ProjectOutlined /> },
];

export function AdminSidebar({ collapsed, role }: { collapsed: boolean; role: Role | undefined }) {
  const { pathname } = useLocation();
  const visible = GENERAL.filter((l) => !l.roles || (role && l.roles.includes(role)));
  const items: MenuProps['items'] = [
    {
      type: 'group',
      label: collapsed ? null : 'General',
      children: visible.map((l) => ({ key: l.to, icon: l.icon, label: <Link to={l.to}>{l.label}</Link> })),
    },
  ];
  const selected = visible.find((l) => pathname === l.to || pathname.startsWith(`${l.to}/`))?.to;
  return (
    <nav aria-label="Back office">
      <Link to="/admin/dashboard" className="admin-sider__brand" aria-label="Dashboard">
        <BrandMark size={28} />
        {!collapsed && <span>Brightline</span>}
      </Link>
      <Menu theme="dark" mode="inline" items={items} selectedKeys={selected ? [selected] : []} />
    </nav>
  );
}
