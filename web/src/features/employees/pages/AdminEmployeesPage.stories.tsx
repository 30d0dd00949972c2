import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOBILE, storyParameters } from '../../../test/stories';
import {
  adminEmployeesLoadingMock,
  adminEmployeesMock,
  adminEmployeesNetworkErrorMock,
  adminEmployeesVariables,
  sampleEmployee,
  setEmployeeStatusMock,
} from '../mocks/employees.mocks';
import AdminEmployeesPage from './AdminEmployeesPage';

const reusable = { maxUsageCount: 10 };
const sofia = sampleEmployee(3);
const route = { route: '/admin/employees', path: '/admin/employees' };

const meta = {
  title: 'Pages/Admin/AdminEmployeesPage',
  component: AdminEmployeesPage,
  parameters: {
    layout: 'padded',
    ...storyParameters({ ...route, mocks: [adminEmployeesMock(undefined, undefined, reusable)] }),
  },
} satisfies Meta<typeof AdminEmployeesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company's people by name, each with an inline status. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: `Status of ${sofia.name}` })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: storyParameters({ mocks: [adminEmployeesLoadingMock()] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading employees...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: storyParameters({ mocks: [adminEmployeesMock(undefined, [])] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No employees found')).toBeInTheDocument();
  },
};

/** A search nobody matches (from a shared link): the box keeps it, the table says so. */
export const NoMatch: Story = {
  parameters: storyParameters({
    route: '/admin/employees?search=astronaut',
    mocks: [adminEmployeesMock(adminEmployeesVariables({ search: 'astronaut' }))],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No employees found')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Search employees' })).toHaveValue('astronaut');
  },
};

/** Only those On Leave, as the status filter chose (kept in the address). */
export const OnLeave: Story = {
  parameters: storyParameters({
    route: '/admin/employees?status=ON_LEAVE',
    mocks: [adminEmployeesMock(adminEmployeesVariables({ status: 'ON_LEAVE' }))],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Jonas Becker')).toBeInTheDocument();
    await expect(canvas.queryByText(sofia.name)).not.toBeInTheDocument();
  },
};

/** The request failed: the error with Retry in place of the table. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: storyParameters({ mocks: [adminEmployeesNetworkErrorMock()] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading employees')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  },
};

/** A row's status is disabled while its change saves (the answer is held back). */
export const BusyRow: Story = {
  parameters: storyParameters({
    mocks: [
      adminEmployeesMock(undefined, undefined, reusable),
      setEmployeeStatusMock(sofia, 'ON_LEAVE', { delay: 60_000 }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('combobox', { name: `Status of ${sofia.name}` });
    await userEvent.click(status);
    const options = await within(canvasElement.ownerDocument.body).findAllByTitle('On Leave');
    await userEvent.click(options[options.length - 1]!);
    await expect(status).toBeDisabled();
  },
};

/** At 375 px the name, the status and the row actions stay in view. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: `Delete ${sofia.name}` })).toBeInTheDocument();
  },
};
