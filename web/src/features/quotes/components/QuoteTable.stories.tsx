import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MOBILE } from '../../../test/stories';
import { QUOTES_PAGE_SIZE } from '../admin-constants';
import { sampleQuote, sampleQuotes } from '../mocks/admin-quotes.mocks';
import { QuoteTable } from './QuoteTable';

const overdue = sampleQuote(4);
const converted = sampleQuote(1);

const meta = {
  title: 'Quotes/QuoteTable',
  component: QuoteTable,
  parameters: { layout: 'padded' },
  args: {
    rows: sampleQuotes,
    loading: false,
    total: sampleQuotes.length,
    page: 1,
    pageSize: QUOTES_PAGE_SIZE,
    filtered: false,
    onPageChange: fn(),
    onView: fn(),
    onConvert: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof QuoteTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status; a pending quote waiting, one overdue (said in words, not only in red), one converted. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Overdue: waiting 5 working days')).toBeInTheDocument();
    await expect(canvas.getByText('N/A')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: `Convert to Project: ${converted.name}` })).toBeNull();
  },
};

/** The row's buttons hand their quote to the page. */
export const RowActions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `View details: ${overdue.name}` }));
    await expect(args.onView).toHaveBeenCalledWith(overdue);
    await userEvent.click(canvas.getByRole('button', { name: `Convert to Project: ${overdue.name}` }));
    await expect(args.onConvert).toHaveBeenCalledWith(overdue);
  },
};

/** 'Loading quotes...' under a spinner. */
export const Loading: Story = {
  args: { rows: [], total: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading quotes...')).toBeInTheDocument();
  },
};

/** 'No quotes yet' and what will appear there. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No quotes yet')).toBeInTheDocument();
    await expect(canvas.getByText(/Quote requests will appear here when customers submit them\./)).toBeInTheDocument();
  },
};

/** A search or filter that matches nothing. */
export const NoMatch: Story = { args: { rows: [], total: 0, filtered: true } };

/** The list could not be fetched: its message, with Retry. */
export const ErrorState: Story = {
  name: 'Error',
  args: { error: new Error('The database is not answering'), onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The database is not answering')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Retry/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A row being deleted: its buttons are disabled. */
export const SavingARow: Story = { args: { busyIds: new Set([overdue.id]) } };

/** Company, Budget, Services and Date hide on a phone; the customer, status and actions stay. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: `View details: ${overdue.name}` })).toBeInTheDocument();
    await expect(canvas.getByText('Overdue: waiting 5 working days')).toBeInTheDocument();
  },
};
