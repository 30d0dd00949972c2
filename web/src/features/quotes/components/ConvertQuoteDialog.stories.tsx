import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MOBILE } from '../../../test/stories';
import { sampleQuote } from '../mocks/admin-quotes.mocks';
import { ConvertQuoteDialog } from './ConvertQuoteDialog';

const jane = sampleQuote(6);

const meta = {
  title: 'Quotes/ConvertQuoteDialog',
  component: ConvertQuoteDialog,
  args: { quote: jane, today: '2026-03-16', onClose: fn(), onConvert: fn(async () => undefined) },
} satisfies Meta<typeof ConvertQuoteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a quote: the three sections, the spec's defaults. */
export const Open: Story = {
  play: async () => {
    // A dialog draws at the end of the page, outside the story's canvas.
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText('Payment Details')).toBeInTheDocument();
    await expect(dialog.getByText('Project Plan')).toBeInTheDocument();
    await expect(dialog.getByText('Development Timeline')).toBeInTheDocument();
    await expect(dialog.getByText(/becomes the project ‘Project for Jane Cooper’/)).toBeInTheDocument();
  },
};

/** Cancel closes it without converting. */
export const Cancelled: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onConvert).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = { ...Open, globals: MOBILE };
