import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { sampleProject, sampleProjects } from '../mocks/projects.mocks';
import { ProjectTable, type ProjectTableProps } from './ProjectTable';

const projects = sampleProjects.slice(0, 3);
const [shop, fleet] = [sampleProject(1), sampleProject(2)];

function renderTable(overrides: Partial<ProjectTableProps> = {}, router = {}) {
  const props: ProjectTableProps = {
    rows: projects,
    loading: false,
    total: projects.length,
    page: 1,
    pageSize: 10,
    onPageChange: jest.fn(),
    onStatusChange: jest.fn(),
    onFeaturedChange: jest.fn(),
    onDelete: jest.fn(),
    ...overrides,
  };
  return { props, ...renderWithApp(<ProjectTable {...props} />, router) };
}

const bodyRows = () => screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('cell').length > 0);

describe('ProjectTable', () => {
  it('has the columns Project Name, Client, Category, Status, Date, Featured and Actions', () => {
    renderTable();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Project Name', 'Client', 'Category', 'Status', 'Date', 'Featured', 'Actions']);
  });

  it('shows one row per project with its client, category, status, date and featured switch', () => {
    renderTable();
    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    expect(first.getByText('E-Commerce Platform Redesign')).toBeInTheDocument();
    expect(first.getByText('TechRetail Inc.')).toBeInTheDocument();
    expect(first.getByText('Web Development')).toBeInTheDocument();
    expect(first.getByText('Completed')).toBeInTheDocument();
    expect(first.getByText('Sep 15, 2025')).toBeInTheDocument();
    expect(first.getByRole('switch', { name: `Feature ${shop.title}` })).toBeChecked();
    expect(within(rows[1]!).getByText('In Progress')).toBeInTheDocument();
  });

  it("says 'No projects found' when there are no projects", () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('No projects found')).toBeInTheDocument();
  });

  it('calls onStatusChange with the project and the status chosen', async () => {
    const { user, props } = renderTable();
    await user.click(screen.getByRole('combobox', { name: `Status of ${fleet.title}` }));
    const options = await screen.findAllByTitle('On Hold');
    await user.click(options[options.length - 1]!);
    expect(props.onStatusChange).toHaveBeenCalledTimes(1);
    expect(props.onStatusChange).toHaveBeenCalledWith(fleet, 'ON_HOLD');
  });

  it('calls onFeaturedChange with the new value when the featured switch is toggled', async () => {
    const { user, props } = renderTable();
    await user.click(screen.getByRole('switch', { name: `Feature ${shop.title}` }));
    expect(props.onFeaturedChange).toHaveBeenCalledTimes(1);
    expect(props.onFeaturedChange).toHaveBeenCalledWith(shop, false);
  });

  it('asks before deleting and calls onDelete only once the deletion is confirmed', async () => {
    const { user, props } = renderTable();
    await user.click(screen.getByRole('button', { name: `Delete ${fleet.title}` }));
    expect(await screen.findByText('Are you sure you want to delete this project?')).toBeInTheDocument();
    expect(props.onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(props.onDelete).toHaveBeenCalledTimes(1);
    expect(props.onDelete).toHaveBeenCalledWith(fleet);
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const { user, props } = renderTable();
    await user.click(screen.getByRole('button', { name: `Delete ${fleet.title}` }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(props.onDelete).not.toHaveBeenCalled();
  });

  it('opens the edit page of a row', async () => {
    const { user } = renderTable({}, { route: '/admin/projects', path: '/admin/projects' });
    await user.click(screen.getByRole('button', { name: `Edit ${fleet.title}` }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`Navigated to /admin/projects/edit/${fleet.id}`);
  });

  it('pages only when there are more projects than fit on a page', async () => {
    const { user, props } = renderTable({ total: 25 });
    expect(screen.getByText('25 projects')).toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(props.onPageChange).toHaveBeenCalledWith(2, 10);
  });
});
