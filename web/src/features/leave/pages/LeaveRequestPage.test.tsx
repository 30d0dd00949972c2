import { LEAVE_MESSAGES as M } from '@site/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { RequestLeaveInput } from '../../../gql/graphql';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import {
  defaultPreviewVariables,
  leavePreviewMock,
  leaveRequestsMock,
  leaveRequestsNetworkErrorMock,
  leaveRequestsVariables,
  myApproved,
  myEmployeeMock,
  myPending,
  myRequests,
  OVERLAP,
  requestCancellationMock,
  requestLeaveErrorMock,
  requestLeaveInvalidMock,
  requestLeaveMock,
  sampleBalance,
  sampleLeave,
  PEOPLE,
  withdrawLeaveMock,
} from '../mocks/leave.mocks';
import LeaveRequestPage from './LeaveRequestPage';

const mine = leaveRequestsVariables();
const preview = defaultPreviewVariables();
const input: RequestLeaveInput = { ...preview, reason: 'Family visit' };

function renderPage(mocks: readonly AnyApolloMock[]) {
  return renderWithApp(<LeaveRequestPage />, {
    route: '/admin/leave-request',
    path: '/admin/leave-request',
    mocks: [myEmployeeMock(), leavePreviewMock(), ...mocks],
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const reasonBox = () => screen.getByRole('textbox', { name: 'Reason' });

// The page loads in steps (who the user is, then the lists, the preview or the calendar) and
// renders much antd: on a busy machine the first rows can take past the usual 5 s, and a test
// that types, submits and waits for the refetched list past the usual 30 s (as the stories allow).
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }));
jest.setTimeout(120_000);

describe('LeaveRequestPage', () => {
  it('opens the form from today to tomorrow as Vacation, with the days it takes and the balance beside it', async () => {
    renderPage([leaveRequestsMock(mine, myRequests)]);
    expect(await screen.findByLabelText('Start Date')).toHaveValue(preview.startDate);
    expect(screen.getByLabelText('End Date')).toHaveValue(preview.endDate);
    expect(screen.getByRole('combobox', { name: 'Type' }).closest('.ant-select')).toHaveTextContent('Vacation');
    const panel = screen.getByRole('region', { name: 'What this request takes' });
    expect(await within(panel).findByText('1 day')).toBeInTheDocument();
    expect(within(panel).getByText('20 days')).toBeInTheDocument(); // allowance
    expect(within(panel).getByText('5 days')).toBeInTheDocument(); // used
    expect(within(panel).getByText('2 days')).toBeInTheDocument(); // pending, apart
    expect(within(panel).getByText('15 days')).toBeInTheDocument(); // left
  });

  it("says 'Unlimited' for a type without an allowance", async () => {
    const personal = { ...preview, type: 'PERSONAL' as const };
    const { user } = renderPage([
      leaveRequestsMock(mine, []),
      leavePreviewMock(personal, { balance: sampleBalance({ type: 'PERSONAL', allowance: null, used: 1 }) }),
    ]);
    await screen.findByText('No leave requests found');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    const options = await screen.findAllByTitle('Personal');
    await user.click(options[options.length - 1]!);
    const panel = screen.getByRole('region', { name: 'What this request takes' });
    await waitFor(() => expect(within(panel).getAllByText('Unlimited')).toHaveLength(2));
  });

  it("submits, says 'Leave request submitted', empties the form and lists the new request", async () => {
    const created = sampleLeave({ id: 40, person: PEOPLE.david, start: 0, end: 1, actions: ['WITHDRAW'] });
    const { user } = renderPage([
      leaveRequestsMock(mine, [], { maxUsageCount: 1 }),
      requestLeaveMock(input, created),
      leaveRequestsMock(mine, [created]),
    ]);
    await screen.findByText('No leave requests found');
    await user.type(reasonBox(), input.reason);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Leave request submitted')).toBeInTheDocument();
    expect(screen.getByText('Your leave request has been successfully submitted.')).toBeInTheDocument();
    await waitFor(() => expect(reasonBox()).toHaveValue(''));
    expect(await screen.findByRole('button', { name: /^Withdraw leave from/ })).toBeInTheDocument();
  });

  it('refuses leave overlapping a request of its own, with the server’s message, keeping what was typed', async () => {
    const { user } = renderPage([leaveRequestsMock(mine, myRequests), requestLeaveErrorMock(input, OVERLAP)]);
    await user.type(await screen.findByRole('textbox', { name: 'Reason' }), input.reason);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Failed to submit leave request')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Start Date')).toHaveAccessibleDescription(M.overlaps));
    expect(reasonBox()).toHaveValue(input.reason);
  });

  it("shows the server's field message under its field", async () => {
    const { user } = renderPage([
      leaveRequestsMock(mine, []),
      requestLeaveInvalidMock(input, { startDate: M.startInPast }),
    ]);
    await user.type(await screen.findByRole('textbox', { name: 'Reason' }), input.reason);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(screen.getByLabelText('Start Date')).toHaveAccessibleDescription(M.startInPast));
  });

  it('asks for a reason before sending anything', async () => {
    const { user } = renderPage([leaveRequestsMock(mine, [])]);
    await screen.findByText('No leave requests found');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(reasonBox()).toHaveAccessibleDescription(M.reasonRequired));
  });

  it('tells a user without an employee record why there is no form', async () => {
    renderWithApp(<LeaveRequestPage />, { mocks: [myEmployeeMock(false)] });
    expect(await screen.findByText(M.noEmployeeRecord)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Request Leave' })).not.toBeInTheDocument();
  });

  it('lists My Leave Requests with their status and notes, and only the actions each allows', async () => {
    renderPage([leaveRequestsMock(mine, myRequests)]);
    expect(await screen.findByText('Release week: please pick other dates')).toBeInTheDocument();
    expect(within(rowOf('Moving house')).getByText('Rejected')).toBeInTheDocument();
    expect(within(rowOf('Moving house')).getByText('No actions available')).toBeInTheDocument();
    expect(within(rowOf('Enjoy the break')).getByText('Approved')).toBeInTheDocument();
    expect(within(rowOf('Enjoy the break')).getByRole('button', { name: /Request cancellation/ })).toBeInTheDocument();
    expect(within(rowOf('Flu')).getByText('No actions available')).toBeInTheDocument();
    expect(screen.getAllByText('Cancellation requested')).toHaveLength(1);
  });

  it("withdraws a pending request once confirmed: 'Leave request withdrawn'", async () => {
    const { user } = renderPage([
      leaveRequestsMock(mine, myRequests, { maxUsageCount: 1 }),
      withdrawLeaveMock(myPending),
      leaveRequestsMock(
        mine,
        myRequests.map((r) => (r.id === myPending.id ? { ...r, status: 'WITHDRAWN', actions: [] } : r)),
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: /^Withdraw leave from/ }));
    const confirm = (await screen.findByText('Withdraw this leave request?')).closest('.ant-popover') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Leave request withdrawn')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Withdrawn')).toBeInTheDocument());
  });

  it('asks why before requesting the cancellation of approved leave', async () => {
    const reason = 'Trip called off';
    const { user } = renderPage([leaveRequestsMock(mine, myRequests), requestCancellationMock(myApproved, reason)]);
    await user.click(await screen.findByRole('button', { name: /Request cancellation/ }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Request cancellation' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), reason);
    await user.click(send);
    expect(await screen.findByText('Your approvers will see your request to cancel this leave.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'Error loading leave requests' with Retry when the list cannot be fetched", async () => {
    renderPage([leaveRequestsNetworkErrorMock(mine)]);
    expect(await screen.findByText('Error loading leave requests')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
