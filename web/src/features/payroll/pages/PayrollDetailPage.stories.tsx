import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOBILE, storyParameters } from '../../../test/stories';
import {
  orphanPayroll,
  payrollLoadingMock,
  payrollMock,
  payrollNetworkErrorMock,
  payrollNotFoundMock,
  samplePayroll,
} from '../mocks/payroll.mocks';
import PayrollDetailPage from './PayrollDetailPage';

const [pending, paid] = [samplePayroll(3), samplePayroll(5)];
const at = (id: number) => ({ route: `/admin/payrolls/${id}`, path: '/admin/payrolls/:id' });

const meta = {
  title: 'Pages/Admin/PayrollDetailPage',
  component: PayrollDetailPage,
  parameters: { layout: 'padded', ...storyParameters({ ...at(pending.id), mocks: [payrollMock(pending)] }) },
} satisfies Meta<typeof PayrollDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Pending record: Generate Payslip and Process Payment, no payment yet. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('-$1,210.40')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Process Payment/ })).toBeInTheDocument();
  },
};

/** A Paid record: its payment date and method, and its notes. */
export const Paid: Story = {
  parameters: storyParameters({ ...at(paid.id), mocks: [payrollMock(paid)] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Check')).toBeInTheDocument();
    await expect(canvas.getByText(paid.notes!)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Process Payment/ })).not.toBeInTheDocument();
  },
};

/** The employee record cannot be read: 'Unknown' in its place. */
export const UnknownEmployee: Story = {
  parameters: storyParameters({ ...at(orphanPayroll.id), mocks: [payrollMock(orphanPayroll)] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Unknown')).toHaveLength(4);
  },
};

/** Process Payment opened over the record. */
export const PaymentDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Process Payment/ }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Process Payment' }));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: storyParameters({ ...at(404), mocks: [payrollNotFoundMock(404)] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Payroll Not Found')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Return to Payroll' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: storyParameters({ ...at(pending.id), mocks: [payrollLoadingMock(pending.id)] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading payroll data...')).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: storyParameters({ ...at(pending.id), mocks: [payrollNetworkErrorMock(pending.id)] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading payroll data')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** At 375 px the cards stack and the buttons wrap. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Generate Payslip/ })).toBeVisible();
  },
};
