import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOBILE, storyParameters } from '../../../test/stories';
import { LEAVE_MESSAGES } from '../constants';
import {
  defaultPreviewVariables,
  leavePreviewLoadingMock,
  leavePreviewMock,
  leaveRequestsLoadingMock,
  leaveRequestsMock,
  leaveRequestsNetworkErrorMock,
  leaveRequestsVariables,
  myEmployeeLoadingMock,
  myEmployeeMock,
  myEmployeeNetworkErrorMock,
  myRequests,
  OVERLAP,
  PEOPLE,
  requestLeaveErrorMock,
  requestLeaveMock,
  sampleBalance,
  sampleLeave,
} from '../mocks/leave.mocks';
import LeaveRequestPage from './LeaveRequestPage';

const route = { route: '/admin/leave-request', path: '/admin/leave-request' };
const mine = leaveRequestsVariables();
const input = { ...defaultPreviewVariables(), reason: 'Family visit' };
const page = (...mocks: Parameters<typeof storyParameters>[0]['mocks'] & object) =>
  storyParameters({ ...route, mocks: [myEmployeeMock(), leavePreviewMock(), ...mocks] });

const meta = {
  title: 'Pages/Admin/LeaveRequestPage',
  component: LeaveRequestPage,
  parameters: { layout: 'padded', ...page(leaveRequestsMock(mine, myRequests)) },
} satisfies Meta<typeof LeaveRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function typeReasonAndSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Reason' }), input.reason);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
  return canvas;
}

/** David's form (today to tomorrow, Vacation) with the day it takes and his balance, and his requests. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'What this request takes' });
    await expect(await within(panel).findByText('15 days')).toBeInTheDocument();
    await expect(await canvas.findByText('Release week: please pick other dates')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Withdraw leave from/ })).toBeInTheDocument();
  },
};

/** Finding out whether the user has an employee record. */
export const Loading: Story = {
  parameters: storyParameters({ ...route, mocks: [myEmployeeLoadingMock()] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your employee record...')).toBeInTheDocument();
  },
};

/** The form is ready; the list and the preview are still on their way. */
export const ListLoading: Story = {
  parameters: storyParameters({
    ...route,
    mocks: [myEmployeeMock(), leavePreviewLoadingMock(), leaveRequestsLoadingMock(mine)],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading leave requests...')).toBeInTheDocument();
    await expect(canvas.getByText('Working out the days...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: page(leaveRequestsMock(mine, [])),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No leave requests found')).toBeInTheDocument();
  },
};

/** The list could not be fetched: the error with Retry, the form still usable. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: page(leaveRequestsNetworkErrorMock(mine)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading leave requests')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  },
};

/** Whether the user has an employee record could not be found out. */
export const RecordError: Story = {
  parameters: storyParameters({ ...route, mocks: [myEmployeeNetworkErrorMock()] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load your employee record')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  },
};

/** An account with no employee record (the generic staff account): a clear message, no form. */
export const NoEmployeeRecord: Story = {
  parameters: storyParameters({ ...route, mocks: [myEmployeeMock(false)] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(LEAVE_MESSAGES.noEmployeeRecord)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Submit Request' })).not.toBeInTheDocument();
  },
};

/** Submitted without a reason: the shared message under the field, nothing sent. */
export const ValidationErrors: Story = {
  parameters: page(leaveRequestsMock(mine, [])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No leave requests found');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
        LEAVE_MESSAGES.reasonRequired,
      ),
    );
  },
};

/** A type without an allowance reads 'Unlimited'. */
export const UnlimitedType: Story = {
  parameters: page(
    leaveRequestsMock(mine, []),
    leavePreviewMock(
      { ...defaultPreviewVariables(), type: 'BEREAVEMENT' },
      { balance: sampleBalance({ type: 'BEREAVEMENT', allowance: null, used: 0, pending: 0 }) },
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Type' }));
    const options = await screen.findAllByTitle('Bereavement');
    await userEvent.click(options[options.length - 1]!);
    const panel = canvas.getByRole('region', { name: 'What this request takes' });
    await waitFor(() => expect(within(panel).getAllByText('Unlimited')).toHaveLength(2));
  },
};

/** Sent: the toast, an empty form again, and the new request at the top of the list. */
export const Submitted: Story = {
  parameters: page(
    leaveRequestsMock(mine, [], { maxUsageCount: 1 }),
    requestLeaveMock(input, sampleLeave({ id: 40, person: PEOPLE.david, start: 0, end: 1, actions: ['WITHDRAW'] })),
    leaveRequestsMock(mine, [sampleLeave({ id: 40, person: PEOPLE.david, start: 0, end: 1, actions: ['WITHDRAW'] })]),
  ),
  play: async ({ canvasElement }) => {
    await typeReasonAndSubmit(canvasElement);
    await expect(await screen.findByText('Leave request submitted')).toBeInTheDocument();
  },
};

/** Overlapping leave of his own: the failure toast with the server's message; what was typed stays. */
export const Overlap: Story = {
  parameters: page(leaveRequestsMock(mine, myRequests), requestLeaveErrorMock(input, OVERLAP)),
  play: async ({ canvasElement }) => {
    const canvas = await typeReasonAndSubmit(canvasElement);
    await expect(await screen.findByText('Failed to submit leave request')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Reason' })).toHaveValue(input.reason);
  },
};

/** Withdraw asks first. */
export const WithdrawConfirm: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Withdraw leave from/ }));
    await expect(await screen.findByText('Withdraw this leave request?')).toBeInTheDocument();
  },
};

/** Cancelling approved leave asks why; the button waits for the reason. */
export const CancellationDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Request cancellation of/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Request cancellation' })).toBeDisabled();
  },
};

/** At 375 px the preview goes under the fields and the table scrolls inside its card. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Moving house')).toBeInTheDocument();
  },
};
