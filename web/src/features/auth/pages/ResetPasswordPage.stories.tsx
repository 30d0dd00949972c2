import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOBILE, storyParameters } from '../../../test/stories';
import {
  COMMON_PASSWORD,
  GOOD_PASSWORD,
  RESET_TOKEN,
  resetCommonPasswordMock,
  resetLinkInvalidMock,
} from '../mocks/password.mocks';
import ResetPasswordPage, { LINK_INVALID } from './ResetPasswordPage';

async function choose(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('New Password'), password);
  await userEvent.type(canvas.getByLabelText('Confirm Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Set New Password' }));
  return canvas;
}

const meta = {
  title: 'Pages/Auth/ResetPasswordPage',
  component: ResetPasswordPage,
  parameters: storyParameters({ route: `/password/reset?token=${RESET_TOKEN}`, path: '/password/reset' }),
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** The server refuses a password from its list of common ones. */
export const CommonPassword: Story = {
  parameters: storyParameters({ mocks: [resetCommonPasswordMock()] }),
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, COMMON_PASSWORD);
    await expect(await canvas.findByText(/too common/)).toBeInTheDocument();
  },
};

/** A used, replaced or expired link. */
export const LinkExpired: Story = {
  parameters: storyParameters({ mocks: [resetLinkInvalidMock()] }),
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, GOOD_PASSWORD);
    await expect(await canvas.findByText(LINK_INVALID)).toBeInTheDocument();
  },
};

/** Opened without the token (a link cut short). */
export const NoToken: Story = {
  parameters: storyParameters({ route: '/password/reset', path: '/password/reset' }),
};

/** The link in an invited employee's mail: they choose their first password. */
export const Invitation: Story = {
  parameters: storyParameters({ route: `/password/reset?token=${RESET_TOKEN}&invitation=1`, path: '/password/reset' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome! Choose your password' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Set Password' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: MOBILE };
