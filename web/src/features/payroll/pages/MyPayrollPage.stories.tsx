import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOBILE, storyParameters } from '../../../test/stories';
import {
  LAST_MONTH,
  myPayrollsLoadingMock,
  myPayrollsMock,
  myPayrollsNetworkErrorMock,
  myProfileLoadingMock,
  myProfileMock,
  THIS_MONTH,
} from '../mocks/payroll.mocks';
import MyPayrollPage from './MyPayrollPage';

const route = { route: '/admin/my-payroll', path: '/admin/my-payroll' };

const meta = {
  title: 'Pages/Admin/MyPayrollPage',
  component: MyPayrollPage,
  parameters: { layout: 'padded', ...storyParameters({ ...route, mocks: [myProfileMock(), myPayrollsMock()] }) },
} satisfies Meta<typeof MyPayrollPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** David's own record of the current month. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'David Okafor' })).toBeInTheDocument();
    await expect(await canvas.findByText('$7,059.60')).toBeInTheDocument();
  },
};

/** A Paid month's details: the payment date and method, and Download Payslip. */
export const DetailsDialog: Story = {
  parameters: storyParameters({
    route: `/admin/my-payroll?month=${LAST_MONTH}`,
    path: '/admin/my-payroll',
    mocks: [myProfileMock(), myPayrollsMock(LAST_MONTH)],
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `View Details: ${LAST_MONTH}` }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText('Bank Transfer')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: /Download Payslip/ })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: storyParameters({
    route: '/admin/my-payroll?month=2020-01',
    path: '/admin/my-payroll',
    mocks: [myProfileMock(), myPayrollsMock('2020-01')],
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No payroll records found for the selected month'),
    ).toBeInTheDocument();
  },
};

/** The account has no employee record. */
export const NoProfile: Story = {
  parameters: storyParameters({ ...route, mocks: [myProfileMock(null)] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Employee Profile Not Found')).toBeInTheDocument();
    await expect(canvas.getByText("We couldn't find your employee profile. Please contact HR.")).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: storyParameters({ ...route, mocks: [myProfileLoadingMock()] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading payroll data...')).toBeInTheDocument();
  },
};

/** The profile is in; its records are on their way: the table says it is busy. */
export const LoadingRecords: Story = {
  parameters: storyParameters({ ...route, mocks: [myProfileMock(), myPayrollsLoadingMock(THIS_MONTH)] }),
  play: async ({ canvasElement }) => {
    // The table shows once the profile is in, so the spinner found beside it is the records'.
    await within(canvasElement).findByRole('table');
    await expect(canvasElement.querySelector('.ant-spin-spinning')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: storyParameters({ ...route, mocks: [myProfileMock(), myPayrollsNetworkErrorMock()] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading payroll data')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: `View Details: ${THIS_MONTH}` }),
    ).toBeInTheDocument();
  },
};
