import { LEAVE_MESSAGES as M } from '@site/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '../../../lib/session';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import {
  allRequests,
  ALREADY_DECIDED,
  calendarRequests,
  approvalContextMock,
  decideCancellationMock,
  hrApproveMock,
  hrPending,
  LEAVE_USERS,
  leaveRequestsVariables,
  leaveCalendarMock,
  leaveRequestsMock,
  managerApproveErrorMock,
  managerApproveMock,
  pendingHrRequests,
  rejectLeaveErrorMock,
  rejectLeaveMock,
  sampleBalance,
  signedInAs,
  TAB_VARIABLES,
  teamCancellation,
  teamManagerApproved,
  teamPending,
  teamRequests,
  thisMonth,
} from '../mocks/leave.mocks';
import LeaveApprovalsPage from './LeaveApprovalsPage';
import { mockDownloads } from '../../../test/downloads';

const { team, all, pendingHr } = TAB_VARIABLES;

let signOut: () => void;
afterEach(() => signOut?.());

function renderPage(user: SessionUser, mocks: readonly AnyApolloMock[], route = '/admin/leave-approvals') {
  signOut = signedInAs(user)();
  return renderWithApp(<LeaveApprovalsPage />, {
    route,
    path: '/admin/leave-approvals',
    mocks: [leaveCalendarMock(thisMonth(), calendarRequests), ...mocks],
  });
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const rowOf = (reason: string) => screen.getByText(reason).closest('tr')!;

// The page loads in steps (who the user is, then the lists, the preview or the calendar) and
// renders much antd: on a busy machine the first rows can take past the usual 5 s, and a test
// that types, submits and waits for the refetched list past the usual 30 s (as the stories allow).
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }));
jest.setTimeout(120_000);

