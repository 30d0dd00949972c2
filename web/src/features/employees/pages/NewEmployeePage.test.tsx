import { screen, waitFor } from '@testing-library/react';
import type { CreateEmployeeInput } from '../../../gql/graphql';
import { todayIso } from '../../../lib/format';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import { EMPLOYEE_MESSAGES as M } from '../constants';
import {
  createEmployeeEmailTakenMock,
  createEmployeeInvalidMock,
  createEmployeeMock,
  managerOptionsMock,
} from '../mocks/employees.mocks';
import NewEmployeePage from './NewEmployeePage';

const input: CreateEmployeeInput = {
  name: 'Ada Lovelace',
  position: 'Data Analyst',
  department: 'FINANCE',
  email: 'ada.lovelace@brightline.example',
  phone: null,
  joinDate: todayIso(),
  bio: null,
  managerId: null,
  isHR: false,
  salary: '5200.50',
  bankAccount: null,
  taxId: null,
};

async function fillAndSubmit(mocks: readonly AnyApolloMock[]) {
  const rendered = renderWithApp(<NewEmployeePage />, {
    route: '/admin/employees/new',
    path: '/admin/employees/new',
    // The picker asks again once a save has dropped the cached lists, just before the page leaves.
    mocks: [managerOptionsMock(null, undefined, { maxUsageCount: 2 }), ...mocks],
  });
  const { user } = rendered;
  const fill = async (label: string, text: string) => {
    await user.click(screen.getByLabelText(label, { exact: false }));
    await user.paste(text);
  };
  await fill('Full Name', input.name);
  await fill('Position', input.position);
  await user.click(screen.getByRole('combobox', { name: 'Department' }));
  const options = await screen.findAllByTitle('Finance');
  await user.click(options[options.length - 1]!);
  await fill('Email', input.email);
  await fill('Monthly Salary', input.salary!);
  await user.click(screen.getByRole('button', { name: 'Add Employee' }));
  return rendered;
}

describe('NewEmployeePage', () => {
  it("adds the employee, says 'Employee added' and returns to the list", async () => {
    await fillAndSubmit([createEmployeeMock(input)]);
    expect(await screen.findByText('Employee added')).toBeInTheDocument();
    expect(screen.getByText('The new employee has been successfully added.')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('Navigated to /admin/employees');
  });

  it("shows the API's refusal under the field, keeps what was typed and stays on the form", async () => {
    await fillAndSubmit([createEmployeeInvalidMock(input, { salary: M.salary })]);
    expect(await screen.findByText('Failed to create employee')).toBeInTheDocument();
    const salary = screen.getByLabelText('Monthly Salary', { exact: false });
    await waitFor(() =>
      expect(salary).toHaveAccessibleDescription(`${M.salary} Per month, in dollars, such as 5200.00.`),
    );
    expect(salary).toHaveValue(input.salary);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('says an address already in use under Email', async () => {
    await fillAndSubmit([createEmployeeEmailTakenMock(input)]);
    expect(await screen.findByText('Failed to create employee')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Email', { exact: false })).toHaveAccessibleDescription(M.emailTaken),
    );
  });
});
