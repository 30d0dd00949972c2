import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Select } from 'antd';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MOBILE } from '../../test/stories';
import { ExportCsvButton } from './ExportCsvButton';
import { ListToolbar } from './ListToolbar';

const meta = {
  title: 'Admin List/ListToolbar',
  component: ListToolbar,
  parameters: { layout: 'padded' },
  args: {
    search: '',
    onSearchChange: fn(),
    searchLabel: 'Search fruits',
    searchPlaceholder: 'Search fruits...',
    actions: (
      <>
        <ExportCsvButton path="/api/export/fruits.csv" params={{}} />
        <Button type="primary">Add New Fruit</Button>
      </>
    ),
  },
} satisfies Meta<typeof ListToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The search box reports each keystroke; the list state debounces it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Search fruits' }), 'a');
    await expect(args.onSearchChange).toHaveBeenCalledWith('a');
  },
};

export const WithFilters: Story = {
  args: {
    search: 'apple',
    filters: (
      <Select
        aria-label="Origin"
        placeholder="Any origin"
        allowClear
        style={{ width: 160 }}
        options={[{ value: 'Anatolia', label: 'Anatolia' }]}
      />
    ),
  },
};

export const Mobile: Story = { globals: MOBILE };
