import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FilterSelect } from './FilterSelect';

/** A list filter beside the search: all, or one value. */
const meta = {
  title: 'Kit/AdminList/FilterSelect',
  component: FilterSelect<'OPEN' | 'CLOSED'>,
  parameters: { layout: 'padded' },
  args: {
    label: 'Filter by status',
    allLabel: 'All statuses',
    options: [
      { value: 'OPEN', label: 'Open' },
      { value: 'CLOSED', label: 'Closed' },
    ],
    value: null,
    onChange: fn(),
  },
} satisfies Meta<typeof FilterSelect<'OPEN' | 'CLOSED'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filter: 'All statuses'; choosing one hands over its value. */
export const All: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('All statuses')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Filter by status' }));
    await userEvent.click((await screen.findAllByTitle('Closed')).at(-1)!);
    await expect(args.onChange).toHaveBeenCalledWith('CLOSED');
  },
};

/** A filter in force; 'All statuses' hands over null. */
export const Filtered: Story = {
  args: { value: 'OPEN' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Filter by status' }));
    await userEvent.click((await screen.findAllByTitle('All statuses')).at(-1)!);
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};
