import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyParameters } from '../../test/stories';
import { RowActions } from './RowActions';

const meta = {
  title: 'Admin List/RowActions',
  component: RowActions,
  parameters: { layout: 'centered', ...storyParameters({ route: '/fruits', path: '/fruits' }) },
  args: {
    name: 'Apple',
    editPath: '/fruits/edit/1',
    deleteConfirmation: 'Are you sure you want to delete this fruit?',
    onDelete: fn(),
  },
} satisfies Meta<typeof RowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Edit opens the row's page. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Apple' }));
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('Navigated to /fruits/edit/1');
  },
};

/** Delete asks first, and deletes only on 'Delete'. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Apple' }));
    await expect(await screen.findByText('Are you sure you want to delete this fruit?')).toBeInTheDocument();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** While the row saves: Edit stays, Delete waits. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Delete Apple' })).toBeDisabled();
  },
};
