import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { AUTH_TOASTS } from '@site/shared';
import { useApolloClient } from '@apollo/client/react';
import { Button, Drawer, Layout } from 'antd';
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { useLogout } from '../../features/auth/api/login';
import { mayAccess } from '../../lib/access';
import { session, useSessionUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import { BRAND } from '../theme';
import { useRouteHandle } from './RootShell';
import { AdminSidebar, SidebarUser } from './AdminSidebar';
import { readSidebarExpanded, useIsMobile, writeSidebarExpanded } from './sidebar-state';
import './admin-layout.css';

// Its own chunk: antd's Result brings its illustrations (10 KB gzip), which a page the user may
// open, the usual case, never shows.
const AccessDenied = lazy(() =>
  import('../../components/AccessDenied').then((module) => ({ default: module.AccessDenied })),
);

export const ADMIN_SUBTITLE = 'Manage your business operations efficiently';

/** The sidebar (or, on a phone, the drawer) the header's toggle controls. */
const NAVIGATION_ID = 'admin-navigation';

/** Ctrl+B, or Cmd+B on a Mac, toggles the sidebar (spec). */
const isToggleShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'b';

/** The back office's layout; the route above it (UiLayout) gives it antd's theme and toasts. */
export function AdminLayout() {
  const [endSession] = useLogout();
  const user = useSessionUser();
  const handle = useRouteHandle();
  const navigate = useNavigate();
  const client = useApolloClient();
  const location = useLocation();
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(() => !readSidebarExpanded());
  // The drawer is open for the page it was opened on, so choosing a link (or going back) closes it.
  const [drawerFor, setDrawerFor] = useState<string | null>(null);
  const drawerOpen = isMobile && drawerFor === location.key;
  const closeDrawer = () => setDrawerFor(null);

  const logOut = async () => {
    // Revokes the refresh cookie on the server; the local session ends whatever the answer.
    await endSession().catch(() => undefined);
    await client.clearStore();
    session.signOut({ loggedOut: true });
    // The app's own toaster, above every layout, so the toast stays as the login page opens.
    toast.success(AUTH_TOASTS.loggedOut.title, AUTH_TOASTS.loggedOut.description);
    navigate('/admin/login', { replace: true });
  };

  const toggleSidebar = () => {
    if (isMobile) {
      setDrawerFor(drawerOpen ? null : location.key);
      return;
    }
    writeSidebarExpanded(collapsed);
    setCollapsed(!collapsed);
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!isToggleShortcut(event)) return;
    event.preventDefault();
    toggleSidebar();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const toggleLabel = isMobile ? 'Open menu' : collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  const toggleIcon = isMobile ? <MenuOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />;

  return (
    <Layout className="admin-layout">
      {!isMobile && (
        <Layout.Sider
          id={NAVIGATION_ID}
          width="16rem"
          collapsedWidth="3rem"
          collapsible
          collapsed={collapsed}
          trigger={null}
          className="admin-sider"
        >
          <AdminSidebar collapsed={collapsed} user={user} />
          {user && <SidebarUser user={user} collapsed={collapsed} onLogOut={() => void logOut()} />}
        </Layout.Sider>
      )}
      {isMobile && (
        <Drawer
          id={NAVIGATION_ID}
          aria-label="Back office menu"
          open={drawerOpen}
          onClose={closeDrawer}
          placement="left"
          size="18rem"
          closable={false}
          rootClassName="admin-drawer"
          styles={{ section: { background: BRAND.navy } }}
        >
          <AdminSidebar collapsed={false} user={user} />
          {user && (
            <SidebarUser
              user={user}
              collapsed={false}
              onLogOut={() => {
                closeDrawer();
                void logOut();
              }}
            />
          )}
        </Drawer>
      )}
      <Layout className="admin-main">
        <Layout.Header className="admin-header">
          <Button
            type="text"
            className="admin-header__toggle"
            icon={toggleIcon}
            onClick={toggleSidebar}
            aria-label={toggleLabel}
            aria-expanded={isMobile ? drawerOpen : !collapsed}
            aria-controls={NAVIGATION_ID}
            aria-keyshortcuts="Control+B Meta+B"
            title={`${toggleLabel} (Ctrl+B)`}
          />
          <div className="admin-header__text">
            <h1 className="admin-header__title">{handle?.title}</h1>
            <p className="admin-header__subtitle">{ADMIN_SUBTITLE}</p>
          </div>
        </Layout.Header>
        <Layout.Content className="admin-content">
          {/* A page the user may not open says so here, under its own title (the route guard let them in). */}
          {mayAccess(handle, user) ? (
            <Outlet />
          ) : (
            <Suspense fallback={<PageLoader />}>
              <AccessDenied />
            </Suspense>
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
