import { screen, waitFor, within } from '@testing-library/react';
import {
  deleteQuoteMock,
  quoteMock,
  quoteNotFoundMock,
  quotesMock,
  quotesVariables,
  replaced,
  statsMock,
  updateStatusMock,
  withStatus,
  without,
} from '../mocks/admin-quotes.mocks';
import {
  marcus,
  aiko,
  lena,
  reusable,
  urlSearch,
  renderPage,
  rowOf,
  dialog,
  openDialog,
} from '../mocks/admin-quotes-page.mocks';

// Quote Management, the details dialog: opening by link, status updates, deletion (shared set-up in mocks/admin-quotes-page.mocks.tsx).

// Typing into antd's fields in jsdom takes seconds, more on a busy machine.
jest.setTimeout(90_000);

describe("AdminQuotesPage: a quote's details", () => {
  it('opens the details of the quote a link names (?quote=id), and closes them out of the URL', async () => {
    const { user } = renderPage([quotesMock(), statsMock(), quoteMock(aiko)], `/admin/quotes?quote=${aiko.id}`);
    expect(await openDialog(`Quote from ${aiko.name}`)).toBeInTheDocument();
    expect(within(dialog()).getByText(aiko.phone)).toBeInTheDocument();
    expect(within(dialog()).getByText(aiko.message)).toBeInTheDocument();
    expect(within(dialog()).getByText('AI/ML Solutions, Data Analysis')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(urlSearch()).toBe(''));
  });

  it("says 'Quote not found' for a link to a quote that no longer exists", async () => {
    renderPage([quotesMock(), statsMock(), quoteNotFoundMock(99)], '/admin/quotes?quote=99');
    expect(await screen.findByText('Quote not found')).toBeInTheDocument();
  });

  it('links a converted quote to its project', async () => {
    renderPage([quotesMock(), statsMock(), quoteMock(lena)], `/admin/quotes?quote=${lena.id}`);
    await openDialog(`Quote from ${lena.name}`);
    const link = await screen.findByRole('link', { name: lena.project!.title });
    expect(link).toHaveAttribute('href', `/admin/projects/edit/${lena.project!.id}`);
    expect(within(dialog()).queryByRole('button', { name: 'Convert to Project' })).not.toBeInTheDocument();
  });

  it("updates the status with a note, says 'Quote updated', and empties the notes box", async () => {
    const reviewed = withStatus(marcus, 'REVIEWED', 'Asked for their current diagrams.');
    const { user } = renderPage([
      quotesMock(),
      statsMock(),
      quoteMock(marcus),
      updateStatusMock(marcus, 'REVIEWED', 'Asked for their current diagrams.'),
      quoteMock(reviewed, reusable),
      quotesMock(quotesVariables(), replaced(reviewed), reusable),
      statsMock(replaced(reviewed), reusable),
    ]);
    await screen.findByText(marcus.email);
    await user.click(within(rowOf(marcus.email)).getByRole('button', { name: `View details: ${marcus.name}` }));
    await openDialog(`Quote from ${marcus.name}`);
    expect(urlSearch()).toBe(`?quote=${marcus.id}`);

    await user.click(within(dialog()).getByRole('combobox', { name: 'Update Status' }));
    await user.click((await screen.findAllByTitle('Reviewed')).at(-1)!);
    const notes = within(dialog()).getByRole('textbox', { name: 'Notes (optional)' });
    await user.click(notes);
    await user.paste('Asked for their current diagrams.');
    await user.click(within(dialog()).getByRole('button', { name: 'Update Status' }));

    expect(await screen.findByText('Quote updated')).toBeInTheDocument();
    expect(screen.getByText('Quote status has been updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(notes).toHaveValue(''));
    expect(await within(dialog()).findByText('Asked for their current diagrams.')).toBeInTheDocument();
  });

  it("deletes a quote once confirmed and says 'Quote deleted'", async () => {
    const { user } = renderPage([
      quotesMock(),
      statsMock(),
      deleteQuoteMock(marcus.id),
      quotesMock(quotesVariables(), without(marcus.id)),
      statsMock(without(marcus.id)),
    ]);
    await screen.findByText(marcus.email);
    await user.click(within(rowOf(marcus.email)).getByRole('button', { name: `Delete ${marcus.name}` }));
    const confirmation = (await screen.findByText('Are you sure you want to delete this quote?')).closest(
      '.ant-popover',
    );
    await user.click(within(confirmation as HTMLElement).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Quote deleted')).toBeInTheDocument();
    expect(screen.getByText('Quote has been deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(marcus.email)).not.toBeInTheDocument());
  });
});
