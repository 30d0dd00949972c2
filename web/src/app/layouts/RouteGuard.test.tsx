import { screen, within } from '@testing-library/react';
import { adminUser, clientUser, DEMO_EXPIRES_AT, DEMO_TOKEN, staffUser } from '../../features/auth/mocks/auth.mocks';
import { session } from '../../lib/session';
import { renderWithApp } from '../../test/render';
import type { RouteHandle } from '../route-types';
import { AdminLayout } from './AdminLayout';
import { RootShell, useRouteHandle } from './RootShell';
import { LOGIN_REQUIRED, RouteGuard } from './RouteGuard';

const PAYROLL: RouteHandle = { title: 'Payroll Management', roles: ['ADMIN'] };
const APPROVALS: RouteHandle = { title: 'Leave Approvals', roles: ['ADMIN'], capabilities: ['MANAGER', 'HR'] };

function open(route: string, handle?: RouteHandle) {
  return renderWithApp(<p>The guarded page</p>, { route, path: route, handle, layout: RootShell });
}

/** The guard around the admin layout around the page, as the app nests them (RootShell, then AdminLayout). */
function GuardedAdminLayout() {
  return (
    <RouteGuard handle={useRouteHandle()}>
      <AdminLayout />
    </RouteGuard>
  );
}

function openInBackOffice(route: string, handle: RouteHandle) {
  return renderWithApp(<p>The guarded page</p>, { route, path: route, handle, layout: GuardedAdminLayout });
}

const expectAccessDenied = async (title: string) => {
  expect(await screen.findByRole('heading', { level: 2, name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText("You don't have permission to view this page.")).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.queryByText('The guarded page')).not.toBeInTheDocument();
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
};

afterEach(() => {
  session.signOut();
  window.localStorage.clear();
});

describe('RouteGuard', () => {
  it('shows the page to a signed-in user with the right role', async () => {
    session.signIn(DEMO_TOKEN, DEMO_EXPIRES_AT, adminUser);
    open('/admin/payroll', PAYROLL);
    expect(await screen.findByText('The guarded page')).toBeInTheDocument();
  });

  it("sends a signed-out visitor to /login with the toast 'Please log in to access this page'", async () => {
    open('/admin/payroll', PAYROLL);
    expect(await screen.findByTestId('location')).toHaveTextContent('Navigated to /login');
    expect(await screen.findByText(LOGIN_REQUIRED)).toBeInTheDocument();
    expect(screen.queryByText('The guarded page')).not.toBeInTheDocument();
  });

  it('sends a user who just logged out to /admin/login, without the toast', async () => {
    session.signIn(DEMO_TOKEN, DEMO_EXPIRES_AT, adminUser);
    session.signOut({ loggedOut: true });
    open('/admin/payroll', PAYROLL);
    expect(await screen.findByTestId('location')).toHaveTextContent('Navigated to /admin/login');
    expect(screen.queryByText(LOGIN_REQUIRED)).not.toBeInTheDocument();
  });

  it('guards any /dashboard/ path, even one without roles', async () => {
    open('/dashboard/reports');
    expect(await screen.findByTestId('location')).toHaveTextContent('Navigated to /login');
  });

  it('leaves public pages and /admin/login alone', async () => {
    open('/admin/login');
    expect(await screen.findByText('The guarded page')).toBeInTheDocument();
  });

  it('keeps a back-office user without the role in the admin layout, which says Access Denied under the title', async () => {
    session.signIn(DEMO_TOKEN, DEMO_EXPIRES_AT, staffUser);
    openInBackOffice('/admin/payroll', PAYROLL);
    await expectAccessDenied('Payroll Management');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'My Payroll' })).toBeInTheDocument();
  });

  it('opens a page to a user with one of the capabilities it names, whatever their role', async () => {
    session.signIn(DEMO_TOKEN, DEMO_EXPIRES_AT, { ...staffUser, capabilities: ['HR'] });
    openInBackOffice('/admin/leave-approvals', APPROVALS);
    expect(await screen.findByText('The guarded page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
  });

  it('refuses a user with neither the role nor one of the capabilities', async () => {
    session.signIn(DEMO_TOKEN, DEMO_EXPIRES_AT, staffUser);
    openInBackOffice('/admin/leave-approvals', APPROVALS);
    await expectAccessDenied('Leave Approvals');
  });

  it('sends a user who is not a back-office user to /forbidden', async () => {
    session.signIn(DEMO_TOKEN, DEMO_EXPIRES_AT, clientUser);
    openInBackOffice('/admin/payroll', PAYROLL);
    expect(await screen.findByTestId('location')).toHaveTextContent('Navigated to /forbidden');
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
  });

  it('sends a back-office user without the role to /forbidden from a page outside the back office', async () => {
    session.signIn(DEMO_TOKEN, DEMO_EXPIRES_AT, staffUser);
    open('/reports', { title: 'Reports', roles: ['ADMIN'] });
    expect(await screen.findByTestId('location')).toHaveTextContent('Navigated to /forbidden');
  });

  it('draws the page the remembered user may open while the session is restored (its data waits for it)', async () => {
    window.localStorage.setItem('brightline.user', JSON.stringify(adminUser));
    expect(session.beginRestore()).toBe(true);
    open('/admin/payroll', PAYROLL);
    expect(await screen.findByText('The guarded page')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('waits while the session is restored instead of sending the user away', async () => {
    window.localStorage.setItem('brightline.user', JSON.stringify(clientUser));
    expect(session.beginRestore()).toBe(true);
    open('/admin/payroll', PAYROLL);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.queryByText(LOGIN_REQUIRED)).not.toBeInTheDocument();
  });
});
