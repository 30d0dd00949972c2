import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOBILE, storyParameters } from '../../../test/stories';
import { requestResetMock, requestResetPendingMock, requestResetThrottledMock } from '../mocks/password.mocks';
import ForgotPasswordPage, { sentNotice } from './ForgotPasswordPage';

const EMAIL = 'alex@brightline.example';

async function send(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email'), EMAIL);
  await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
  return canvas;
}

const meta = {
  title: 'Pages/Auth/ForgotPasswordPage',
  component: ForgotPasswordPage,
  parameters: storyParameters({ route: '/password/forgot', path: '/password/forgot' }),
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** The same neutral answer whether or not the address has an account. */
export const Sent: Story = {
  parameters: storyParameters({ mocks: [requestResetMock(EMAIL)] }),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByText(sentNotice(EMAIL))).toBeInTheDocument();
  },
};

export const Sending: Story = {
  parameters: storyParameters({ mocks: [requestResetPendingMock(EMAIL)] }),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

/** More than 5 requests from one address in 15 minutes. */
export const Throttled: Story = {
  parameters: storyParameters({ mocks: [requestResetThrottledMock(EMAIL)] }),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByText(/Too many reset requests/)).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: MOBILE };
