import { screen, waitFor, within } from '@testing-library/react';
import {
  quotesErrorMock,
  quotesMock,
  quotesNetworkErrorMock,
  quotesVariables,
  sampleQuotes,
  statsMock,
} from '../mocks/admin-quotes.mocks';
import { jane, marcus, aiko, urlSearch, renderPage, rowOf, rowEmails } from '../mocks/admin-quotes-page.mocks';

// Quote Management, the list: counts, rows, filters, empty and error states (shared set-up in mocks/admin-quotes-page.mocks.tsx).

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

  it("lists only overdue quotes from the dashboard's link (?overdue=1), and the box unticks the filter", async () => {
    const { user } = renderPage(
      [quotesMock(quotesVariables({ overdue: true })), statsMock(), quotesMock()],
      '/admin/quotes?overdue=1',
    );
    await waitFor(() => expect(rowEmails()).toEqual([aiko.email]));
    const box = screen.getByRole('checkbox', { name: 'Overdue only' });
    expect(box).toBeChecked();
    await user.click(box);
    await waitFor(() => expect(rowEmails()).toEqual(sampleQuotes.map((q) => q.email)));
    expect(urlSearch()).toBe('');
  });

  it("says 'No quotes match' rather than 'No quotes yet' when a filter from the URL matches nothing", async () => {
    renderPage(
      [quotesMock(quotesVariables({ status: 'CLOSED', budget: 'BUDGET_5K_10K' })), statsMock()],
      '/admin/quotes?status=CLOSED&budget=BUDGET_5K_10K',
    );
    expect(await screen.findByText('No quotes match the search or filters')).toBeInTheDocument();
    expect(screen.queryByText('No quotes yet')).not.toBeInTheDocument();
  });

  it('shows the error with Retry when the server cannot be reached', async () => {
    renderPage([quotesNetworkErrorMock(), statsMock()]);
    expect(await screen.findByText('Error loading quotes')).toBeInTheDocument();
    expect(screen.getByText('The server could not be reached. Please try again.')).toBeInTheDocument();
  });
});
