import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MOBILE, storyParameters } from '../../../test/stories';
import { quoteLoadingMock, quoteMock, quoteNotFoundMock, sampleQuote } from '../mocks/admin-quotes.mocks';
import { QuoteDetailsDialog } from './QuoteDetailsDialog';

const aiko = sampleQuote(4);
const lena = sampleQuote(1);
const marcus = sampleQuote(5);

const meta = {
  title: 'Quotes/QuoteDetailsDialog',
  component: QuoteDetailsDialog,
  parameters: storyParameters({ mocks: [quoteMock(aiko)] }),
  args: {
    quoteId: aiko.id,
    onClose: fn(),
    onUpdateStatus: fn(async () => undefined),
    onConvert: fn(),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof QuoteDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// A dialog draws at the end of the page, outside the story's canvas.
const dialog = async () => within(await screen.findByRole('dialog'));

/** An overdue pending quote in full: every field, the waiting time in words, Update Status. */
export const Overdue: Story = {
  play: async () => {
    const box = await dialog();
    await expect(await box.findByText(aiko.message)).toBeInTheDocument();
    await expect(box.getByText('Overdue: waiting 5 working days')).toBeInTheDocument();
    await expect(box.getByText('$50,000+')).toBeInTheDocument();
    await expect(box.getByRole('button', { name: 'Update Status' })).toBeDisabled();
  },
};

/** A status and a note chosen: Update Status sends them, and the notes box empties. */
export const UpdateStatus: Story = {
  parameters: storyParameters({ mocks: [quoteMock(marcus)] }),
  args: { quoteId: marcus.id },
  play: async ({ args }) => {
    const box = await dialog();
    await box.findByText(marcus.message);
    await userEvent.click(box.getByRole('combobox', { name: 'Update Status' }));
    await userEvent.click((await screen.findAllByTitle('Responded')).at(-1)!);
    const notes = box.getByRole('textbox', { name: 'Notes (optional)' });
    await userEvent.click(notes);
    await userEvent.paste('Sent the estimate.');
    await userEvent.click(box.getByRole('button', { name: 'Update Status' }));
    await expect(args.onUpdateStatus).toHaveBeenCalledWith(
      expect.objectContaining({ id: marcus.id }),
      'RESPONDED',
      'Sent the estimate.',
    );
    await expect(notes).toHaveValue('');
  },
};

/** Converted: it links to its project and offers no second conversion. */
export const Converted: Story = {
  parameters: storyParameters({ mocks: [quoteMock(lena)] }),
  args: { quoteId: lena.id },
  play: async () => {
    const box = await dialog();
    await expect(await box.findByRole('link', { name: lena.project!.title })).toHaveAttribute(
      'href',
      `/admin/projects/edit/${lena.project!.id}`,
    );
    await expect(box.queryByRole('button', { name: 'Convert to Project' })).toBeNull();
  },
};

/** Opened from a row: the row shows at once while the quote is fetched afresh. */
export const FromRow: Story = {
  parameters: storyParameters({ mocks: [quoteLoadingMock(aiko.id)] }),
  args: { row: aiko },
};

/** Opened from a link before anything is known. */
export const Loading: Story = {
  parameters: storyParameters({ mocks: [quoteLoadingMock(aiko.id)] }),
  play: async () => {
    await expect(await (await dialog()).findByText('Loading quote...')).toBeInTheDocument();
  },
};

/** A link to a quote that was deleted. */
export const NotFound: Story = {
  parameters: storyParameters({ mocks: [quoteNotFoundMock(99)] }),
  args: { quoteId: 99 },
  play: async () => {
    await expect(await (await dialog()).findByText('Quote not found')).toBeInTheDocument();
  },
};

export const Mobile: Story = { ...Overdue, globals: MOBILE };
