import { screen } from '@testing-library/react';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import {
  COMMON_PASSWORD,
  GOOD_PASSWORD,
  RESET_TOKEN,
  resetCommonPasswordMock,
  resetLinkInvalidMock,
  resetNetworkErrorMock,
  resetPasswordMock,
} from '../mocks/password.mocks';
import ResetPasswordPage, { LINK_INVALID } from './ResetPasswordPage';

function renderPage(mocks: readonly AnyApolloMock[] = [], route = `/password/reset?token=${RESET_TOKEN}`) {
  return renderWithApp(<ResetPasswordPage />, { route, path: '/password/reset', mocks });
}

async function choose(password: string, confirm = password, mocks: readonly AnyApolloMock[] = []) {
  const view = renderPage(mocks);
  if (password) await view.user.type(screen.getByLabelText('New Password'), password);
  if (confirm) await view.user.type(screen.getByLabelText('Confirm Password'), confirm);
  await view.user.click(screen.getByRole('button', { name: 'Set New Password' }));
  return view;
}

describe('ResetPasswordPage', () => {
  it('asks for both fields', async () => {
    await choose('');
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please repeat the new password')).toBeInTheDocument();
  });

  it('refuses fewer than 8 characters and passwords that differ', async () => {
    await choose('short', 'other');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
  });

  it('sets the password, says so and opens the sign-in page', async () => {
    await choose(GOOD_PASSWORD, GOOD_PASSWORD, [resetPasswordMock()]);
    expect(await screen.findByTestId('location')).toHaveTextContent('Navigated to /login');
    expect(screen.getByText('Password changed')).toBeInTheDocument();
  });

  it("shows the server's reason under the field when the password is too common", async () => {
    await choose(COMMON_PASSWORD, COMMON_PASSWORD, [resetCommonPasswordMock()]);
    expect(
      await screen.findByText('This password is too common. Please choose a less predictable one.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveValue(COMMON_PASSWORD);
  });

  it('says a used or expired link is dead and offers a new one', async () => {
    await choose(GOOD_PASSWORD, GOOD_PASSWORD, [resetLinkInvalidMock()]);
    expect(await screen.findByText(LINK_INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/password/forgot');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('says so at once when the link has no token', () => {
    renderPage([], '/password/reset');
    expect(screen.getByText(LINK_INVALID)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set New Password' })).not.toBeInTheDocument();
  });

  it("welcomes an invited employee and sets their first password through the invitation's link", async () => {
    const view = renderPage([resetPasswordMock()], `/password/reset?token=${RESET_TOKEN}&invitation=1`);
    expect(screen.getByRole('heading', { name: 'Welcome! Choose your password' })).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('New Password'), GOOD_PASSWORD);
    await view.user.type(screen.getByLabelText('Confirm Password'), GOOD_PASSWORD);
    await view.user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('Navigated to /login');
    expect(screen.getByText('Password set')).toBeInTheDocument();
  });

  it('keeps the form when the server cannot be reached', async () => {
    await choose(GOOD_PASSWORD, GOOD_PASSWORD, [resetNetworkErrorMock()]);
    expect(await screen.findByText('The server could not be reached. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveValue(GOOD_PASSWORD);
  });
});
