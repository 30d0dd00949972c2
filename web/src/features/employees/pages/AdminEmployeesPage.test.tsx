import { screen, waitFor, within } from '@testing-library/react';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import { EMPLOYEE_MESSAGES as M } from '../constants';
import {
  adminEmployeesMock,
  adminEmployeesNetworkErrorMock,
  adminEmployeesVariables,
  deleteEmployeeMock,
  deleteEmployeeWithHistoryMock,
  EMPLOYEE_NOT_FOUND,
  sampleEmployee,
  sampleEmployees,
  setEmployeeStatusErrorMock,
  setEmployeeStatusMock,
} from '../mocks/employees.mocks';
import AdminEmployeesPage from './AdminEmployeesPage';
import { rowOf, tableNames } from '../../../test/table-rows';
import { mockDownloads } from '../../../test/downloads';

const [sofia, hannah] = [sampleEmployee(3), sampleEmployee(5)];

function renderPage(mocks: readonly AnyApolloMock[], route = '/admin/employees') {
  return renderWithApp(<AdminEmployeesPage />, { route, path: '/admin/employees', mocks });
}

const withStatus = (id: number, status: (typeof sampleEmployees)[number]['status']) =>
  sampleEmployees.map((e) => (e.id === id ? { ...e, status } : e));

async function chooseStatus(user: ReturnType<typeof renderPage>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]!);
}

describe('AdminEmployeesPage', () => {
  it('lists the employees by name with the search box, Export CSV and Add Employee', async () => {
    renderPage([adminEmployeesMock()]);
    expect(await screen.findByText(sofia.name, { selector: 'strong' })).toBeInTheDocument();
    expect(tableNames()).toEqual([...sampleEmployees].map((e) => e.name).sort());
    expect(screen.getByRole('textbox', { name: 'Search employees' })).toHaveAttribute(
      'placeholder',
      'Search employees...',
    );
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Employee/ })).toBeInTheDocument();
  });

  it('searches as the user types, over name, position, department and email', async () => {
    const { user } = renderPage([
      adminEmployeesMock(),
      adminEmployeesMock(adminEmployeesVariables({ search: 'product' })),
    ]);
    await screen.findByText(sofia.name, { selector: 'strong' });
    await user.type(screen.getByRole('textbox', { name: 'Search employees' }), 'product');
    await waitFor(() => expect(tableNames()).toEqual(['Hannah Weber', 'Jonas Becker']));
  });

  it('shows only the employees of the status chosen in the filter', async () => {
    const { user } = renderPage([
      adminEmployeesMock(),
      adminEmployeesMock(adminEmployeesVariables({ status: 'ON_LEAVE' })),
    ]);
    await screen.findByText(sofia.name, { selector: 'strong' });
    await chooseStatus(user, 'Filter by status', 'On Leave');
    await waitFor(() => expect(tableNames()).toEqual(['Jonas Becker']));
  });

  it("changes a status inline and says 'Status updated' with the new status", async () => {
    const { user } = renderPage([
      adminEmployeesMock(),
      setEmployeeStatusMock(sofia, 'ON_LEAVE'),
      adminEmployeesMock(undefined, withStatus(sofia.id, 'ON_LEAVE')),
    ]);
    await screen.findByText(sofia.name, { selector: 'strong' });
    await chooseStatus(user, `Status of ${sofia.name}`, 'On Leave');
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(screen.getByText('Employee status changed to On Leave.')).toBeInTheDocument();
    expect(within(rowOf(sofia.name)).getByText('On Leave')).toBeInTheDocument();
  });

  it("says 'Failed to update status' with the server's reason and keeps the saved status", async () => {
    const { user } = renderPage([
      adminEmployeesMock(),
      setEmployeeStatusErrorMock(sofia.id, 'TERMINATED', EMPLOYEE_NOT_FOUND),
    ]);
    await screen.findByText(sofia.name, { selector: 'strong' });
    await chooseStatus(user, `Status of ${sofia.name}`, 'Terminated');
    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
    expect(screen.getByText('Employee not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: `Status of ${sofia.name}` })).toBeEnabled());
    expect(within(rowOf(sofia.name)).getByText('Active')).toBeInTheDocument();
  });

  it("deletes an employee only once confirmed and says 'Employee deleted'", async () => {
    const { user } = renderPage([
      adminEmployeesMock(),
      deleteEmployeeMock(hannah.id),
      adminEmployeesMock(
        undefined,
        sampleEmployees.filter((e) => e.id !== hannah.id),
      ),
    ]);
    await screen.findByText(hannah.name, { selector: 'strong' });
    await user.click(within(rowOf(hannah.name)).getByRole('button', { name: `Delete ${hannah.name}` }));
    const confirmation = (await screen.findByText(M.deleteConfirm)).closest('.ant-popover');
    await user.click(within(confirmation as HTMLElement).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Employee deleted')).toBeInTheDocument();
    expect(screen.getByText('The employee has been successfully removed.')).toBeInTheDocument();
    await waitFor(() => expect(tableNames()).not.toContain(hannah.name));
  });

  it('says why an employee with history cannot be deleted, and keeps them in the list', async () => {
    const { user } = renderPage([adminEmployeesMock(), deleteEmployeeWithHistoryMock(hannah.id)]);
    await screen.findByText(hannah.name, { selector: 'strong' });
    await user.click(within(rowOf(hannah.name)).getByRole('button', { name: `Delete ${hannah.name}` }));
    const confirmation = (await screen.findByText(M.deleteConfirm)).closest('.ant-popover');
    await user.click(within(confirmation as HTMLElement).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete employee')).toBeInTheDocument();
    expect(screen.getByText(M.hasHistory)).toBeInTheDocument();
    expect(tableNames()).toContain(hannah.name);
  });

  describe('Export CSV', () => {
    const { fetchMock } = mockDownloads();

    it('downloads the list as searched, filtered and sorted', async () => {
      const variables = adminEmployeesVariables({ search: 'product', status: 'ON_LEAVE' });
      const { user } = renderPage([adminEmployeesMock(variables)], '/admin/employees?search=product&status=ON_LEAVE');
      await screen.findByText('Jonas Becker', { selector: 'strong' });
      await user.click(screen.getByRole('button', { name: /Export CSV/ }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(fetchMock.mock.calls[0]![0]).toBe(
        '/api/export/employees.csv?search=product&status=ON_LEAVE&sort=NAME&direction=ASC',
      );
    });

    it('ignores a status the list does not know, in the list and in the export', async () => {
      const { user } = renderPage([adminEmployeesMock()], '/admin/employees?status=FIRED');
      await screen.findByText(sofia.name, { selector: 'strong' });
      expect(screen.getByRole('combobox', { name: 'Filter by status' }).closest('.ant-select')).toHaveTextContent(
        'All statuses',
      );
      await user.click(screen.getByRole('button', { name: /Export CSV/ }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(fetchMock.mock.calls[0]![0]).toBe('/api/export/employees.csv?sort=NAME&direction=ASC');
    });
  });

  it("shows 'Error loading employees' with Retry when the list cannot be fetched", async () => {
    renderPage([adminEmployeesNetworkErrorMock()]);
    expect(await screen.findByText('Error loading employees')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
