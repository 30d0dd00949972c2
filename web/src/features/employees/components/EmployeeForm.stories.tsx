import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MOBILE, storyParameters } from '../../../test/stories';
import { EMPLOYEE_MESSAGES as M } from '../constants';
import { managerOptionsMock, sampleEmployee } from '../mocks/employees.mocks';
import { emptyEmployee, toFormValues } from '../schemas/employee.schema';
import { EmployeeForm } from './EmployeeForm';

const david = sampleEmployee(2);

const meta = {
  title: 'Employees/EmployeeForm',
  component: EmployeeForm,
  parameters: {
    layout: 'padded',
    ...storyParameters({ mocks: [managerOptionsMock(null, undefined, { maxUsageCount: 5 })] }),
  },
  args: {
    mode: 'create',
    initialValues: emptyEmployee('2026-03-05'),
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof EmployeeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add New Employee: empty, today's date as the joining date, no department, no manager. */
export const Create: Story = {};

/** Edit Employee: the saved values, their manager by name, 'Save Changes'. */
export const Edit: Story = {
  args: { mode: 'edit', initialValues: toFormValues(david), employee: { id: david.id, manager: david.manager } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Monthly Salary')).toHaveValue(david.salary);
    await expect(canvas.getByTitle(`${david.manager!.name} (${david.manager!.position})`)).toBeInTheDocument();
  },
};

/** Submitted empty: each required field says so, and nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Employee' }));
    await expect(await canvas.findByText(M.nameRequired)).toBeInTheDocument();
    await expect(canvas.getByText(M.positionRequired)).toBeInTheDocument();
    await expect(canvas.getByText(M.department)).toBeInTheDocument();
    await expect(canvas.getByText(M.emailRequired)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A salary with a thousands comma, and a bank account with a slash: both refused, with why. */
export const PayDetailsInvalid: Story = {
  args: {
    mode: 'edit',
    initialValues: { ...toFormValues(david), salary: '7,420.00', bankAccount: 'GB94/BARC' },
    employee: { id: david.id, manager: david.manager },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText(M.salary)).toBeInTheDocument();
    await expect(canvas.getByText(M.bankAccount)).toBeInTheDocument();
  },
};

/** At 375 px the fields are one column and the buttons stay in view. */
export const Mobile: Story = {
  args: { mode: 'edit', initialValues: toFormValues(david), employee: { id: david.id, manager: david.manager } },
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};
