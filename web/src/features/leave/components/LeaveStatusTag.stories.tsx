import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LEAVE_STATUSES } from '../constants';
import { CancellationMarker, LeaveStatusTag } from './LeaveStatusTag';

const meta = {
  title: 'Leave/LeaveStatusTag',
  component: LeaveStatusTag,
  parameters: { layout: 'padded' },
  args: { status: 'PENDING' },
} satisfies Meta<typeof LeaveStatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status; HR Approved reads 'Approved'. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {LEAVE_STATUSES.map((status) => (
        <LeaveStatusTag key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Approved')).toBeInTheDocument();
    await expect(canvas.queryByText('HR Approved')).not.toBeInTheDocument();
  },
};

/** Approved leave the employee asked to cancel: the marker, with the reason read out. */
export const WithCancellationRequest: Story = {
  render: () => (
    <>
      <LeaveStatusTag status="HR_APPROVED" /> <CancellationMarker reason="Trip called off" />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cancellation requested')).toBeInTheDocument();
  },
};
