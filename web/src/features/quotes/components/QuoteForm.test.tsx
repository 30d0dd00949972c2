import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import { BUDGET_LABELS, QUOTE_MESSAGES as M, SERVICE_LABELS } from '../constants';
import { QUOTE_TOASTS } from '@site/shared';
import {
  SAMPLE_QUOTE,
  TOO_MANY_REQUESTS,
  UNDELIVERABLE_QUOTE,
  submitQuoteInvalidMock,
  submitQuoteNetworkErrorMock,
  submitQuotePendingMock,
  submitQuoteRateLimitedMock,
  submitQuoteSuccessMock,
} from '../mocks/quotes.mocks';
import type { QuoteFormValues } from '../schemas/quote.schema';
import { QuoteForm } from './QuoteForm';

const renderForm = (mocks: readonly AnyApolloMock[] = []) => renderWithApp(<QuoteForm />, { mocks });

const TEXT_LABELS = {
  name: 'Full Name',
  email: 'Email',
  phone: 'Phone Number',
  company: 'Company (Optional)',
  message: 'Project Details',
} as const;
type TextName = keyof typeof TEXT_LABELS;
const TEXT_NAMES = Object.keys(TEXT_LABELS) as TextName[];

const input = (name: TextName) => screen.getByLabelText(TEXT_LABELS[name]);
const submitButton = () => screen.getByRole('button', { name: 'Submit Quote Request' });

/** Fills the form as a visitor would; pasting sets each text field in one change. */
async function fill(user: UserEvent, values: QuoteFormValues) {
  for (const name of TEXT_NAMES) {
    if (!values[name]) continue;
    await user.click(input(name));
    await user.paste(values[name]);
  }
  await user.click(screen.getByRole('radio', { name: BUDGET_LABELS[values.budget] }));
  for (const service of values.services)
    await user.click(screen.getByRole('checkbox', { name: SERVICE_LABELS[service] }));
}

async function submit(user: UserEvent, values: QuoteFormValues) {
  await fill(user, values);
  await user.click(submitButton());
}

function expectValues(values: QuoteFormValues) {
  for (const name of TEXT_NAMES) expect(input(name)).toHaveValue(values[name]);
  expect(screen.getByRole('radio', { name: BUDGET_LABELS[values.budget] })).toBeChecked();
  for (const [service, label] of Object.entries(SERVICE_LABELS)) {
    const checked = values.services.some((s) => s === service);
    expect(screen.getByRole('checkbox', { name: label })).toHaveProperty('checked', checked);
  }
}

describe('QuoteForm', () => {
  it('starts empty with the $10,000 - $25,000 budget chosen', () => {
    renderForm();
    expectValues({ ...SAMPLE_QUOTE, name: '', email: '', phone: '', company: '', services: [], message: '' });
    expect(screen.getByRole('group', { name: 'Estimated Budget' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Services Needed' })).toBeInTheDocument();
  });

  it('names every required field when an empty form is sent, and moves focus to the first', async () => {
    const { user } = renderForm();
    await user.click(submitButton());
    expect(await screen.findByText(M.name)).toBeInTheDocument();
    expect(input('name')).toHaveAccessibleDescription(M.name);
    expect(input('email')).toHaveAccessibleDescription(M.email);
    expect(input('phone')).toHaveAccessibleDescription(M.phone);
    expect(screen.getByRole('group', { name: 'Services Needed' })).toHaveAccessibleDescription(M.services);
    expect(input('message')).toHaveAccessibleDescription(M.message);
    expect(input('company')).not.toHaveAttribute('aria-invalid', 'true');
    expect(input('name')).toHaveFocus();
  });

  it.each<[string, string, TextName | 'services', Partial<QuoteFormValues>]>([
    ['a one-letter name', M.name, 'name', { name: ' J ' }],
    ['a name over 100 characters', M.nameMax, 'name', { name: 'x'.repeat(101) }],
    ['an address without a domain', M.email, 'email', { email: 'jane@' }],
    ['a phone number under 10 characters', M.phone, 'phone', { phone: '555 0102' }],
    ['a phone number with letters', M.phone, 'phone', { phone: 'call me on 555 0102' }],
    ['a phone number over 30 characters', M.phoneMax, 'phone', { phone: '1'.repeat(31) }],
    ['a company over 200 characters', M.companyMax, 'company', { company: 'x'.repeat(201) }],
    ['no service', M.services, 'services', { services: [] }],
    ['project details under 10 characters', M.message, 'message', { message: 'A website' }],
    ['project details over 5000 characters', M.messageMax, 'message', { message: 'x'.repeat(5001) }],
  ])("refuses %s with '%s'", async (_case, message, field, change) => {
    const { user } = renderForm();
    await submit(user, { ...SAMPLE_QUOTE, ...change });
    const target = field === 'services' ? screen.getByRole('group', { name: 'Services Needed' }) : input(field);
    expect(await within(target.closest('.form-field') as HTMLElement).findByText(message)).toBeInTheDocument();
    expect(target).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the trimmed request with the default budget and the services in list order, thanks, and resets', async () => {
    // The mock answers only the exact input: trimmed texts, BUDGET_10K_25K, [WEB_DEVELOPMENT, MOBILE_APP], website ''.
    const { user } = renderForm([submitQuoteSuccessMock()]);
    await fill(user, {
      ...SAMPLE_QUOTE,
      name: `  ${SAMPLE_QUOTE.name}  `,
      email: ` ${SAMPLE_QUOTE.email}`,
      services: ['MOBILE_APP', 'WEB_DEVELOPMENT'],
    });
    await user.click(submitButton());

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent(QUOTE_TOASTS.submitted.title);
    expect(toast).toHaveTextContent(QUOTE_TOASTS.submitted.description);
    expectValues({ ...SAMPLE_QUOTE, name: '', email: '', phone: '', company: '', services: [], message: '' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the server could not be reached and keeps everything typed', async () => {
    const { user } = renderForm([submitQuoteNetworkErrorMock()]);
    await submit(user, SAMPLE_QUOTE);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached. Please try again.');
    expectValues(SAMPLE_QUOTE);
    expect(submitButton()).toBeEnabled();
  });

  it('shows the rate-limit message as the server words it and keeps everything typed', async () => {
    const { user } = renderForm([submitQuoteRateLimitedMock()]);
    await submit(user, SAMPLE_QUOTE);
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_REQUESTS.message);
    expectValues(SAMPLE_QUOTE);
  });

  it("puts the server's field messages under their fields", async () => {
    const { user } = renderForm([submitQuoteInvalidMock()]);
    await submit(user, UNDELIVERABLE_QUOTE);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.email);
    expect(input('email')).toHaveAccessibleDescription(M.email);
    expect(input('email')).toHaveAttribute('aria-invalid', 'true');
    expect(input('email')).toHaveFocus();
    expectValues(UNDELIVERABLE_QUOTE);
  });

  it('reads Submitting... and is disabled while the request is pending', async () => {
    const { user } = renderForm([submitQuotePendingMock()]);
    await submit(user, SAMPLE_QUOTE);
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });

  it('sends the hidden anti-spam field empty, out of the tab order', async () => {
    const { user } = renderForm([submitQuoteSuccessMock()]);
    expect(document.querySelector('input[name="website"]')).toHaveAttribute('tabindex', '-1');
    await submit(user, SAMPLE_QUOTE);
    // Only a successful request resets the form (the toast store outlives a test, so not the toast).
    await waitFor(() => expect(input('name')).toHaveValue(''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
