import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  adminUser,
  DEMO_EXPIRES_AT,
  DEMO_TOKEN,
  hrUser,
  logoutMock,
  managerUser,
  staffUser,
} from '../../features/auth/mocks/auth.mocks';
import { session, type SessionUser } from '../../lib/session';
import type { AnyApolloMock } from '../../test/apollo-mocks';
import { renderWithApp } from '../../test/render';
import SectionNotReadyPage from '../pages/SectionNotReadyPage';
import { adminRoutes } from '../routes';
import { AdminLayout } from './AdminLayout';
import { SIDEBAR_COOKIE } from './sidebar-state';

interface LayoutSetup {
  user?: SessionUser;
  mocks?: readonly AnyApolloMock[];
  /** A path pattern from the route table; its title and roles become the route's handle. */
  path?: string;
  route?: string;
  page?: ReactElement;
}

function renderLayout({
  user = adminUser,
  mocks = [logoutMock()],
  path = '/admin/dashboard',
  route = path,
  // The layout is under test, not a page: a page of its own would need its data mocked.
  page = <p>The page itself</p>,
}: LayoutSetup = {}) {
  session.signIn(DEMO_TOKEN, DEMO_EXPIRES_AT, user);
  const def = adminRoutes.find((r) => r.path === path);
  if (!def) throw new Error(`No admin route ${path}`);
  return renderWithApp(page, {
    route,
    path,
    handle: { title: def.title, roles: def.roles, capabilities: def.capabilities },
    layout: AdminLayout,
    mocks,
  });
}

const sidebar = () => screen.getByRole('navigation', { name: 'Back office' });
const forgetSidebarState = () => {
  document.cookie = `${SIDEBAR_COOKIE}=; path=/; max-age=0`;
};

const desktopWidth = window.innerWidth;
afterEach(() => {
  jest.restoreAllMocks();
  session.signOut();
  forgetSidebarState();
  window.innerWidth = desktopWidth;
});

