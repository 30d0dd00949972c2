import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { requestResetMock, requestResetPendingMock, requestResetThrottledMock } from '../mocks/password.mocks';
import ForgotPasswordPage, { sentNotice } from './ForgotPasswordPage';

const EMAIL = 'alex@brightline.example';

function renderPage(mocks: readonly AnyApolloMock[] = []) {
  return renderWithApp(<ForgotPasswordPage />, { route: '/password/forgot', path: '/password/forgot', mocks });
}

async function send(email: string, mocks: readonly AnyApolloMock[] = []) {
  const view = renderPage(mocks);
  if (email) await view.user.type(screen.getByLabelText('Email'), email);
  await view.user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  return view;
}

describe('ForgotPasswordPage', () => {
  it('asks for the address', async () => {
    await send('');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  it('checks the address before sending', async () => {
    await send('not-an-address');
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it('gives the same neutral answer once the request is sent, and hides the form', async () => {
    await send(`  ${EMAIL} `, [requestResetMock(EMAIL)]);
    expect(await screen.findByText(sentNotice(EMAIL))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Reset Link' })).not.toBeInTheDocument();
  });

  it("shows 'Sending...' on a disabled button while the request is pending", async () => {
    await send(EMAIL, [requestResetPendingMock(EMAIL)]);
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it('says when too many requests came from this address, and keeps the input', async () => {
    await send(EMAIL, [requestResetThrottledMock(EMAIL)]);
    expect(
      await screen.findByText('Too many reset requests. Please wait 15 minutes and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
  });

  it('leads back to sign in', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });
});
