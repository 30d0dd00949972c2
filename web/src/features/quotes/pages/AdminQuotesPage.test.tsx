import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { invalidInput } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import { todayIso } from '../../../lib/format';
import {
  ALREADY_CONVERTED,
  converted,
  convertErrorMock,
  convertMock,
  deleteQuoteMock,
  quoteMock,
  quoteNotFoundMock,
  quotesErrorMock,
  quotesMock,
  quotesNetworkErrorMock,
  quotesVariables,
  replaced,
  sampleQuote,
  sampleQuotes,
  statsMock,
  updateStatusMock,
  withStatus,
  without,
} from '../mocks/admin-quotes.mocks';
import { emptyConversion, toConvertInput, type ConvertQuoteValues } from '../schemas/convert-quote.schema';
import AdminQuotesPage from './AdminQuotesPage';

const jane = sampleQuote(6);
const marcus = sampleQuote(5);
const aiko = sampleQuote(4);
const lena = sampleQuote(1);

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}
const urlSearch = () => screen.getByTestId('search').textContent;

function renderPage(mocks: readonly AnyApolloMock[], route = '/admin/quotes') {
  return renderWithApp(
    <>
      <AdminQuotesPage />
      <Search />
    </>,
    { route, path: '/admin/quotes', mocks },
  );
}

const reusable = { maxUsageCount: 5 };
// Rows are found through a cell's text: a row's accessible name takes jsdom seconds to compute.
const rowOf = (text: string) =>
  within(document.querySelector<HTMLElement>('.ant-table-tbody')!).getByText(text).closest('tr')!;
