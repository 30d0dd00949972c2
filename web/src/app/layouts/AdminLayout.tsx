import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { App, Avatar, Button, Layout, Tooltip } from 'antd';
import { useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useVerifiedSession } from '../../features/auth/api/me';
import { ROLE_LABELS, session, useSessionUser } from '../../lib/session';
import { useRouteHandle } from './RootShell';
import { AdminSidebar } from './AdminSidebar';
import './admin-layout.css';

export const ADMIN_SUBTITLE = 'Manage your business operations efficiently';

export function AdminLayout() {
  useVerifiedSession();
  const user = useSessionUser();
  const handle = useRouteHandle();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { notification } = App.useApp();
  const [collapsed, setCollapsed] = useState(false);

  const logOut = async () => {
    session.signOut();
    await client.clearStore();
    notification.success({ title: 'Logged out', description: 'You have been successfully logged out' });
    navigate('/admin/login', { replace: true });
  };

  return (
    <Layout className="admin-layout">
      <Layout.Sider
        width={256}
        collapsedWidth={48}
        collapsible
        collapsed={collapsed}
        trigger={null}
        breakpoint="md"
        onBreakpoint={(narrow) => setCollapsed(narrow)}
        className="admin-sider"
      >
        <AdminSidebar collapsed={collapsed} role={user?.role} />
        {user && (
          <div className="admin-sider__user">
            <Avatar className="admin-sider__avatar">{user.name.charAt(0)}</Avatar>
            {!collapsed && (
              <div className="admin-sider__who">
                <div className="admin-sider__name">{user.name}</div>
                <div className="admin-sider__role">{ROLE_LABELS[user.role]}</div>
              </div>
            )}
            <Tooltip title="Log Out" placement="right">
              <Button
                type="text"
                className="admin-sider__logout"
                icon={<LogoutOutlined />}
                onClick={() => void logOut()}
                aria-label="Log Out"
              >
                {collapsed ? null : 'Log Out'}
              </Button>
            </Tooltip>
          </div>
        )}
      </Layout.Sider>
      <Layout className="admin-main">
        <Layout.Header className="admin-header">
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed((c) => !c)}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          />
          <div>
            <h1 className="admin-header__title">{handle?.title}</h1>
            <p className="admin-header__subtitle">{ADMIN_SUBTITLE}</p>
          </div>
        </Layout.Header>
        <Layout.Content className="admin-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
