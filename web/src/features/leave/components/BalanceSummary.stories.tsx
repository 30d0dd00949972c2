import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleBalance } from '../mocks/leave.mocks';
import { BalanceSummary } from './BalanceSummary';

const meta = {
  title: 'Leave/BalanceSummary',
  component: BalanceSummary,
  parameters: { layout: 'padded' },
  args: { balance: sampleBalance() },
} satisfies Meta<typeof BalanceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Vacation: 20 days a year, 5 used, 2 pending (shown apart), 15 left. */
export const Limited: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('20 days')).toBeInTheDocument();
    await expect(canvas.getByText('15 days')).toBeInTheDocument();
  },
};

/** A type without an allowance. */
export const Unlimited: Story = {
  args: { balance: sampleBalance({ type: 'PERSONAL', allowance: null, used: 1, pending: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Unlimited')).toHaveLength(2);
  },
};
