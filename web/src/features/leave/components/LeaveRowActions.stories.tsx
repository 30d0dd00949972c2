import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NO_ACTIONS } from '../constants';
import { LeaveRowActions } from './LeaveRowActions';

const meta = {
  title: 'Leave/LeaveRowActions',
  component: LeaveRowActions,
  parameters: { layout: 'padded' },
  args: {
    subject: 'leave of David Okafor from Dec 1, 2026',
    actions: [],
    onApprove: fn(),
    onReject: fn(),
    onWithdraw: fn(),
    onRequestCancellation: fn(),
    onReviewCancellation: fn(),
  },
} satisfies Meta<typeof LeaveRowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The manager on a Pending request. */
export const ManagerStep: Story = {
  args: { actions: ['MANAGER_APPROVE', 'REJECT'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /^Approve/ }).click();
    await expect(args.onApprove).toHaveBeenCalledWith('MANAGER');
  },
};

/** HR on a Manager Approved request. */
export const HrStep: Story = {
  args: { actions: ['HR_APPROVE', 'REJECT'] },
  play: async ({ canvasElement, args }) => {
    within(canvasElement)
      .getByRole('button', { name: /^Approve/ })
      .click();
    await expect(args.onApprove).toHaveBeenCalledWith('HR');
  },
};

/** An open cancellation request. */
export const CancellationToDecide: Story = {
  args: { actions: ['APPROVE_CANCELLATION', 'DECLINE_CANCELLATION'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Review cancellation/ })).toBeInTheDocument();
  },
};

/** The employee's own requests: Withdraw (Pending) and Request cancellation (approved, not started). */
export const Own: Story = {
  args: { actions: ['WITHDRAW', 'REQUEST_CANCELLATION'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Withdraw/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Request cancellation/ })).toBeInTheDocument();
  },
};

/** While the row saves, its buttons wait. */
export const Busy: Story = {
  args: { actions: ['MANAGER_APPROVE', 'REJECT'], busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Reject/ })).toBeDisabled();
  },
};

export const NoActions: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NO_ACTIONS)).toBeInTheDocument();
  },
};
