import { screen, waitFor } from '@testing-library/react';
import type { UpdateEmployeeInput } from '../../../gql/graphql';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import { EMPLOYEE_MESSAGES as M } from '../constants';
import {
  employeeMock,
  employeeNetworkErrorMock,
  employeeNotFoundMock,
  inviteEmployeeErrorMock,
  inviteEmployeeMock,
  managerOptionsMock,
  sampleEmployee,
  sampleWithAccess,
  updateEmployeeInvalidMock,
  updateEmployeeMock,
  type MockEmployee,
} from '../mocks/employees.mocks';
import { toEmployeeInput, toFormValues } from '../schemas/employee.schema';
import EditEmployeePage from './EditEmployeePage';

function renderPage(employee: Pick<MockEmployee, 'id'>, mocks: readonly AnyApolloMock[]) {
  return renderWithApp(<EditEmployeePage />, {
    route: `/admin/employees/edit/${employee.id}`,
    path: '/admin/employees/edit/:id',
    // The picker asks again once a save has dropped the cached lists, just before the page leaves.
    mocks: [managerOptionsMock(null, undefined, { maxUsageCount: 2 }), ...mocks],
  });
}

const panel = () => screen.getByRole('region', { name: 'Sign-in account' });

describe('EditEmployeePage', () => {
  it("saves the changes, says 'Employee updated' and returns to the list", async () => {
    const david = sampleEmployee(2);
    const input: UpdateEmployeeInput = toEmployeeInput({ ...toFormValues(david), position: 'Staff Engineer' });
    const { user } = renderPage(david, [employeeMock(david), updateEmployeeMock(david, input)]);
    const position = await screen.findByDisplayValue(david.position);
    await user.clear(position);
    await user.paste('Staff Engineer');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Employee updated')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('Navigated to /admin/employees');
  });

  it("says 'Failed to update employee' and shows the manager refused under Manager", async () => {
    const emily = sampleEmployee(1);
    const input = toEmployeeInput(toFormValues(emily));
    const { user } = renderPage(emily, [
      employeeMock(emily),
      updateEmployeeInvalidMock(emily.id, input, { managerId: M.managerCycle }),
    ]);
    await screen.findByDisplayValue(emily.name);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update employee')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Manager' })).toHaveAccessibleDescription(
        expect.stringContaining(M.managerCycle),
      ),
    );
  });

  it('invites an employee without an account and says where the link went', async () => {
    const sofia = sampleWithAccess('NONE');
    const { user } = renderPage(sofia, [employeeMock(sofia), inviteEmployeeMock(sofia)]);
    await screen.findByDisplayValue(sofia.name);
    expect(panel()).toHaveTextContent('No account');
    await user.click(screen.getByRole('button', { name: /Invite to sign in/ }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(screen.getByText(`We mailed ${sofia.email} a link to choose a password.`)).toBeInTheDocument();
    // The answer's access shows at once: the invitation now waits, and can be sent again.
    expect(await screen.findByRole('button', { name: /Resend invitation/ })).toBeInTheDocument();
    expect(panel()).toHaveTextContent('Invited');
  });

  it('resends a waiting invitation', async () => {
    const priya = sampleWithAccess('INVITED');
    const { user } = renderPage(priya, [employeeMock(priya), inviteEmployeeMock(priya)]);
    await screen.findByDisplayValue(priya.name);
    expect(panel()).toHaveTextContent(`The invitation to ${priya.email} is waiting`);
    await user.click(screen.getByRole('button', { name: /Resend invitation/ }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
  });

  it("shows the server's reason when an invitation is refused", async () => {
    const sofia = sampleWithAccess('NONE');
    const refusal = { message: M.accountEmailTaken, code: 'CONFLICT' };
    const { user } = renderPage(sofia, [employeeMock(sofia), inviteEmployeeErrorMock(sofia.id, refusal)]);
    await screen.findByDisplayValue(sofia.name);
    await user.click(screen.getByRole('button', { name: /Invite to sign in/ }));
    expect(await screen.findByText('Failed to send invitation')).toBeInTheDocument();
    expect(screen.getByText(M.accountEmailTaken)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Invite to sign in/ })).toBeEnabled();
  });

  it.each([
    ['ACTIVE', 'can sign in with'],
    ['DISABLED', 'is disabled while the employee is Terminated'],
  ] as const)('says what access %s means and offers no invitation', async (access, text) => {
    const employee = sampleWithAccess(access);
    renderPage(employee, [employeeMock(employee)]);
    await screen.findByDisplayValue(employee.name);
    expect(panel()).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: /invit/i })).not.toBeInTheDocument();
  });

  it('offers no invitation to a terminated employee without an account', async () => {
    const ended = { ...sampleWithAccess('NONE'), status: 'TERMINATED' as const };
    renderPage(ended, [employeeMock(ended)]);
    await screen.findByDisplayValue(ended.name);
    expect(panel()).toHaveTextContent(M.inviteTerminated);
    expect(screen.queryByRole('button', { name: /Invite to sign in/ })).not.toBeInTheDocument();
  });

  it("says 'Employee not found' for an unknown id, with the way back to the list", async () => {
    const { user } = renderPage({ id: 999 }, [employeeNotFoundMock(999)]);
    expect(await screen.findByText('Employee not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Employees' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('Navigated to /admin/employees');
  });

  it("says 'Employee not found' for an address that is not an id, without asking the server", async () => {
    renderWithApp(<EditEmployeePage />, { route: '/admin/employees/edit/abc', path: '/admin/employees/edit/:id' });
    expect(await screen.findByText('Employee not found')).toBeInTheDocument();
  });

  it("shows 'Error loading employee' with Retry when it cannot be fetched", async () => {
    renderPage({ id: 3 }, [employeeNetworkErrorMock(3)]);
    expect(await screen.findByText('Error loading employee')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
