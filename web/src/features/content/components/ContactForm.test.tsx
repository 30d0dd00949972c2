import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import {
  CONTACT_VALUES,
  TOO_MANY_REQUESTS,
  contactInput,
  sendContactInvalidMock,
  sendContactNetworkErrorMock,
  sendContactPendingMock,
  sendContactSuccessMock,
  sendContactTooManyMock,
} from '../mocks/contact.mocks';
import { CONTACT_MESSAGES } from '@site/shared';
import { CHECK_FIELDS, ContactForm, THANK_YOU } from './ContactForm';

const renderForm = (mocks: readonly AnyApolloMock[] = []) => renderWithApp(<ContactForm />, { mocks });

const field = (label: string) => screen.getByLabelText(label);

/** Pastes each value into its field (one change per field, as a person pasting would). */
async function fill(user: UserEvent, values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>) {
  for (const [label, text] of Object.entries(values)) {
    await user.click(field(label));
    await user.paste(text);
  }
}

const fillAll = (user: UserEvent) =>
  fill(user, {
    Name: CONTACT_VALUES.name,
    Email: CONTACT_VALUES.email,
    Subject: CONTACT_VALUES.subject,
    Message: CONTACT_VALUES.message,
  });

const sendButton = () => screen.getByRole('button', { name: 'Send Message' });

describe('ContactForm', () => {
  it('labels every field and keeps the honeypot out of reach', () => {
    renderForm();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(field(label)).toBeInTheDocument();
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(document.querySelector('input[name="website"]')).toHaveAttribute('tabindex', '-1');
  });

  it('refuses an empty form with each field’s message', async () => {
    const { user } = renderForm();
    await user.click(sendButton());
    expect(await screen.findByText(CONTACT_MESSAGES.name)).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeInTheDocument();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('refuses a one-letter name, a malformed address and a message shorter than 10 characters once trimmed', async () => {
    const { user } = renderForm();
    await fill(user, { Name: ' J ', Email: 'jane@', Subject: 'Hi', Message: '  too short  ' });
    await user.click(sendButton());
    expect(await screen.findByText('Name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeInTheDocument();
    expect(screen.queryByText('Subject is required')).not.toBeInTheDocument();
  });

  it.each(['jane', 'jane@', 'jane@company', 'jane smith@example.com'])("refuses the address '%s'", async (email) => {
    const { user } = renderForm();
    await fill(user, { Email: email });
    await user.click(sendButton());
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it('sends the trimmed texts with the empty honeypot, then thanks the visitor in place of the form', async () => {
    // The mock matches only `contactInput()` exactly: other variables would fail the request.
    const { user } = renderForm([sendContactSuccessMock(contactInput())]);
    await fill(user, {
      Name: `  ${CONTACT_VALUES.name} `,
      Email: ` ${CONTACT_VALUES.email}  `,
      Subject: `${CONTACT_VALUES.subject}   `,
      Message: `\n${CONTACT_VALUES.message}\n`,
    });
    await user.click(sendButton());

    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent(THANK_YOU);
    expect(thanks).toHaveFocus();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it("brings the empty form back with 'Send another message'", async () => {
    const { user } = renderForm([sendContactSuccessMock()]);
    await fillAll(user);
    await user.click(sendButton());
    await user.click(await screen.findByRole('button', { name: 'Send another message' }));

    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(field(label)).toHaveValue('');
    expect(field('Name')).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Sending...' and disables the button while the message is on its way", async () => {
    const { user } = renderForm([sendContactPendingMock()]);
    await fillAll(user);
    await user.click(sendButton());
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it('keeps everything typed and says so when the server cannot be reached', async () => {
    const { user } = renderForm([sendContactNetworkErrorMock()]);
    await fillAll(user);
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached. Please try again.');
    expect(field('Name')).toHaveValue(CONTACT_VALUES.name);
    expect(field('Email')).toHaveValue(CONTACT_VALUES.email);
    expect(field('Subject')).toHaveValue(CONTACT_VALUES.subject);
    expect(field('Message')).toHaveValue(CONTACT_VALUES.message);
    expect(sendButton()).toBeEnabled();
  });

  it('shows the friendly message when too many messages came from one address', async () => {
    const { user } = renderForm([sendContactTooManyMock()]);
    await fillAll(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_REQUESTS.message);
    expect(field('Message')).toHaveValue(CONTACT_VALUES.message);
  });

  it('puts the server’s field messages under their fields', async () => {
    const { user } = renderForm([
      sendContactInvalidMock(contactInput(), { email: 'Please enter a valid email address.' }),
    ]);
    await fillAll(user);
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(CHECK_FIELDS);
    await waitFor(() => expect(field('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(field('Name')).toHaveAttribute('aria-invalid', 'false');
    expect(field('Email')).toHaveValue(CONTACT_VALUES.email);
  });
});
