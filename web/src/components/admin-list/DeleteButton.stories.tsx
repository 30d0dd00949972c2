import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DeleteButton } from './DeleteButton';

const meta = {
  title: 'Admin List/DeleteButton',
  component: DeleteButton,
  parameters: { layout: 'centered' },
  args: { name: 'Apple', confirmation: 'Are you sure you want to delete this fruit?', onConfirm: fn() },
} satisfies Meta<typeof DeleteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asks first; deletes only on 'Delete'. */
export const Confirming: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Apple' }));
    await expect(await screen.findByText('Are you sure you want to delete this fruit?')).toBeInTheDocument();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Cancel deletes nothing. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Apple' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the row saves. */
export const Disabled: Story = { args: { disabled: true } };
