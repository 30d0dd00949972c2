import { screen, waitFor } from '@testing-library/react';
import { adminUser, DEMO_TOKEN, meMock, mePendingMock, meSignedOutMock } from '../../features/auth/mocks/auth.mocks';
import { session } from '../../lib/session';
import type { AnyApolloMock } from '../../test/apollo-mocks';
import { renderWithApp } from '../../test/render';
import AdminDashboardPage from '../pages/AdminDashboardPage';
import { AdminLayout } from './AdminLayout';

function renderLayout(mocks: readonly AnyApolloMock[]) {
  session.signIn(DEMO_TOKEN, adminUser);
  return renderWithApp(<AdminDashboardPage />, {
    route: '/admin/dashboard',
    path: '/admin/dashboard',
    handle: { title: 'Dashboard' },
    layout: AdminLayout,
    mocks,
  });
}

afterEach(() => session.signOut());

describe('AdminLayout', () => {
  it("shows the route's title, the page and the stored user with their role while the API is asked", async () => {
    renderLayout([mePendingMock()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Manage your business operations efficiently')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Manage Projects/ })).toBeInTheDocument();
    expect(screen.getByText(adminUser.name)).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });

  it("takes the user's current name and role from the API", async () => {
    renderLayout([meMock({ ...adminUser, name: 'Alex M. Morgan', role: 'STAFF' })]);
    expect(await screen.findByText('Alex M. Morgan')).toBeInTheDocument();
    expect(screen.getByText('Staff')).toBeInTheDocument();
    expect(session.user()?.role).toBe('STAFF');
  });

  it('signs the user out when the API no longer accepts the stored session', async () => {
    renderLayout([meSignedOutMock()]);
    await waitFor(() => expect(session.user()).toBeNull());
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('logs out, says so and opens the admin login page', async () => {
    const { user } = renderLayout([meMock(adminUser)]);
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('Navigated to /admin/login');
    expect(screen.getByText('Logged out')).toBeInTheDocument();
    expect(session.token()).toBeNull();
  });
});
