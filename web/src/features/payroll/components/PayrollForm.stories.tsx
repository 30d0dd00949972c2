import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MOBILE, storyParameters } from '../../../test/stories';
import { PAYROLL_MESSAGES as M } from '../constants';
import { employeeOptionsMock, samplePayroll } from '../mocks/payroll.mocks';
import { emptyPayroll, toFormValues } from '../schemas/payroll.schema';
import { PayrollForm } from './PayrollForm';

const pending = samplePayroll(3);

const meta = {
  title: 'Payroll/PayrollForm',
  component: PayrollForm,
  parameters: { layout: 'padded', ...storyParameters({ mocks: [employeeOptionsMock(null, { maxUsageCount: 5 })] }) },
  args: {
    mode: 'create',
    initialValues: emptyPayroll('2026-11'),
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof PayrollForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Create Payroll: no employee, the month, 0 amounts and a net of $0.00. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$0.00')).toBeInTheDocument();
  },
};

/** A Pending record's edit: its amounts and the net they make; the employee stays. */
export const Edit: Story = {
  args: { mode: 'edit', initialValues: toFormValues(pending), employeeName: 'David Okafor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$7,059.60')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  },
};

/** Submitted with nothing chosen and the basic salary cleared: each says so, and nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Basic Salary', { exact: false }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Payroll' }));
    await expect(await canvas.findByText(M.employeeRequired)).toBeInTheDocument();
    await expect(canvas.getByText(M.basicSalaryRequired)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Text that is no number counts as 0 (and says so); a negative amount is refused. */
export const ExtrasChecked: Story = {
  args: {
    mode: 'edit',
    initialValues: { ...toFormValues(pending), bonus: 'n/a', allowances: '-50' },
    employeeName: 'David Okafor',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not a number: counts as 0.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText(M.amount)).toBeInTheDocument();
  },
};

/** Deductions past the rest of the pay: a negative net, refused under Deductions. */
export const NetNegative: Story = {
  args: {
    mode: 'edit',
    initialValues: { ...toFormValues(pending), deductions: '9000.00' },
    employeeName: 'David Okafor',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-$730.00')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText(M.netNegative)).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Create Payroll' })).toBeVisible();
  },
};
