import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { adminUser, logoutMock, signedInAs, staffUser } from '../../features/auth/mocks/auth.mocks';
import { adminPageVariables, projectsMock } from '../../features/projects/mocks/projects.mocks';
import { myEmployeeMock } from '../../features/leave/mocks/leave.mocks';
import LeaveRequestPage from '../../features/leave/pages/LeaveRequestPage';
import AdminProjectsPage from '../../features/projects/pages/AdminProjectsPage';
import { MOBILE, storyParameters } from '../../test/stories';
import NotFoundPage from '../pages/NotFoundPage';
import SectionNotReadyPage from '../pages/SectionNotReadyPage';
import type { RouteHandle } from '../route-types';
import { adminRoutes } from '../routes';
import { AdminLayout } from './AdminLayout';
import { SIDEBAR_COOKIE, writeSidebarExpanded } from './sidebar-state';

/** The route table's own title, roles and capabilities for `path`, as the header and the guard read them. */
function handleOf(path: string): RouteHandle {
  const route = adminRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`No admin route ${path}`);
  return { title: route.title, roles: route.roles, capabilities: route.capabilities };
}

/** A story's parameters for the back-office page at `path` (opened at `route`), as the route table gives it. */
const onPage = (path: string, route = path) =>
  storyParameters({ route, path, handle: handleOf(path), mocks: [logoutMock()] });

/** A story's `beforeEach`: the sidebar was left collapsed (the cookie), forgotten again after the story. */
const leftCollapsed = () => {
  writeSidebarExpanded(false);
  return () => {
    document.cookie = `${SIDEBAR_COOKIE}=; path=/; max-age=0`;
  };
};

/** A `play` for the phone stories: the header's toggle opens the menu drawer. */
async function openDrawer({ canvasElement }: { canvasElement: HTMLElement }) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('dialog', { name: 'Back office menu' });
  await expect(within(drawer).getByRole('button', { name: 'Log Out' })).toBeVisible();
}

/** The sidebar and header around a back-office page, with a user signed in for the story. */
const meta = {
  title: 'Layouts/AdminLayout',
  component: AdminLayout,
  beforeEach: signedInAs(adminUser),
  render: () => <AdminProjectsPage />,
  parameters: storyParameters({
    route: '/admin/projects',
    path: '/admin/projects',
    handle: handleOf('/admin/projects'),
    layout: AdminLayout,
    // Log Out asks the API to end the session.
    mocks: [logoutMock(), projectsMock(adminPageVariables(1), undefined, { maxUsageCount: 10 })],
  }),
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Alex Morgan (Admin) on Projects Management: every entry, Employees, Payroll and API Keys among them. */
export const AdminSignedIn: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: 'Back office' }));
    await expect(nav.getByText('Integrations')).toBeVisible();
    await expect(nav.getByText('API Keys').closest('a')).toHaveAttribute('href', '/admin/api-keys');
  },
};

/** The admin's sidebar collapsed to its 3rem icon rail; each label is a tooltip. */
export const AdminCollapsed: Story = { beforeEach: leftCollapsed };

/** A payroll's details keep Payroll selected in the sidebar. */
export const AdminPayrollDetails: Story = {
  render: () => <SectionNotReadyPage />,
  parameters: onPage('/admin/payrolls/:id', '/admin/payrolls/4'),
};

/** An unknown back-office path: the 404 page inside the layout, the sidebar still there. */
export const AdminUnknownPath: Story = {
  render: () => <NotFoundPage />,
  parameters: onPage('/admin/*', '/admin/reports'),
};

/** Sam Taylor (Staff) on the dashboard: no Employees, no Payroll, no API Keys; My Payroll stays. */
export const StaffSignedIn: Story = {
  beforeEach: signedInAs(staffUser),
  // The layout is what this story shows; the dashboard's own stories show its parts.
  render: () => <p>The dashboard's parts</p>,
  parameters: onPage('/admin/dashboard'),
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: 'Back office' }));
    await expect(await nav.findByText('My Payroll')).toBeVisible();
    await expect(nav.queryByText('API Keys')).toBeNull();
    await expect(nav.queryByText('Integrations')).toBeNull();
  },
};

/** Staff on the admin-only Payroll: Access Denied under the page's title, the sidebar still there. */
export const StaffAccessDenied: Story = {
  beforeEach: signedInAs(staffUser),
  render: () => <SectionNotReadyPage />,
  parameters: onPage('/admin/payroll'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payroll Management' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Access Denied' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Return to Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  },
};

/** The same on a phone: the header's menu button, the title, and Access Denied below. */
export const StaffAccessDeniedMobile: Story = {
  ...StaffAccessDenied,
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Access Denied' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
  },
};

/** Staff on My Payroll with the sidebar collapsed. */
export const StaffCollapsed: Story = {
  beforeEach: [signedInAs(staffUser), leftCollapsed],
  render: () => <SectionNotReadyPage />,
  parameters: onPage('/admin/my-payroll'),
};

/** On a phone the sidebar leaves the page: only the header's menu button. */
export const Mobile: Story = { globals: MOBILE };

/** On a phone the menu button opens the sidebar as an 18rem drawer (admin). */
export const MobileDrawerOpen: Story = { globals: MOBILE, play: openDrawer };

/** The staff member's drawer, on Request Leave (the generic staff account has no employee record). */
export const StaffMobileDrawerOpen: Story = {
  globals: MOBILE,
  beforeEach: signedInAs(staffUser),
  render: () => <LeaveRequestPage />,
  parameters: storyParameters({
    route: '/admin/leave-request',
    path: '/admin/leave-request',
    handle: handleOf('/admin/leave-request'),
    layout: AdminLayout,
    mocks: [logoutMock(), myEmployeeMock(false)],
  }),
  play: openDrawer,
};
