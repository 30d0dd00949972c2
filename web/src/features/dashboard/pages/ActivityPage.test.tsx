import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import {
  auditMock,
  auditNetworkErrorMock,
  auditVariables,
  filterOptionsMock,
  sampleEntries,
} from '../../../components/audit/audit.mocks';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { mockDownloads } from '../../../test/downloads';
import { renderWithApp } from '../../../test/render';
import ActivityPage from './ActivityPage';

jest.setTimeout(90_000);

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderPage(mocks: readonly AnyApolloMock[], route = '/admin/activity') {
  return renderWithApp(
    <>
      <ActivityPage />
      <Search />
    </>,
    { route, path: '/admin/activity', mocks },
  );
}

const body = () => document.querySelector<HTMLElement>('.ant-table-tbody')!;
const rowOf = (text: string) => within(body()).getByText(text).closest('tr')!;
const sentences = () =>
  [...body().querySelectorAll('tr.ant-table-row .audit-entry__sentence')].map((e) => e.textContent);

describe('ActivityPage', () => {
  const { fetchMock } = mockDownloads();

  it('lists the trail newest first: the activity with a link to the record, the user and when', async () => {
    renderPage([auditMock(), filterOptionsMock()]);
    await screen.findByText("Sam Taylor updated Project 'Acme site'");
    expect(sentences()).toHaveLength(sampleEntries.length);
    const row = rowOf("Sam Taylor updated Project 'Acme site'");
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/admin/projects/edit/12');
    expect(within(row).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(row).getByText('2 fields')).toBeInTheDocument();
  });

  it('opens an entry to its field diff; masked fields show only what the server let through', async () => {
    const { user } = renderPage([auditMock(), filterOptionsMock()]);
    await screen.findByText("Alex Morgan updated Employee 'Emily Chen'");
    await user.click(
      within(rowOf("Alex Morgan updated Employee 'Emily Chen'")).getByRole('button', { name: /expand/i }),
    );
    const diff = await screen.findByRole('table', { name: "Changes: Alex Morgan updated Employee 'Emily Chen'" });
    const salary = within(diff)
      .getByRole('rowheader', { name: /Salary/ })
      .closest('tr')!;
    expect(within(salary).getAllByText('hidden')).toHaveLength(2);
    expect(within(diff).getByText('****9876')).toBeInTheDocument();

    await user.click(within(rowOf("Sam Taylor updated Project 'Acme site'")).getByRole('button', { name: /expand/i }));
    const project = await screen.findByRole('table', { name: "Changes: Sam Taylor updated Project 'Acme site'" });
    const status = within(project).getByRole('rowheader', { name: 'Status' }).closest('tr')!;
    expect(within(status).getByText('PLANNING')).toBeInTheDocument();
    expect(within(status).getByText('IN_PROGRESS')).toBeInTheDocument();
  });

  it('filters by record type through the URL and lists only those entries', async () => {
    const { user } = renderPage([auditMock(), filterOptionsMock(), auditMock(auditVariables({ entity: 'Project' }))]);
    await screen.findByText("Sam Taylor updated Project 'Acme site'");
    await user.click(screen.getByRole('combobox', { name: 'Filter by record type' }));
    await user.click((await screen.findAllByTitle('Project')).at(-1)!);
    await waitFor(() => expect(sentences()).toHaveLength(2));
    expect(screen.getByTestId('search')).toHaveTextContent('?entity=Project');
  });

  it('reads user, action and days from a shared link, and exports the same filters as CSV', async () => {
    const { user } = renderPage(
      [
        auditMock(auditVariables({ actorId: 2, action: 'create', from: '2000-01-01', to: '2999-12-31' })),
        filterOptionsMock(),
      ],
      '/admin/activity?user=2&action=create&from=2000-01-01&to=2999-12-31',
    );
    await screen.findByText("Sam Taylor created Service 'Cloud Migration'");
    expect(sentences()).toEqual(["Sam Taylor created Service 'Cloud Migration'"]);
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const url = new URL(fetchMock.mock.calls[0]![0], 'http://localhost');
    expect(url.pathname).toBe('/api/export/audit.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      actorId: '2',
      action: 'create',
      from: '2000-01-01',
      to: '2999-12-31',
    });
  });

  it("says 'No activity matches the filters' when a filter matches nothing", async () => {
    renderPage([auditMock(auditVariables({ entity: 'ApiKey' })), filterOptionsMock()], '/admin/activity?entity=ApiKey');
    expect(await screen.findByText('No activity matches the filters')).toBeInTheDocument();
  });

  it('shows the error with Retry when the trail cannot be fetched', async () => {
    const { user } = renderPage([auditNetworkErrorMock(), filterOptionsMock(), auditMock()]);
    expect(await screen.findByText('Error loading activity')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText("Sam Taylor updated Project 'Acme site'")).toBeInTheDocument();
  });
});
