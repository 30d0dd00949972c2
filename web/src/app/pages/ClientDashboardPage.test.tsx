import { screen } from '@testing-library/react';
import { clientUser, DEMO_EXPIRES_AT, DEMO_TOKEN, staffUser } from '../../features/auth/mocks/auth.mocks';
import { session } from '../../lib/session';
import { renderWithApp } from '../../test/render';
import ClientDashboardPage from './ClientDashboardPage';

afterEach(() => session.signOut());

describe('ClientDashboardPage', () => {
  it("shows 'Client Dashboard' to a client, with no way into the back office", () => {
    session.signIn(DEMO_TOKEN, DEMO_EXPIRES_AT, clientUser);
    renderWithApp(<ClientDashboardPage />);
    expect(screen.getByRole('heading', { name: 'Client Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the back office' })).not.toBeInTheDocument();
  });

  it('offers staff the back office', () => {
    session.signIn(DEMO_TOKEN, DEMO_EXPIRES_AT, staffUser);
    renderWithApp(<ClientDashboardPage />);
    expect(screen.getByRole('link', { name: 'Open the back office' })).toHaveAttribute('href', '/admin/dashboard');
  });
});
