import { screen } from '@testing-library/react';
import { adminUser, clientUser, DEMO_EXPIRES_AT, DEMO_TOKEN, staffUser } from '../../features/auth/mocks/auth.mocks';
import { session } from '../../lib/session';
import { renderWithApp } from '../../test/render';
import type { RouteHandle } from '../route-types';
import { RootShell } from './RootShell';
import { LOGIN_REQUIRED } from './RouteGuard';

const PAYROLL: RouteHandle = { title: 'Payroll Management', roles: ['ADMIN'] };

function open(route: string, handle?: RouteHandle) {
  return renderWithApp(<p>The guarded page</p>, { route, path: route, handle, layout: RootShell });
}

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

  it('sends a user without the role to /forbidden', async () => {
    session.signIn(DEMO_TOKEN, DEMO_EXPIRES_AT, staffUser);
    open('/admin/payroll', PAYROLL);
    expect(await screen.findByTestId('location')).toHaveTextContent('Navigated to /forbidden');
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
