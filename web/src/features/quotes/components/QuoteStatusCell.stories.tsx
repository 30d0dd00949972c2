import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QuoteStatusCell } from './QuoteStatusCell';

const meta = {
  title: 'Quotes/QuoteStatusCell',
  component: QuoteStatusCell,
  parameters: { layout: 'padded' },
  args: { status: 'PENDING', workingDaysWaiting: 1, overdue: false },
} satisfies Meta<typeof QuoteStatusCell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending, and how long it has waited. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Waiting 1 working day')).toBeInTheDocument();
  },
};

/** Waiting longer than the response time: red, with an icon and the word 'Overdue'. */
export const Overdue: Story = {
  args: { workingDaysWaiting: 3, overdue: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Overdue: waiting 3 working days')).toBeInTheDocument();
  },
};

/** No longer waiting: the badge alone. */
export const Responded: Story = {
  args: { status: 'RESPONDED', workingDaysWaiting: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Waiting/)).toBeNull();
  },
};

export const Reviewed: Story = { args: { status: 'REVIEWED', workingDaysWaiting: null } };
export const Closed: Story = { args: { status: 'CLOSED', workingDaysWaiting: null } };
