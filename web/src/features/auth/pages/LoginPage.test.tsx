import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { LoginMutationVariables } from '../../../gql/graphql';
import { session } from '../../../lib/session';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import {
  ADMIN_CREDENTIALS,
  adminUser,
  DEMO_EXPIRES_AT,
  DEMO_TOKEN,
  loginInvalidMock,
  loginPendingMock,
  loginSuccessMock,
  staffUser,
} from '../mocks/auth.mocks';
import LoginPage from './LoginPage';

const WRONG: LoginMutationVariables = { email: adminUser.email, password: 'guess' };

function renderLogin(mocks: readonly AnyApolloMock[] = [], state?: { from: string }) {
  return renderWithApp(<LoginPage />, { route: '/login', path: '/login', state, mocks });
}

async function signIn(user: UserEvent, { email, password }: LoginMutationVariables) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

const location = () => screen.findByTestId('location');

afterEach(() => session.signOut());

describe('LoginPage', () => {
  it('asks for the email and the password when both are left empty', async () => {
    const { user } = renderLogin();
    await signIn(user, { email: '', password: '' });
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('says when the email address is not valid', async () => {
    const { user } = renderLogin();
    await signIn(user, { email: 'alex', password: 'x' });
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it("shows 'Signing in...' on a disabled button while the request is pending", async () => {
    const { user } = renderLogin([loginPendingMock(ADMIN_CREDENTIALS)]);
    await signIn(user, ADMIN_CREDENTIALS);
    const button = await screen.findByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
  });

  it('tells the user the credentials were refused and keeps them signed out', async () => {
    const { user } = renderLogin([loginInvalidMock(WRONG)]);
    await signIn(user, WRONG);
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid credentials')).toBeInTheDocument();
    expect(session.user()).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('signs an admin in and opens the admin dashboard', async () => {
    const { user } = renderLogin([loginSuccessMock(ADMIN_CREDENTIALS, adminUser)]);
    await signIn(user, ADMIN_CREDENTIALS);
    expect(await location()).toHaveTextContent('Navigated to /admin/dashboard');
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(session.user()).toEqual(expect.objectContaining({ email: adminUser.email, role: 'ADMIN' }));
    expect(session.token()).toBe(DEMO_TOKEN);
  });

  it('returns to the page that asked for a login', async () => {
    const credentials = { email: staffUser.email, password: 'Staff#2026' };
    const { user } = renderLogin([loginSuccessMock(credentials, staffUser)], { from: '/admin/projects?page=2' });
    await signIn(user, credentials);
    expect(await location()).toHaveTextContent('Navigated to /admin/projects?page=2');
  });

  it('sends a signed-in admin to the admin dashboard', async () => {
    session.signIn(DEMO_TOKEN, DEMO_EXPIRES_AT, adminUser);
    renderLogin();
    expect(await location()).toHaveTextContent('Navigated to /admin/dashboard');
  });

  it('sends any other signed-in user to the client dashboard', async () => {
    session.signIn(DEMO_TOKEN, DEMO_EXPIRES_AT, staffUser);
    renderLogin();
    expect(await location()).toHaveTextContent('Navigated to /client/dashboard');
  });

  it('links to the password reset page', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/password/forgot');
  });
});
