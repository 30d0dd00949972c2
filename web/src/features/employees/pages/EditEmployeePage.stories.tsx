import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { MOBILE, storyParameters } from '../../../test/stories';
import { EMPLOYEE_MESSAGES as M } from '../constants';
import {
  employeeLoadingMock,
  employeeMock,
  employeeNetworkErrorMock,
  employeeNotFoundMock,
  inviteEmployeeMock,
  managerOptionsMock,
  sampleWithAccess,
  type MockEmployee,
} from '../mocks/employees.mocks';
import EditEmployeePage from './EditEmployeePage';

const path = '/admin/employees/edit/:id';
const picker = managerOptionsMock(null, undefined, { maxUsageCount: 2 });
const noAccount = sampleWithAccess('NONE');

/** The edit page of `employee`, with the answers it needs besides its own. */
const editing = (employee: MockEmployee, ...more: AnyApolloMock[]) =>
  storyParameters({
    route: `/admin/employees/edit/${employee.id}`,
    path,
    mocks: [employeeMock(employee), picker, ...more],
  });

const meta = {
  title: 'Pages/Admin/EditEmployeePage',
  component: EditEmployeePage,
  parameters: { layout: 'padded', ...editing(noAccount) },
} satisfies Meta<typeof EditEmployeePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Sign-in account' });

/** No account yet: 'Invite to sign in'. */
export const NoAccount: Story = {
  play: async ({ canvasElement }) => {
    await expect(await panel(canvasElement)).toHaveTextContent('No account');
    await expect(within(canvasElement).getByRole('button', { name: /Invite to sign in/ })).toBeEnabled();
  },
};

/** Invited: 'Invitation sent' with the address, and the panel now offers to send it again. */
export const InvitationSent: Story = {
  parameters: editing(noAccount, inviteEmployeeMock(noAccount)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Invite to sign in/ }));
    // The toast closes itself after a few seconds, and role queries over this form are slow in
    // jsdom: read the toast first, by its text.
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(`We mailed ${noAccount.email} a link to choose a password.`)).toBeVisible();
    await expect(await canvas.findByText('Resend invitation')).toBeInTheDocument();
  },
};

/** The invitation waits for a password: 'Resend invitation'. */
export const Invited: Story = {
  parameters: editing(sampleWithAccess('INVITED')),
  play: async ({ canvasElement }) => {
    await expect(await panel(canvasElement)).toHaveTextContent('is waiting');
    await expect(within(canvasElement).getByRole('button', { name: /Resend invitation/ })).toBeEnabled();
  },
};

/** They have chosen a password and can sign in. */
export const CanSignIn: Story = {
  parameters: editing(sampleWithAccess('ACTIVE')),
  play: async ({ canvasElement }) => {
    await expect(await panel(canvasElement)).toHaveTextContent('can sign in with');
  },
};

/** Terminated: the account is disabled until another status is chosen. */
export const Disabled: Story = {
  parameters: editing(sampleWithAccess('DISABLED')),
  play: async ({ canvasElement }) => {
    await expect(await panel(canvasElement)).toHaveTextContent('disabled while the employee is Terminated');
  },
};

/** Terminated without an account: no invitation is offered. */
export const TerminatedNoAccount: Story = {
  parameters: editing({ ...noAccount, status: 'TERMINATED' }),
  play: async ({ canvasElement }) => {
    await expect(await panel(canvasElement)).toHaveTextContent(M.inviteTerminated);
  },
};

/** 'Loading employee...' */
export const Loading: Story = {
  parameters: storyParameters({ mocks: [employeeLoadingMock(noAccount.id)] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading employee...')).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: storyParameters({ mocks: [employeeNetworkErrorMock(noAccount.id)] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Error loading employee')).toBeInTheDocument();
  },
};

/** An unknown id: 'Employee not found', with the way back to the list. */
export const NotFound: Story = {
  parameters: storyParameters({ route: '/admin/employees/edit/999', mocks: [employeeNotFoundMock(999)] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Employee not found')).toBeInTheDocument();
  },
};

/** At 375 px the form is one column and the panel sits under it. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    await expect(await panel(canvasElement)).toBeInTheDocument();
  },
};
