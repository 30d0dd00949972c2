import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminUser, meMock, signedInAs, staffUser } from '../../features/auth/mocks/auth.mocks';
import { adminPageVariables, projectsMock } from '../../features/projects/mocks/projects.mocks';
import AdminProjectsPage from '../../features/projects/pages/AdminProjectsPage';
import { MOBILE, storyParameters } from '../../test/stories';
import AdminDashboardPage from '../pages/AdminDashboardPage';
import type { RouteHandle } from '../route-types';
import { adminRoutes } from '../routes';
import { AdminLayout } from './AdminLayout';

/** The route table's own title and roles for `path`, as the header reads them. */
function handleOf(path: string): RouteHandle {
  const route = adminRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`No admin route ${path}`);
  return { title: route.title, roles: route.roles };
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
    // The layout confirms the stored session with the API (me) as it opens.
    mocks: [meMock(adminUser), projectsMock(adminPageVariables(1), undefined, { maxUsageCount: 10 })],
  }),
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Alex Morgan (Admin) on Projects Management. */
export const AdminSignedIn: Story = {};

/** Sam Taylor (Staff) on the dashboard. */
export const StaffSignedIn: Story = {
  beforeEach: signedInAs(staffUser),
  render: () => <AdminDashboardPage />,
  parameters: storyParameters({
    route: '/admin/dashboard',
    path: '/admin/dashboard',
    handle: handleOf('/admin/dashboard'),
    mocks: [meMock(staffUser)],
  }),
};

/** Below the md breakpoint the sidebar collapses to its icons. */
export const Mobile: Story = { globals: MOBILE };
