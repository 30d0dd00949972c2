import { screen, waitFor, within } from '@testing-library/react';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import { EMPLOYEE_MESSAGES as M } from '../constants';
import { managerOptionsMock, sampleEmployee } from '../mocks/employees.mocks';
import { emptyEmployee, toFormValues, type EmployeeFormValues } from '../schemas/employee.schema';
import { EmployeeForm, type EmployeeFormProps } from './EmployeeForm';

const TODAY = '2026-03-05';
const [emily, david] = [sampleEmployee(1), sampleEmployee(2)];

function renderForm(
  overrides: Partial<EmployeeFormProps> = {},
  mocks: readonly AnyApolloMock[] = [managerOptionsMock()],
) {
  const props: EmployeeFormProps = {
    mode: 'create',
    initialValues: emptyEmployee(TODAY),
    onSubmit: jest.fn(async () => undefined),
    onCancel: jest.fn(),
    ...overrides,
  };
  return { props, ...renderWithApp(<EmployeeForm {...props} />, { mocks }) };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });

/** Opens a select by its label and picks the option with this text. */
async function choose(user: ReturnType<typeof renderForm>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const matches = await screen.findAllByTitle(option);
  await user.click(matches[matches.length - 1]!);
}

describe('EmployeeForm', () => {
  it('names its submit button by mode: Add Employee to add, Save Changes to edit', () => {
    const { unmount } = renderForm();
    expect(screen.getByRole('button', { name: 'Add Employee' })).toBeInTheDocument();
    unmount();
    renderForm({
      mode: 'edit',
      initialValues: toFormValues(david),
      employee: { id: david.id, manager: david.manager },
    });
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('shows the edited employee in its fields, their manager by name', () => {
    renderForm({
      mode: 'edit',
      initialValues: toFormValues(david),
      employee: { id: david.id, manager: david.manager },
    });
    expect(field('Full Name')).toHaveValue(david.name);
    expect(field('Position')).toHaveValue(david.position);
    expect(screen.getByRole('combobox', { name: 'Department' }).closest('.ant-select')).toHaveTextContent(
      'Engineering',
    );
    expect(field('Email')).toHaveValue(david.email);
    expect(field('Phone')).toHaveValue(david.phone);
    expect(field('Joining Date')).toHaveValue(david.joinDate);
    expect(screen.getByRole('combobox', { name: 'Manager' }).closest('.ant-select')).toHaveTextContent(emily.name);
    expect(field('Monthly Salary')).toHaveValue('7420.00');
    expect(field('Bank Account')).toHaveValue(david.bankAccount);
    expect(field('Tax ID')).toHaveValue(david.taxId);
    expect(field('Bio / Skills')).toHaveValue(david.bio);
    expect(screen.getByRole('switch', { name: 'HR employee' })).not.toBeChecked();
  });

  it('refuses an empty form and says which fields are required', async () => {
    const { user, props } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Employee' }));
    expect(await screen.findByText(M.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(M.positionRequired)).toBeInTheDocument();
    expect(screen.getByText(M.department)).toBeInTheDocument();
    expect(screen.getByText(M.emailRequired)).toBeInTheDocument();
    expect(field('Full Name')).toHaveAccessibleDescription(M.nameRequired);
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a malformed salary and bank account with their messages', async () => {
    const initialValues = { ...toFormValues(david), salary: '7.420,00', bankAccount: 'GB94/BARC' };
    const { user, props } = renderForm({ mode: 'edit', initialValues, employee: { id: david.id } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(M.salary)).toBeInTheDocument();
    expect(field('Monthly Salary')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(M.bankAccount)).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('submits the values entered, the manager picked from the list and the HR flag', async () => {
    const { user, props } = renderForm();
    // Pasting fills each field with one change (typing key by key re-validates the form on every key).
    const fill = async (label: string, text: string) => {
      await user.click(field(label));
      await user.paste(text);
    };
    await fill('Full Name', 'Ada Lovelace');
    await fill('Position', 'Data Analyst');
    await choose(user, 'Department', 'Finance');
    await fill('Email', 'ada.lovelace@brightline.example');
    await choose(user, 'Manager', `${emily.name} (${emily.position})`);
    await user.click(screen.getByRole('switch', { name: 'HR employee' }));
    await fill('Monthly Salary', '5200.50');
    await user.click(screen.getByRole('button', { name: 'Add Employee' }));

    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
    const expected: EmployeeFormValues = {
      ...emptyEmployee(TODAY),
      name: 'Ada Lovelace',
      position: 'Data Analyst',
      department: 'FINANCE',
      email: 'ada.lovelace@brightline.example',
      managerId: emily.id,
      isHR: true,
      salary: '5200.50',
    };
    expect(props.onSubmit).toHaveBeenCalledWith(expected, expect.anything());
  });

  it('never offers the edited employee as their own manager', async () => {
    const { user } = renderForm({ mode: 'edit', initialValues: toFormValues(emily), employee: { id: emily.id } });
    await user.click(screen.getByRole('combobox', { name: 'Manager' }));
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).not.toHaveLength(0));
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(offered).toContain(`${david.name} (${david.position})`);
    expect(offered).not.toContain(`${emily.name} (${emily.position})`);
    expect(within(list).queryByText(emily.name)).not.toBeInTheDocument();
  });

  it('finds a manager on the server by any of their details, such as their address', async () => {
    const { user } = renderForm({}, [managerOptionsMock(), managerOptionsMock('okafor@')]);
    await user.click(screen.getByRole('combobox', { name: 'Manager' }));
    await user.keyboard('okafor@');
    await waitFor(() =>
      expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'))).toEqual([
        `${david.name} (${david.position})`,
      ]),
    );
  });

  it('calls onCancel when Cancel is clicked', async () => {
    const { user, props } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).toHaveBeenCalledTimes(1);
    expect(props.onSubmit).not.toHaveBeenCalled();
  });
});
