import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOBILE, storyParameters } from '../../../test/stories';
import { networkErrorMock } from '../../../test/apollo-mocks';
import { QuoteStatsDocument } from '../api/admin-quotes';
import { sampleQuotes, statsLoadingMock, statsMock } from '../mocks/admin-quotes.mocks';
import { QuoteStatsCards } from './QuoteStatsCards';

const meta = {
  title: 'Quotes/QuoteStatsCards',
  component: QuoteStatsCards,
  parameters: { layout: 'padded', ...storyParameters({ mocks: [statsMock()] }) },
} satisfies Meta<typeof QuoteStatsCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counted over all quotes: 6 in all, 3 pending (1 of them overdue), 1 responded, 2 high value. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 overdue')).toBeInTheDocument();
    await expect(canvas.getByText('Total Quotes').closest('.ant-card')).toHaveTextContent('6');
  },
};

/** Nothing overdue: the line stays, in grey. */
export const NoneOverdue: Story = {
  parameters: storyParameters({ mocks: [statsMock(sampleQuotes.filter((q) => !q.overdue))] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('0 overdue')).toBeInTheDocument();
  },
};

/** Dashes until the counts arrive. */
export const Loading: Story = { parameters: storyParameters({ mocks: [statsLoadingMock()] }) };

/** The counts could not be fetched: the reason, with Retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: storyParameters({ mocks: [networkErrorMock(QuoteStatsDocument, {})] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading the quote counts')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  },
};

/** Two by two on a phone. */
export const Mobile: Story = { ...Filled, globals: MOBILE };
