import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { asRow, pageEmployees, adminEmployeesVariables, sampleEmployee } from '../mocks/employees.mocks';
import { EmployeeTable, type EmployeeTableProps } from './EmployeeTable';
import { rowOf } from '../../../test/table-rows';

const rows = pageEmployees(adminEmployeesVariables());
const [emily, jonas] = [asRow(sampleEmployee(1)), asRow(sampleEmployee(6))];

function renderTable(overrides: Partial<EmployeeTableProps> = {}, router = {}) {
  const props: EmployeeTableProps = {
    rows,
    loading: false,
    total: rows.length,
    page: 1,
    pageSize: 10,
    onPageChange: jest.fn(),
    onStatusChange: jest.fn(),
    onDelete: jest.fn(),
    ...overrides,
  };
  return { props, ...renderWithApp(<EmployeeTable {...props} />, router) };
}

describe('EmployeeTable', () => {
  it('has the columns Name, Position, Department, Email, Join Date, Status and Actions', () => {
    renderTable();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Position', 'Department', 'Email', 'Join Date', 'Status', 'Actions']);
  });

  it('shows each employee with position, department, email, join date and status', () => {
    renderTable();
    const row = within(rowOf(jonas.name));
    expect(row.getByText('Product Designer')).toBeInTheDocument();
    expect(row.getByText('Design')).toBeInTheDocument();
    expect(row.getByText(jonas.email)).toBeInTheDocument();
    expect(row.getByText('Apr 4, 2022')).toBeInTheDocument();
    expect(row.getByText('On Leave')).toBeInTheDocument();
  });

  it("says 'No employees found' when there are none", () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('No employees found')).toBeInTheDocument();
  });

  it('calls onStatusChange with the employee and the status chosen', async () => {
    const { user, props } = renderTable();
    await user.click(screen.getByRole('combobox', { name: `Status of ${emily.name}` }));
    const options = await screen.findAllByTitle('Terminated');
    await user.click(options[options.length - 1]!);
    expect(props.onStatusChange).toHaveBeenCalledTimes(1);
    expect(props.onStatusChange).toHaveBeenCalledWith(emily, 'TERMINATED');
  });

  it('asks before deleting and calls onDelete only once the deletion is confirmed', async () => {
    const { user, props } = renderTable();
    await user.click(screen.getByRole('button', { name: `Delete ${jonas.name}` }));
    expect(await screen.findByText('Are you sure you want to delete this employee?')).toBeInTheDocument();
    expect(props.onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(props.onDelete).toHaveBeenCalledWith(jonas);
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const { user, props } = renderTable();
    await user.click(screen.getByRole('button', { name: `Delete ${jonas.name}` }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(props.onDelete).not.toHaveBeenCalled();
  });

  it('opens the edit page of a row', async () => {
    const { user } = renderTable({}, { route: '/admin/employees', path: '/admin/employees' });
    await user.click(screen.getByRole('button', { name: `Edit ${jonas.name}` }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`Navigated to /admin/employees/edit/${jonas.id}`);
  });

  it('disables the status and delete of a row while its change saves', () => {
    renderTable({ busyIds: new Set([emily.id]) });
    expect(screen.getByRole('combobox', { name: `Status of ${emily.name}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Delete ${emily.name}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Delete ${jonas.name}` })).toBeEnabled();
  });
});
