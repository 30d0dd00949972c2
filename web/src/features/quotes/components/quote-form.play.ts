import { expect, screen, userEvent, within } from 'storybook/test';
import { BUDGET_LABELS, QUOTE_MESSAGES, SERVICE_LABELS } from '../constants';
import { QUOTE_TOASTS } from '@site/shared';
import { SAMPLE_QUOTE, TOO_MANY_REQUESTS, UNDELIVERABLE_QUOTE } from '../mocks/quotes.mocks';
import type { QuoteFormValues } from '../schemas/quote.schema';

/** Play functions shared by the form's and the page's stories: each fills the form as a visitor would. */
type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

const TEXT_LABELS = [
  ['name', 'Full Name'],
  ['email', 'Email'],
  ['phone', 'Phone Number'],
  ['company', 'Company (Optional)'],
  ['message', 'Project Details'],
] as const;

async function submit(canvasElement: HTMLElement, values: QuoteFormValues | null) {
  const canvas = within(canvasElement);
  if (values) {
    for (const [name, label] of TEXT_LABELS) {
      if (!values[name]) continue;
      await userEvent.click(canvas.getByLabelText(label));
      await userEvent.paste(values[name]);
    }
    await userEvent.click(canvas.getByRole('radio', { name: BUDGET_LABELS[values.budget] }));
    for (const service of values.services) {
      await userEvent.click(canvas.getByRole('checkbox', { name: SERVICE_LABELS[service] }));
    }
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Submit Quote Request' }));
  return canvas;
}

/** An empty form sent: every required field says what it needs. */
export const submitEmpty: Play = async ({ canvasElement }) => {
  const canvas = await submit(canvasElement, null);
  await expect(await canvas.findByText(QUOTE_MESSAGES.name)).toBeInTheDocument();
  await expect(canvas.getByText(QUOTE_MESSAGES.services)).toBeInTheDocument();
};

/** The sample sent while the server has not answered yet. */
export const submitPending: Play = async ({ canvasElement }) => {
  const canvas = await submit(canvasElement, SAMPLE_QUOTE);
  await expect(await canvas.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
};

/** The sample accepted: the toast, and a fresh form. */
export const submitAccepted: Play = async ({ canvasElement }) => {
  await submit(canvasElement, SAMPLE_QUOTE);
  await expect(await screen.findByText(QUOTE_TOASTS.submitted.title)).toBeInTheDocument();
  await expect(within(canvasElement).getByLabelText('Full Name')).toHaveValue('');
};

/** The server cannot be reached: the message, and everything typed kept. */
export const submitUnreachable: Play = async ({ canvasElement }) => {
  const canvas = await submit(canvasElement, SAMPLE_QUOTE);
  await expect(await canvas.findByRole('alert')).toHaveTextContent('The server could not be reached.');
  await expect(canvas.getByLabelText('Full Name')).toHaveValue(SAMPLE_QUOTE.name);
};

/** The server refuses the address: its message on the form and under the field. */
export const submitRefused: Play = async ({ canvasElement }) => {
  const canvas = await submit(canvasElement, UNDELIVERABLE_QUOTE);
  await expect(await canvas.findByRole('alert')).toHaveTextContent(QUOTE_MESSAGES.email);
  await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
};

/** Too many requests from this address: the server's friendly message as it is. */
export const submitTooOften: Play = async ({ canvasElement }) => {
  const canvas = await submit(canvasElement, SAMPLE_QUOTE);
  await expect(await canvas.findByRole('alert')).toHaveTextContent(TOO_MANY_REQUESTS.message);
};
