import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CreateEmployeeInput } from '../../../gql/graphql';
import { todayIso } from '../../../lib/format';
import { storyParameters } from '../../../test/stories';
import { EMPLOYEE_MESSAGES as M } from '../constants';
import { createEmployeeEmailTakenMock, createEmployeeMock, managerOptionsMock } from '../mocks/employees.mocks';
import NewEmployeePage from './NewEmployeePage';

const route = { route: '/admin/employees/new', path: '/admin/employees/new' };
// The picker asks again once a save has dropped the cached lists.
const picker = managerOptionsMock(null, undefined, { maxUsageCount: 2 });
const input: CreateEmployeeInput = {
  name: 'Ada Lovelace',
  position: 'Data Analyst',
  department: 'FINANCE',
  email: 'priya.nair@brightline.example',
  phone: null,
  joinDate: todayIso(),
  bio: null,
  managerId: null,
  isHR: false,
  salary: null,
  bankAccount: null,
  taxId: null,
};

const meta = {
  title: 'Pages/Admin/NewEmployeePage',
  component: NewEmployeePage,
  parameters: { layout: 'padded', ...storyParameters({ ...route, mocks: [picker] }) },
} satisfies Meta<typeof NewEmployeePage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.type(canvas.getByLabelText('Full Name'), input.name);
  await userEvent.type(canvas.getByLabelText('Position'), input.position);
  await userEvent.click(canvas.getByRole('combobox', { name: 'Department' }));
  const options = await body.findAllByTitle('Finance');
  await userEvent.click(options[options.length - 1]!);
  await userEvent.type(canvas.getByLabelText('Email'), input.email);
  await userEvent.click(canvas.getByRole('button', { name: 'Add Employee' }));
  return canvas;
}

/** The empty Add New Employee form. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add Employee' })).toBeEnabled();
    await expect(canvas.getByLabelText('Joining Date')).toHaveValue(todayIso());
  },
};

/** Saved: 'Employee added', and the page goes back to the list. */
export const Saved: Story = {
  parameters: storyParameters({ ...route, mocks: [picker, createEmployeeMock(input)] }),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await waitFor(() => expect(canvasElement.ownerDocument.body).toHaveTextContent('Employee added'));
  },
};

/** The address is another employee's: the API's message under Email, the input kept. */
export const ServerError: Story = {
  parameters: storyParameters({ ...route, mocks: [picker, createEmployeeEmailTakenMock(input)] }),
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(M.emailTaken));
    await expect(canvas.getByLabelText('Full Name')).toHaveValue(input.name);
  },
};
