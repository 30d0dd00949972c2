import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MOBILE } from '../../test/stories';
import { fruitColumns, fruits, fruitTexts, type Fruit, type FruitSort } from './admin-list.mocks';
import { AdminTable, type AdminColumn } from './AdminTable';
import { DeleteButton } from './DeleteButton';

const withActions: AdminColumn<Fruit, FruitSort>[] = [
  ...fruitColumns,
  { title: 'Notes', key: 'notes', render: () => 'A long column that pushes the actions off a phone screen' },
  {
    title: 'Actions',
    key: 'actions',
    render: (_, fruit) => (
      <DeleteButton name={fruit.name} confirmation="Are you sure you want to delete this fruit?" onConfirm={fn()} />
    ),
  },
];

const meta = {
  title: 'Admin List/AdminTable',
  component: AdminTable<Fruit, FruitSort>,
  parameters: { layout: 'padded' },
  args: {
    columns: fruitColumns,
    rows: fruits,
    total: fruits.length,
    loading: false,
    texts: fruitTexts,
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    onSortChange: fn(),
    onRetry: fn(),
    sort: { field: 'NAME', direction: 'ASC' },
  },
} satisfies Meta<typeof AdminTable<Fruit, FruitSort>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** The first page is on its way: the feature's loading text under a spinner. */
export const Loading: Story = {
  args: { rows: [], total: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading fruits...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No fruits found')).toBeInTheDocument();
  },
};

/** The list could not be loaded: what failed and why, in place of the table, and Retry. */
export const ErrorState: Story = {
  name: 'Error',
  args: { error: new Error('Failed to fetch') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Error loading fruits')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Banana's inline change is saving: its row is dimmed and marked busy. */
export const BusyRow: Story = {
  args: { busyIds: new Set([2]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Banana').closest('tr')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Clicking a sortable header asks for the other direction. */
export const Sorting: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('columnheader', { name: /Name/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ field: 'NAME', direction: 'DESC' });
  },
};

/** More rows than a page holds: the pager, its total and page sizes. */
export const SeveralPages: Story = {
  args: { total: 42, page: 2, pageSizes: [10, 20, 50], totalText: (n: number) => `${n} fruits` },
};

/** At 375px the name and the actions stay in view; the columns between scroll sideways. */
export const Mobile: Story = { args: { columns: withActions }, globals: MOBILE };
