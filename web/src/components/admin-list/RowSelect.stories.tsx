import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RowSelect } from './RowSelect';

type Ripeness = 'GREEN' | 'RIPE' | 'OVERRIPE';

const meta = {
  title: 'Admin List/RowSelect',
  component: RowSelect<Ripeness>,
  parameters: { layout: 'centered' },
  args: {
    label: 'Ripeness of Banana',
    value: 'GREEN',
    options: [
      { value: 'GREEN', label: 'Green' },
      { value: 'RIPE', label: 'Ripe' },
      { value: 'OVERRIPE', label: 'Overripe' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof RowSelect<Ripeness>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing another value hands it over to be saved. */
export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Ripeness of Banana' }));
    const options = await screen.findAllByTitle('Ripe');
    await userEvent.click(options[options.length - 1]!);
    await expect(args.onChange).toHaveBeenCalledWith('RIPE', expect.anything());
  },
};

/** While the row saves. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Ripeness of Banana' })).toBeDisabled();
  },
};