describe('LeaveApprovalsPage', () => {
  it("shows a manager only 'My Team', with each request's employee, days, status and actions", async () => {
    renderPage(LEAVE_USERS.manager, [leaveRequestsMock(team, teamRequests)]);
    await screen.findByText('Family visit');
    const row = rowOf('Family visit');
    expect(tabNames()).toEqual(['My Team']);
    expect(within(row).getByText('David Okafor')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument(); // working days
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Approve leave of David Okafor/ })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Reject leave of David Okafor/ })).toBeInTheDocument();
    expect(within(rowOf('Surgery follow-up')).getByText('No actions available')).toBeInTheDocument();
    expect(screen.getByText('Cancellation requested')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export CSV/ })).not.toBeInTheDocument();
  });

  it("approves as the manager, seeing who else is off and the balance after: 'Leave request approved'", async () => {
    const { user } = renderPage(LEAVE_USERS.manager, [
      leaveRequestsMock(team, teamRequests),
      approvalContextMock(teamPending, [teamManagerApproved], sampleBalance({ used: 8, pending: 0 })),
      managerApproveMock(teamPending, 'Have fun'),
    ]);
    await user.click(await screen.findByRole('button', { name: /^Approve leave of David Okafor/ }));
    const dialog = await screen.findByRole('dialog');
    const others = await within(dialog).findByRole('list', { name: 'Also off on these days' });
    expect(within(others).getByText('Sofia Martins')).toBeInTheDocument();
    expect(within(dialog).getByText(/balance \d{4} after approval/)).toBeInTheDocument();
    expect(within(dialog).getByText('12 days')).toBeInTheDocument(); // left after approval
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes (optional)' }), 'Have fun');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Leave request approved')).toBeInTheDocument();
    expect(screen.getByText('You have approved the leave request.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Failed to approve leave request' with the server's reason when another approver was first", async () => {
    const { user } = renderPage(LEAVE_USERS.manager, [
      leaveRequestsMock(team, teamRequests),
      approvalContextMock(teamPending),
      managerApproveErrorMock(teamPending, ALREADY_DECIDED),
    ]);
    await user.click(await screen.findByRole('button', { name: /^Approve leave of David Okafor/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Failed to approve leave request')).toBeInTheDocument();
    expect(screen.getByText(M.alreadyDecided)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps Reject disabled until a reason is given, then rejects with it', async () => {
    const reason = 'Release week';
    const { user } = renderPage(LEAVE_USERS.manager, [
      leaveRequestsMock(team, teamRequests),
      rejectLeaveMock(teamPending, reason),
    ]);
    await user.click(await screen.findByRole('button', { name: /^Reject leave of David Okafor/ }));
    const dialog = await screen.findByRole('dialog');
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    const box = within(dialog).getByRole('textbox', { name: 'Reason for rejection' });
    await user.type(box, '   ');
    expect(reject).toBeDisabled();
    await user.clear(box);
    await user.type(box, reason);
    expect(reject).toBeEnabled();
    await user.click(reject);
    expect(await screen.findByText('Leave request rejected')).toBeInTheDocument();
    expect(screen.getByText('The leave request has been rejected.')).toBeInTheDocument();
  });

  it("says 'Failed to reject leave request' with the server's message and keeps the reason", async () => {
    const { user } = renderPage(LEAVE_USERS.manager, [
      leaveRequestsMock(team, teamRequests),
      rejectLeaveErrorMock(teamPending, 'No', ALREADY_DECIDED),
    ]);
    await user.click(await screen.findByRole('button', { name: /^Reject leave of David Okafor/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Failed to reject leave request')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveValue('No');
  });

  it("decides a cancellation request: 'Leave cancelled'", async () => {
    const { user } = renderPage(LEAVE_USERS.manager, [
      leaveRequestsMock(team, teamRequests),
      decideCancellationMock(teamCancellation, true),
    ]);
    await user.click(await screen.findByRole('button', { name: /^Review cancellation of leave of Sofia Martins/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Conference moved to spring')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve cancellation' }));
    expect(await screen.findByText('Leave cancelled')).toBeInTheDocument();
  });

  it("shows HR 'All Requests' and 'Pending HR Approval', Export CSV, and 'Unknown Employee'", async () => {
    renderPage(LEAVE_USERS.hr, [leaveRequestsMock(all, allRequests)]);
    expect(await screen.findByText('Unknown Employee')).toBeInTheDocument();
    expect(tabNames()).toEqual(['All Requests', 'Pending HR Approval']);
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
    expect(within(rowOf('Family visit')).getByText('No actions available')).toBeInTheDocument();
  });

  it("takes the HR step in 'Pending HR Approval': 'Leave request fully approved'", async () => {
    const { user } = renderPage(
      LEAVE_USERS.hr,
      [leaveRequestsMock(pendingHr, pendingHrRequests), approvalContextMock(hrPending), hrApproveMock(hrPending)],
      '/admin/leave-approvals?tab=pending-hr',
    );
    await user.click(await screen.findByRole('button', { name: /^Approve leave of Sofia Martins/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Leave request fully approved')).toBeInTheDocument();
    expect(screen.getByText('HR has approved the leave request.')).toBeInTheDocument();
  });

  describe('Export CSV', () => {
    const { fetchMock } = mockDownloads();

    it('exports All Requests as filtered, by status and employee name', async () => {
      const filtered = leaveRequestsVariables({ scope: 'ALL', status: 'PENDING', search: 'david' });
      const { user } = renderPage(
        LEAVE_USERS.hr,
        [leaveRequestsMock(filtered, allRequests)],
        '/admin/leave-approvals?status=PENDING&search=david',
      );
      await screen.findByText('David Okafor');
      await user.click(screen.getByRole('button', { name: /Export CSV/ }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(fetchMock.mock.calls[0]![0]).toBe('/api/export/leave-requests.csv?status=PENDING&search=david');
    });
  });

  it.each([
    ['My Team', LEAVE_USERS.manager, team, '', 'No team leave requests found'],
    ['All Requests', LEAVE_USERS.admin, all, '', 'No leave requests found'],
    ['Pending HR Approval', LEAVE_USERS.admin, pendingHr, '?tab=pending-hr', 'No requests pending HR approval'],
  ])('says so when %s is empty', async (_tab, user, variables, query, text) => {
    renderPage(user, [leaveRequestsMock(variables, [])], `/admin/leave-approvals${query}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows this month’s leave in the calendar, with the names in full below it', async () => {
    renderPage(LEAVE_USERS.manager, [leaveRequestsMock(team, teamRequests)]);
    const list = await screen.findByRole('list', { name: /^Leave in / });
    expect(within(list).getByText('Emily Chen')).toBeInTheDocument();
    expect(within(list).getByText('Approved')).toBeInTheDocument();
  });
});
