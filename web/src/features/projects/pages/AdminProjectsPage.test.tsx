import { screen, waitFor, within } from '@testing-library/react';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import {
  adminPageVariables,
  deleteProjectMock,
  projectsMock,
  projectsNetworkErrorMock,
  sampleProject,
  sampleProjects,
  updateProjectMock,
  updateProjectNetworkErrorMock,
} from '../mocks/projects.mocks';
import AdminProjectsPage from './AdminProjectsPage';

const fleet = sampleProject(2);
const firstPage = adminPageVariables(1);

function renderPage(mocks: readonly AnyApolloMock[]) {
  return renderWithApp(<AdminProjectsPage />, { route: '/admin/projects', path: '/admin/projects', mocks });
}

// Rows are found through their title cell: a row's accessible name takes jsdom seconds to compute.
const rowOf = (title: string) => screen.getByText(title).closest('tr')!;
// The body rows' first cells, read from the DOM: a role query computes every element's accessible
// role under antd's styles and took seconds a call on a loaded machine, longer than the wait itself.
const tableTitles = () =>
  [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map(
    (row) => row.querySelector('td')?.textContent,
  );

describe('AdminProjectsPage', () => {
  it('lists the first 10 projects with a pager for the rest', async () => {
    renderPage([projectsMock(firstPage)]);
    expect(await screen.findByText(fleet.title)).toBeInTheDocument();
    expect(tableTitles()).toHaveLength(10);
    expect(screen.getByText(`${sampleProjects.length} projects`)).toBeInTheDocument();
  });

  it('searches as the user types, from the first page', async () => {
    const { user } = renderPage([projectsMock(firstPage), projectsMock(adminPageVariables(1, 'mobile'))]);
    await screen.findByText(fleet.title);
    await user.type(screen.getByRole('textbox', { name: 'Search projects' }), 'mobile');
    // The search waits for a pause in typing, then the table narrows to the matches. The wait uses
    // the suite's timeout, not a shorter one: on a loaded CI machine the table re-render alone took 3 s.
    await waitFor(() => expect(tableTitles()).toEqual([fleet.title, sampleProject(8).title]));
    expect(screen.queryByText(`${sampleProjects.length} projects`)).not.toBeInTheDocument();
  });

  it("saves a status chosen in the table and says 'Project updated'", async () => {
    const saved = { ...fleet, status: 'ON_HOLD' as const };
    const { user } = renderPage([
      projectsMock(firstPage),
      updateProjectMock(fleet, { status: 'ON_HOLD' }),
      projectsMock(
        firstPage,
        sampleProjects.map((p) => (p.id === fleet.id ? saved : p)),
      ),
    ]);
    await screen.findByText(fleet.title);
    await user.click(within(rowOf(fleet.title)).getByRole('combobox'));
    const options = await screen.findAllByTitle('On Hold');
    await user.click(options[options.length - 1]!);

    expect(await screen.findByText('Project updated')).toBeInTheDocument();
    expect(within(rowOf(fleet.title)).getByText('On Hold')).toBeInTheDocument();
  });

  it('deletes a project once confirmed and lists the rest', async () => {
    const { user } = renderPage([
      projectsMock(firstPage),
      deleteProjectMock(fleet.id),
      projectsMock(
        firstPage,
        sampleProjects.filter((p) => p.id !== fleet.id),
      ),
    ]);
    await screen.findByText(fleet.title);
    await user.click(within(rowOf(fleet.title)).getByRole('button', { name: `Delete ${fleet.title}` }));
    const confirmation = (await screen.findByText('Are you sure you want to delete this project?')).closest(
      '.ant-popover',
    );
    await user.click(within(confirmation as HTMLElement).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Project deleted')).toBeInTheDocument();
    expect(await screen.findByText(`${sampleProjects.length - 1} projects`)).toBeInTheDocument();
    expect(screen.queryByText(fleet.title)).not.toBeInTheDocument();
  });

  it('says so and keeps the saved value when a change cannot be saved', async () => {
    const { user } = renderPage([
      projectsMock(firstPage),
      updateProjectNetworkErrorMock(fleet.id, { featured: false }),
    ]);
    await screen.findByText(fleet.title);
    await user.click(within(rowOf(fleet.title)).getByRole('switch', { name: `Feature ${fleet.title}` }));

    expect(await screen.findByText('Failed to update feature status')).toBeInTheDocument();
    expect(screen.getByText('The server could not be reached. Please try again.')).toBeInTheDocument();
    expect(within(rowOf(fleet.title)).getByRole('switch')).toBeChecked();
  });

  it("shows 'Error loading projects' in place of the table when the list cannot be fetched", async () => {
    renderPage([projectsNetworkErrorMock(firstPage)]);
    expect(await screen.findByText('Error loading projects')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
