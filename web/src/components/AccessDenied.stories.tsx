import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOBILE, storyParameters } from '../test/stories';
import { AccessDenied } from './AccessDenied';

/** What a back-office page says to a user whose role does not open it (inside the admin layout). */
const meta = {
  title: 'Kit/AccessDenied',
  component: AccessDenied,
  parameters: {
    layout: 'padded',
    ...storyParameters({ route: '/admin/payroll', path: '/admin/payroll' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Access Denied' })).toBeInTheDocument();
    await expect(canvas.getByText("You don't have permission to view this page.")).toBeInTheDocument();
  },
} satisfies Meta<typeof AccessDenied>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Return to Dashboard takes the user to the back office's dashboard, from the keyboard too. */
export const ReturnToDashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const back = canvas.getByRole('button', { name: 'Return to Dashboard' });
    back.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByTestId('location')).toHaveTextContent('Navigated to /admin/dashboard');
  },
};

export const Mobile: Story = { globals: MOBILE };