const rowEmails = () =>
  [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map(
    (row) => row.querySelector('.quote-table__customer a')?.textContent,
  );
// The open dialog, found by its title: a role query by name computes the whole page's accessible names.
let shownTitle = '';
const dialog = () =>
  screen.getByText(shownTitle, { selector: '.ant-modal-title' }).closest('[role="dialog"]') as HTMLElement;
async function openDialog(title: string) {
  shownTitle = title;
  await screen.findByText(title, { selector: '.ant-modal-title' });
  return dialog();
}

// Typing into antd's fields in jsdom takes seconds, more on a busy machine.
jest.setTimeout(90_000);

describe('AdminQuotesPage', () => {
  it('shows the counts and lists the quotes newest first, each with its customer, company, budget, services and status', async () => {
    renderPage([quotesMock(), statsMock()]);
    await screen.findByText(jane.email);
    expect(rowEmails()).toEqual(sampleQuotes.map((q) => q.email));

    const stats = screen.getByRole('region', { name: 'Quote counts' });
    await within(stats).findByText('1 overdue');
    expect(within(stats).getByText('Total Quotes').closest('.ant-card')).toHaveTextContent('Total Quotes6');
    expect(within(stats).getByText('Pending').closest('.ant-card')).toHaveTextContent('Pending3');
    expect(within(stats).getByText('Responded').closest('.ant-card')).toHaveTextContent('Responded1');
    expect(within(stats).getByText('High Value').closest('.ant-card')).toHaveTextContent('High Value2');

    const row = rowOf(marcus.email);
    expect(within(row).getByText('N/A')).toBeInTheDocument();
    expect(within(row).getByText('$5,000 - $10,000')).toBeInTheDocument();
    expect(within(row).getByText('Consulting')).toBeInTheDocument();
    expect(within(row).getByText('Waiting 1 working day')).toBeInTheDocument();
    expect(within(rowOf(aiko.email)).getByText('Overdue: waiting 5 working days')).toBeInTheDocument();
    expect(within(rowOf(aiko.email)).getByText('AI/ML Solutions')).toBeInTheDocument();
  });

  it('offers Convert to Project only for a quote not yet converted', async () => {
    renderPage([quotesMock(), statsMock()]);
    await screen.findByText(jane.email);
    expect(within(rowOf(jane.email)).getByRole('button', { name: `Convert to Project: ${jane.name}` })).toBeEnabled();
    expect(within(rowOf(lena.email)).queryByRole('button', { name: /Convert to Project/ })).not.toBeInTheDocument();
  });

  it("says 'No quotes yet' and what will appear there when there are none", async () => {
    renderPage([quotesMock(quotesVariables(), []), statsMock([])]);
    expect(await screen.findByText('No quotes yet')).toBeInTheDocument();
    expect(screen.getByText('Quote requests will appear here when customers submit them.')).toBeInTheDocument();
  });

  it("shows the API's message with Retry when the list cannot be fetched, and the list once Retry works", async () => {
    const { user } = renderPage([
      quotesErrorMock({ message: 'The database is not answering', code: 'INTERNAL_SERVER_ERROR' }),
      quotesMock(),
      statsMock(),
    ]);
    expect(await screen.findByText('The database is not answering')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText(jane.email)).toBeInTheDocument();
  });

  it('puts the status and budget filters into the URL by their API names and lists only those quotes', async () => {
    const { user } = renderPage([
      quotesMock(),
      statsMock(),
      quotesMock(quotesVariables({ status: 'PENDING' })),
      quotesMock(quotesVariables({ status: 'PENDING', budget: 'BUDGET_50K_PLUS' })),
    ]);
    await screen.findByText(jane.email);
    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click((await screen.findAllByTitle('Pending')).at(-1)!);
    await waitFor(() => expect(rowEmails()).toEqual([jane.email, marcus.email, aiko.email]));
    await user.click(screen.getByRole('combobox', { name: 'Filter by budget' }));
    await user.click((await screen.findAllByTitle('$50,000+')).at(-1)!);
    await waitFor(() => expect(rowEmails()).toEqual([aiko.email]));
    expect(urlSearch()).toBe('?status=PENDING&budget=BUDGET_50K_PLUS');
  });

  it("says 'No quotes match' rather than 'No quotes yet' when a filter from the URL matches nothing", async () => {
    renderPage(
      [quotesMock(quotesVariables({ status: 'CLOSED', budget: 'BUDGET_5K_10K' })), statsMock()],
      '/admin/quotes?status=CLOSED&budget=BUDGET_5K_10K',
    );
    expect(await screen.findByText('No quotes match the search or filters')).toBeInTheDocument();
    expect(screen.queryByText('No quotes yet')).not.toBeInTheDocument();
  });

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

  describe('Convert to Project', () => {
    const filled = (): ConvertQuoteValues => {
      const values = emptyConversion(todayIso());
      return {
        ...values,
        paymentDetails: { ...values.paymentDetails, amount: '18500' },
        planInfo: { duration: '4 months', milestones: ['Design approved'], deliverables: [''] },
        developmentCycle: { ...values.developmentCycle, estimatedEndDate: '2099-06-30' },
      };
    };

    async function openConversion(mocks: readonly AnyApolloMock[]) {
      const rendered = renderPage([quotesMock(), statsMock(), ...mocks]);
      await screen.findByText(jane.email);
      await rendered.user.click(
        within(rowOf(jane.email)).getByRole('button', { name: `Convert to Project: ${jane.name}` }),
      );
      await openDialog('Convert Quote to Project');
      return rendered;
    }

    async function fill({ user }: Awaited<ReturnType<typeof openConversion>>) {
      const amount = within(dialog()).getByLabelText('Project Amount', { exact: false });
      await user.clear(amount);
      await user.paste('18500');
      await user.click(within(dialog()).getByLabelText('Project Duration', { exact: false }));
      await user.paste('4 months');
      await user.click(within(dialog()).getByRole('textbox', { name: 'Milestone 1' }));
      await user.paste('Design approved');
      await user.click(within(dialog()).getByLabelText('Estimated End Date', { exact: false }));
      await user.paste('2099-06-30');
      // Leaving the box keeps the typed date (Enter would also submit the form).
      await user.click(within(dialog()).getByText('Development Timeline'));
    }

    it('starts from the defaults and refuses to convert without a duration and an end date', async () => {
      const { user } = await openConversion([]);
      expect(within(dialog()).getByLabelText('Project Amount', { exact: false })).toHaveValue('0');
      expect(within(dialog()).getByLabelText('Start Date', { exact: false })).toHaveValue(todayIso());
      expect(within(dialog()).getByRole('button', { name: 'Remove Milestone 1' })).toBeDisabled();
      await user.click(within(dialog()).getByRole('button', { name: 'Add milestone' }));
      expect(within(dialog()).getByRole('button', { name: 'Remove Milestone 1' })).toBeEnabled();

      await user.click(within(dialog()).getByRole('button', { name: 'Convert to Project' }));
      expect(await within(dialog()).findByText('Project duration is required')).toBeInTheDocument();
      expect(within(dialog()).getByText('Estimated end date is required')).toBeInTheDocument();
    });

    it("converts, says 'Quote converted to project', closes, and lists the quote as converted", async () => {
      const values = filled();
      const rendered = await openConversion([
        convertMock(jane, values),
        quotesMock(quotesVariables(), replaced(converted(jane)), reusable),
        statsMock(replaced(converted(jane)), reusable),
      ]);
      await fill(rendered);
      await rendered.user.click(within(dialog()).getByRole('button', { name: 'Convert to Project' }));

      expect(await screen.findByText('Quote converted to project')).toBeInTheDocument();
      expect(screen.getByText('Quote has been successfully converted to a project.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Convert Quote to Project')).not.toBeInTheDocument());
      await waitFor(() =>
        expect(within(rowOf(jane.email)).queryByRole('button', { name: /Convert to Project/ })).not.toBeInTheDocument(),
      );
    });

    it("toasts 'Error' with the API's message, keeps the form, and shows a field's message under it", async () => {
      const input = toConvertInput(filled());
      const rendered = await openConversion([
        convertErrorMock(jane, input, invalidInput({ 'planInfo.milestones.0': 'Each milestone is too vague' })),
        convertErrorMock(jane, input, ALREADY_CONVERTED),
      ]);
      await fill(rendered);
      await rendered.user.click(within(dialog()).getByRole('button', { name: 'Convert to Project' }));
      expect(await within(dialog()).findByText('Each milestone is too vague')).toBeInTheDocument();
      expect(screen.getByText('Error')).toBeInTheDocument();

      await rendered.user.click(within(dialog()).getByRole('button', { name: 'Convert to Project' }));
      expect(await screen.findByText(ALREADY_CONVERTED.message)).toBeInTheDocument();
      expect(within(dialog()).getByLabelText('Project Duration', { exact: false })).toHaveValue('4 months');
    });
  });

  it('shows the error with Retry when the server cannot be reached', async () => {
    renderPage([quotesNetworkErrorMock(), statsMock()]);
    expect(await screen.findByText('Error loading quotes')).toBeInTheDocument();
    expect(screen.getByText('The server could not be reached. Please try again.')).toBeInTheDocument();
  });
});
