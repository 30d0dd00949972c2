import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PayrollStatusTag } from './PayrollStatusTag';
import { ReviewFlag } from './ReviewFlag';

const meta = {
  title: 'Payroll/PayrollStatusTag',
  component: PayrollStatusTag,
  parameters: { layout: 'padded' },
  args: { status: 'PENDING' },
} satisfies Meta<typeof PayrollStatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Green Paid, yellow Pending, red Cancelled, and the review flag beside them. */
export const Every: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8 }}>
      <PayrollStatusTag status="PAID" />
      <PayrollStatusTag status="PENDING" />
      <PayrollStatusTag status="CANCELLED" />
      <ReviewFlag previousNet="5395.25" />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paid')).toHaveClass('payroll-status--paid');
    await expect(canvas.getByText('Pending')).toHaveClass('payroll-status--pending');
    await expect(canvas.getByText('Cancelled')).toHaveClass('payroll-status--cancelled');
    await expect(canvas.getByText('Review')).toHaveTextContent('($5,395.25)');
  },
};
