import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyParameters } from '../../../test/stories';
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
import { CHECK_FIELDS, ContactForm, THANK_YOU } from './ContactForm';

/** Types a complete message and sends it. */
async function send(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Name'), CONTACT_VALUES.name);
  await userEvent.type(canvas.getByLabelText('Email'), CONTACT_VALUES.email);
  await userEvent.type(canvas.getByLabelText('Subject'), CONTACT_VALUES.subject);
  await userEvent.type(canvas.getByLabelText('Message'), CONTACT_VALUES.message);
  await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
  return canvas;
}

const meta = {
  title: 'Content/ContactForm',
  component: ContactForm,
  // The form sits in the contact section's white card.
  decorators: [
    (Story) => (
      <div style={{ padding: 32, background: '#f8fafc' }}>
        <div className="contact-card" style={{ maxWidth: 640, margin: '0 auto' }}>
          <Story />
        </div>
      </div>
    ),
  ],
  parameters: storyParameters({ mocks: [sendContactSuccessMock()] }),
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Sent empty: each field says what it needs, in the server's words. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('Name must be at least 2 characters.')).toBeInTheDocument();
    await expect(canvas.getByText('Please enter a valid email address.')).toBeInTheDocument();
    await expect(canvas.getByText('Subject is required')).toBeInTheDocument();
    await expect(canvas.getByText('Message must be at least 10 characters.')).toBeInTheDocument();
  },
};

/** The request never answers: the button says 'Sending...' and waits. */
export const Sending: Story = {
  parameters: storyParameters({ mocks: [sendContactPendingMock()] }),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(THANK_YOU);
  },
};

/** The server cannot be reached: the message says so and everything typed stays. */
export const ServerError: Story = {
  parameters: storyParameters({ mocks: [sendContactNetworkErrorMock()] }),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server could not be reached.');
  },
};

/** The sixth message from one address within 10 minutes. */
export const TooManyRequests: Story = {
  parameters: storyParameters({ mocks: [sendContactTooManyMock()] }),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(TOO_MANY_REQUESTS.message);
  },
};

/** The server refused a field the browser let through: its message sits under the field. */
export const ServerFieldErrors: Story = {
  parameters: storyParameters({
    mocks: [sendContactInvalidMock(contactInput(), { email: 'Please enter a valid email address.' })],
  }),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CHECK_FIELDS);
    await expect(await canvas.findByText('Please enter a valid email address.')).toBeInTheDocument();
  },
};
