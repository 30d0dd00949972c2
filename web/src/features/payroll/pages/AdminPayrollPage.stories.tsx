import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOBILE, storyParameters } from '../../../test/stories';
import {
  adminPayrollsLoadingMock,
  adminPayrollsMock,
  adminPayrollsNetworkErrorMock,
  adminPayrollsVariables,
  employeeOptionsMock,
  LAST_MONTH,
  THIS_MONTH,
} from '../mocks/payroll.mocks';
import AdminPayrollPage from './AdminPayrollPage';

const reusable = { maxUsageCount: 10 };
const route = { route: '/admin/payroll', path: '/admin/payroll' };
const david = `David Okafor, ${THIS_MONTH}`;

const meta = {
  title: 'Pages/Admin/AdminPayrollPage',
  component: AdminPayrollPage,
  parameters: {
    layout: 'padded',
    ...storyParameters({ ...route, mocks: [adminPayrollsMock(undefined, undefined, reusable)] }),
  },
} satisfies Meta<typeof AdminPayrollPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current month's records: green Paid, yellow Pending, red Cancelled; actions on Pending rows. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: `Process Payment: ${david}` })).toBeInTheDocument();
    await expect(canvas.getByText('Paid')).toHaveClass('payroll-status--paid');
    await expect(canvas.getByText('Cancelled')).toHaveClass('payroll-status--cancelled');
  },
};

/** Sofia's bonus lifts her net more than 10% over last month: 'Review', with last month's net. */
export const ReviewFlag: Story = {
  play: async ({ canvasElement }) => {
    const flag = await within(canvasElement).findByText('Review');
    await expect(flag).toHaveTextContent('previous month ($5,395.25)');
  },
};

export const Loading: Story = {
  parameters: storyParameters({ ...route, mocks: [adminPayrollsLoadingMock()] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading payroll data...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: storyParameters({ ...route, mocks: [adminPayrollsMock(undefined, [])] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No payroll records found')).toBeInTheDocument();
  },
};

/** Last month, from a shared link: the filter shows it. */
export const LastMonth: Story = {
  parameters: storyParameters({
    route: `/admin/payroll?month=${LAST_MONTH}`,
    path: '/admin/payroll',
    mocks: [adminPayrollsMock(adminPayrollsVariables({ month: LAST_MONTH }))],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$6,559.60')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Filter by month')).toHaveValue(LAST_MONTH);
  },
};

/** The request failed: the error with Retry in place of the table. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: storyParameters({ ...route, mocks: [adminPayrollsNetworkErrorMock()] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading payroll data')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  },
};

/** Process Payment on a Pending row: Bank Transfer unless another is chosen, and optional notes. */
export const PaymentDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `Process Payment: ${david}` }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Process Payment' }));
    await expect(dialog.getByText('Bank Transfer')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Process Payment' })).toBeEnabled();
  },
};

/** Editing a Pending record in a dialog over the list. */
export const EditDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `Edit ${david}` }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Edit Payroll' }));
    await expect(dialog.getByLabelText('Deductions')).toHaveValue('1210.40');
    await expect(dialog.getByText('$7,059.60')).toBeInTheDocument();
  },
};

/** The Create Payroll tab: no employee, the current month, 0 amounts. */
export const CreateTab: Story = {
  parameters: storyParameters({
    route: '/admin/payroll?tab=create',
    path: '/admin/payroll',
    mocks: [employeeOptionsMock(null, reusable)],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Create Payroll' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Month', { exact: false })).toHaveValue(THIS_MONTH);
  },
};

/** Create Payroll submitted without an employee and with the basic salary cleared. */
export const CreateValidationErrors: Story = {
  parameters: CreateTab.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByLabelText('Basic Salary', { exact: false }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Payroll' }));
    await expect(await canvas.findByText('Employee is required')).toBeInTheDocument();
    await expect(canvas.getByText('Basic salary is required')).toBeInTheDocument();
  },
};

/** At 375 px: the name, net and status in view, the row's buttons as icons; the table scrolls inside its card. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: `View Details: ${david}` }),
    ).toBeInTheDocument();
  },
};
