import { screen, waitFor } from '@testing-library/react';
import type { CreatePayrollInput } from '../../../gql/graphql';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import { PAYROLL_MESSAGES as M } from '../constants';
import { createPayrollDuplicateMock, createPayrollMock, employeeOptionsMock, THIS_MONTH } from '../mocks/payroll.mocks';
import { CreatePayroll } from './CreatePayroll';

const input: CreatePayrollInput = {
  employeeId: 2,
  month: THIS_MONTH,
  basicSalary: '7420.00',
  allowances: '350',
  deductions: '1210.40',
  bonus: '0',
};

function renderForm(mocks: readonly AnyApolloMock[] = []) {
  const onCancel = jest.fn();
  // The picker asks again each time the form starts afresh, and after a save drops the cached lists.
  const options = employeeOptionsMock(null, { maxUsageCount: 4 });
  return { onCancel, ...renderWithApp(<CreatePayroll onCancel={onCancel} />, { mocks: [options, ...mocks] }) };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });

async function fill(user: ReturnType<typeof renderForm>['user']) {
  await user.click(screen.getByRole('combobox', { name: 'Employee' }));
  const david = await screen.findAllByTitle('David Okafor (Senior Software Engineer)');
  await user.click(david[david.length - 1]!);
  // Choosing him fills his salary on record.
  await waitFor(() => expect(field('Basic Salary')).toHaveValue('7420.00'));
  for (const [label, text] of [
    ['Allowances', '350'],
    ['Deductions', '1210.40'],
    ['Bonus', 'n/a'],
  ] as const) {
    await user.clear(field(label));
    await user.type(field(label), text);
  }
}

describe('CreatePayroll', () => {
  it('starts with no employee, the current month and 0 amounts', () => {
    renderForm();
    expect(screen.getByRole('combobox', { name: 'Employee' }).closest('.ant-select')).toHaveTextContent(
      'Select an employee',
    );
    expect(field('Month')).toHaveValue(THIS_MONTH);
    for (const label of ['Basic Salary', 'Allowances', 'Deductions', 'Bonus']) expect(field(label)).toHaveValue('0');
    expect(screen.getByText('$0.00')).toBeInTheDocument();
  });

  it("shows the net as amounts are typed, counts text that is no number as 0, and sends '0' for it", async () => {
    const { user } = renderForm([createPayrollMock(input)]);
    await fill(user);
    expect(screen.getByText('$6,559.60')).toBeInTheDocument();
    expect(field('Bonus')).toHaveAccessibleDescription('Not a number: counts as 0.');
    await user.click(screen.getByRole('button', { name: 'Create Payroll' }));
    expect(await screen.findByText('Payroll created')).toBeInTheDocument();
    // The form starts afresh.
    await waitFor(() => expect(field('Basic Salary')).toHaveValue('0'));
    expect(field('Bonus')).toHaveValue('0');
    expect(screen.getByRole('combobox', { name: 'Employee' }).closest('.ant-select')).toHaveTextContent(
      'Select an employee',
    );
  });

  it("names what is missing in the spec's words and sends nothing", async () => {
    const { user } = renderForm();
    await user.clear(field('Basic Salary'));
    await user.click(document.querySelector('.ant-picker-clear')!);
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Create Payroll' }));
    expect(await screen.findByText(M.employeeRequired)).toBeInTheDocument();
    expect(screen.getByText(M.monthRequired)).toBeInTheDocument();
    expect(screen.getByText(M.basicSalaryRequired)).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('refuses deductions that would make the net negative, under Deductions', async () => {
    const { user } = renderForm();
    await user.clear(field('Basic Salary'));
    await user.type(field('Basic Salary'), '100');
    await user.clear(field('Deductions'));
    await user.type(field('Deductions'), '100.01');
    await user.tab();
    expect(screen.getByText('-$0.01')).toBeInTheDocument();
    await waitFor(() => expect(field('Deductions')).toHaveAccessibleDescription(M.netNegative));
  });

  it("says a second record for the month is refused, with the API's reason, and keeps what was typed", async () => {
    const { user } = renderForm([createPayrollDuplicateMock(input)]);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Payroll' }));
    expect(await screen.findByText('Failed to create payroll')).toBeInTheDocument();
    expect(screen.getByText(M.duplicate)).toBeInTheDocument();
    expect(field('Deductions')).toHaveValue('1210.40');
  });

  it('takes Enter in the month box as confirming the month, not as sending the form', async () => {
    const { user } = renderForm();
    await user.click(field('Month'));
    await user.clear(field('Month'));
    await user.type(field('Month'), '2026-05{Enter}');
    await user.tab();
    await waitFor(() => expect(field('Month')).toHaveValue('2026-05'));
    expect(screen.queryByText(M.employeeRequired)).not.toBeInTheDocument();
  });

  it('goes back to the list on Cancel', async () => {
    const { user, onCancel } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
