import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyParameters } from '../../../test/stories';
import { SUBSCRIBER_EMAIL, subscribeNetworkErrorMock, subscribeSuccessMock } from '../mocks/newsletter.mocks';
import { NewsletterBox } from './NewsletterBox';

async function subscribe(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email address'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
  return canvas;
}

const meta = {
  title: 'Content/NewsletterBox',
  component: NewsletterBox,
  // The box lives in the dark footer.
  decorators: [
    (Story) => (
      <div className="footer" style={{ padding: 32 }}>
        <div style={{ maxWidth: 420 }}>
          <Story />
        </div>
      </div>
    ),
  ],
  parameters: storyParameters({ mocks: [subscribeSuccessMock(), subscribeNetworkErrorMock('down@example.com')] }),
} satisfies Meta<typeof NewsletterBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const InvalidAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await subscribe(canvasElement, 'not-an-email');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  },
};

export const Subscribed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await subscribe(canvasElement, SUBSCRIBER_EMAIL);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Thank you for subscribing!');
  },
};

export const ServerUnreachable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await subscribe(canvasElement, 'down@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server could not be reached.');
  },
};
