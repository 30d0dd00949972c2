import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import {
  SUBSCRIBER_EMAIL,
  subscribeNetworkErrorMock,
  subscribePendingMock,
  subscribeSuccessMock,
} from '../mocks/newsletter.mocks';
import { NewsletterBox } from './NewsletterBox';

const renderBox = (mocks: readonly AnyApolloMock[] = []) => renderWithApp(<NewsletterBox />, { mocks });

async function subscribe(user: UserEvent, email: string) {
  if (email) await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('NewsletterBox', () => {
  it.each(['not-an-email', ''])("refuses '%s' with 'Please enter a valid email address.'", async (email) => {
    const { user } = renderBox();
    await subscribe(user, email);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('thanks the reader once the address is signed up', async () => {
    const { user } = renderBox([subscribeSuccessMock(SUBSCRIBER_EMAIL)]);
    await subscribe(user, SUBSCRIBER_EMAIL);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you for subscribing! Look out for our next issue.',
    );
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
  });

  it('sends the hidden anti-spam field with the address (empty, as a person leaves it)', async () => {
    // The success mock matches only `{ email, website: '' }`: any other variables would fail the request.
    const { user } = renderBox([subscribeSuccessMock(SUBSCRIBER_EMAIL)]);
    expect(document.querySelector('input[name="website"]')).toHaveAttribute('tabindex', '-1');
    await subscribe(user, SUBSCRIBER_EMAIL);
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });

  it('keeps the form and says so when the server cannot be reached', async () => {
    const { user } = renderBox([subscribeNetworkErrorMock(SUBSCRIBER_EMAIL)]);
    await subscribe(user, SUBSCRIBER_EMAIL);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached. Please try again.');
    expect(screen.getByLabelText('Email address')).toHaveValue(SUBSCRIBER_EMAIL);
  });

  it('shows the button as busy while the request is pending', async () => {
    const { user } = renderBox([subscribePendingMock(SUBSCRIBER_EMAIL)]);
    await subscribe(user, SUBSCRIBER_EMAIL);
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  });
});