describe('AdminLayout', () => {
  it("shows the route's title, the page and the signed-in user with their role", async () => {
    renderLayout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Manage your business operations efficiently')).toBeInTheDocument();
    expect(screen.getByText('The page itself')).toBeInTheDocument();
    expect(screen.getByText(adminUser.name)).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });

  it('logs out on the server, says so and opens the admin login page', async () => {
    const revoked = jest.fn();
    const { user } = renderLayout({ mocks: [logoutMock(revoked)] });
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('Navigated to /admin/login');
    expect(screen.getByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out')).toBeInTheDocument();
    expect(revoked).toHaveBeenCalledTimes(1);
    expect(session.token()).toBeNull();
  });

  it('still signs out locally when the server cannot be reached', async () => {
    const { user } = renderLayout({ mocks: [] });
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('Navigated to /admin/login');
    expect(session.state().status).toBe('signed-out');
  });
});

describe('a page the user may not open', () => {
  it.each([
    ['/admin/payroll', 'Payroll Management'],
    ['/admin/employees', 'Employee Management'],
  ])('on %s shows staff Access Denied under the title %s, beside the sidebar', async (path, title) => {
    renderLayout({ user: staffUser, path, page: <SectionNotReadyPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to view this page.")).toBeInTheDocument();
    expect(screen.queryByText(`${title} is not available yet.`)).not.toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'My Payroll' })).toBeInTheDocument();
    expect(screen.getByText(staffUser.name)).toBeInTheDocument();
  });

  it('takes the user back to the dashboard with Return to Dashboard', async () => {
    const { user } = renderLayout({ user: staffUser, path: '/admin/payroll', page: <SectionNotReadyPage /> });
    await user.click(await screen.findByRole('button', { name: 'Return to Dashboard' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('Navigated to /admin/dashboard');
  });

  it('shows the page itself to a user it is open to', async () => {
    renderLayout({ path: '/admin/payroll', page: <SectionNotReadyPage /> });
    expect(await screen.findByText('Payroll Management is not available yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
  });
});

describe('the sidebar', () => {
  it('shows an admin every group, with Employees, Payroll and API Keys', async () => {
    renderLayout();
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByText('General')).toBeInTheDocument();
    expect(within(nav).getByText('HR Management')).toBeInTheDocument();
    expect(within(nav).getByText('Integrations')).toBeInTheDocument();
    const links = within(within(nav).getByRole('menu'))
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(links).toEqual([
      'Dashboard',
      'Activity',
      'Website Content',
      'Projects',
      'Employees',
      'Services',
      'Quote Management',
      'Inbox',
      'Request Leave',
      'Leave Approvals',
      'Payroll',
      'My Payroll',
      'API Keys',
    ]);
  });

  it('hides Employees, Payroll, Leave Approvals and API Keys from staff, who keep Request Leave and My Payroll', async () => {
    renderLayout({ user: staffUser });
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'My Payroll' })).toHaveAttribute('href', '/admin/my-payroll');
    expect(within(nav).getByRole('link', { name: 'Request Leave' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/admin/activity');
    expect(within(nav).queryByRole('link', { name: 'Leave Approvals' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Employees' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Payroll' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'API Keys' })).not.toBeInTheDocument();
    expect(within(nav).queryByText('Integrations')).not.toBeInTheDocument();
  });

  it.each([
    ['a manager', managerUser],
    ['HR', hrUser],
  ])('shows Leave Approvals to %s, but not Employees', async (_who, user) => {
    renderLayout({ user });
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Leave Approvals' })).toHaveAttribute(
      'href',
      '/admin/leave-approvals',
    );
    expect(within(nav).queryByRole('link', { name: 'Employees' })).not.toBeInTheDocument();
  });

  it.each([
    ['/admin/projects/edit/:id', '/admin/projects/edit/3', 'Projects'],
    ['/admin/payrolls/:id', '/admin/payrolls/4', 'Payroll'],
    ['/admin/payroll', '/admin/payroll', 'Payroll'],
    ['/admin/my-payroll', '/admin/my-payroll', 'My Payroll'],
  ])('on %s (%s) highlights %s, and only it', async (path, route, label) => {
    renderLayout({ path, route, page: <SectionNotReadyPage /> });
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    const selected = nav.querySelectorAll('.ant-menu-item-selected');
    expect(selected).toHaveLength(1);
    expect(selected[0]).toHaveTextContent(new RegExp(`^${label}$`));
  });
});

describe('collapsing the sidebar', () => {
  it('collapses to icons with the header toggle, remembers it in the cookie, and expands again', async () => {
    const { user } = renderLayout();
    const toggle = await screen.findByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(sidebar()).getByText('General')).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Expand sidebar');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('admin-navigation')).toHaveClass('ant-layout-sider-collapsed');
    expect(within(sidebar()).queryByText('General')).not.toBeInTheDocument();
    expect(document.cookie).toContain('sidebar_state=false');

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Collapse sidebar');
    expect(document.getElementById('admin-navigation')).not.toHaveClass('ant-layout-sider-collapsed');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it.each([
    ['Ctrl+B', { ctrlKey: true }],
    ['Cmd+B', { metaKey: true }],
  ])('toggles with %s, which the browser does not also act on', async (_name, modifier) => {
    renderLayout();
    const toggle = await screen.findByRole('button', { name: 'Collapse sidebar' });

    const notCancelled = fireEvent.keyDown(document.body, { key: 'b', ...modifier });
    expect(notCancelled).toBe(false);
    expect(toggle).toHaveAccessibleName('Expand sidebar');
    expect(document.cookie).toContain('sidebar_state=false');

    fireEvent.keyDown(document.body, { key: 'b', ...modifier });
    expect(toggle).toHaveAccessibleName('Collapse sidebar');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('ignores b without Ctrl or Cmd', async () => {
    const { user } = renderLayout();
    const toggle = await screen.findByRole('button', { name: 'Collapse sidebar' });
    await user.keyboard('b');
    await user.keyboard('{Alt>}b{/Alt}');
    expect(toggle).toHaveAccessibleName('Collapse sidebar');
    expect(document.cookie).not.toContain('sidebar_state');
  });

  it('starts collapsed when the cookie says it was left collapsed', async () => {
    document.cookie = 'sidebar_state=false; path=/';
    renderLayout();
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('admin-navigation')).toHaveClass('ant-layout-sider-collapsed');
    // Icons only: the user's name gives way to their initial.
    expect(screen.queryByText(adminUser.name)).not.toBeInTheDocument();
  });
});

describe('on a phone', () => {
  beforeEach(() => {
    window.innerWidth = 375;
  });

  it('keeps the sidebar out of the page until the menu button opens it as a drawer, which closes on a link', async () => {
    const { user } = renderLayout();
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();

    await user.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Back office menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByText(adminUser.name)).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('link', { name: 'Projects' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('Navigated to /admin/projects');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Back office menu' })).not.toBeInTheDocument());
  });

  it('opens and closes the drawer with Ctrl+B, and closes it on Escape', async () => {
    const { user } = renderLayout();
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    fireEvent.keyDown(document.body, { key: 'b', ctrlKey: true });
    expect(await screen.findByRole('dialog', { name: 'Back office menu' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document.body, { key: 'b', ctrlKey: true });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The phone's drawer is not the desktop sidebar: its state is not remembered.
    expect(document.cookie).not.toContain('sidebar_state');
  });

  it("logs out from the drawer through the layout's own Log Out", async () => {
    const { user } = renderLayout();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Back office menu' });
    await user.click(within(drawer).getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('Navigated to /admin/login');
    expect(session.token()).toBeNull();
  });
});
