import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MOBILE } from '../../../test/stories';
import { ADMIN_PAGE_SIZE } from '../constants';
import { adminEmployeesVariables, pageEmployees } from '../mocks/employees.mocks';
import { EmployeeTable } from './EmployeeTable';

const firstPage = pageEmployees(adminEmployeesVariables());

const meta = {
  title: 'Employees/EmployeeTable',
  component: EmployeeTable,
  parameters: { layout: 'padded' },
  args: {
    rows: firstPage,
    loading: false,
    total: firstPage.length,
    page: 1,
    pageSize: ADMIN_PAGE_SIZE,
    onPageChange: fn(),
    onStatusChange: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof EmployeeTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status appears: Active, On Leave, Terminated. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('On Leave')).toBeInTheDocument();
    await expect(canvas.getByText('Terminated')).toBeInTheDocument();
  },
};

/** 'Loading employees...' under a spinner. */
export const Loading: Story = { args: { rows: [], total: 0, loading: true } };

/** 'No employees found' */
export const Empty: Story = { args: { rows: [], total: 0 } };

/** More employees than a page holds: antd's pagination with the total. */
export const SeveralPages: Story = { args: { total: 24 } };

/** Sorted by join date, newest first: the header shows it. */
export const SortedByJoinDate: Story = {
  args: { sort: { field: 'JOIN_DATE', direction: 'DESC' }, onSortChange: fn() },
};

/** 'Error loading employees' with the reason and Retry, in place of the table. */
export const ErrorState: Story = {
  name: 'Error',
  args: { error: new Error('Failed to fetch'), onRetry: fn() },
};

/** A status change being saved: that row's status and delete are disabled. */
export const SavingARow: Story = { args: { busyIds: new Set([firstPage[1]!.id]) } };

/** Position, Department, Email and Join Date hide on narrow screens; the name, status and actions stay. */
export const Mobile: Story = { globals: MOBILE };
