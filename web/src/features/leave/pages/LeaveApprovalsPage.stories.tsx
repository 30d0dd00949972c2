import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { MOBILE, storyParameters } from '../../../test/stories';
import {
  allRequests,
  approvalContextMock,
  calendarRequests,
  LEAVE_USERS,
  leaveCalendarMock,
  leaveRequestsLoadingMock,
  leaveRequestsMock,
  leaveRequestsNetworkErrorMock,
  pendingHrRequests,
  sampleBalance,
  signedInAs,
  TAB_VARIABLES,
  teamManagerApproved,
  teamPending,
  teamRequests,
  thisMonth,
} from '../mocks/leave.mocks';
import LeaveApprovalsPage from './LeaveApprovalsPage';

const { team, all, pendingHr } = TAB_VARIABLES;

/** The page at `query` with the calendar of this month and `mocks`. */
const page = (query: string, ...mocks: AnyApolloMock[]) =>
  storyParameters({
    route: `/admin/leave-approvals${query}`,
    path: '/admin/leave-approvals',
    mocks: [leaveCalendarMock(thisMonth(), calendarRequests), ...mocks],
  });

const meta = {
  title: 'Pages/Admin/LeaveApprovalsPage',
  component: LeaveApprovalsPage,
  beforeEach: signedInAs(LEAVE_USERS.manager),
  parameters: { layout: 'padded', ...page('', leaveRequestsMock(team, teamRequests)) },
} satisfies Meta<typeof LeaveApprovalsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabs = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

/** Emily (a manager): only My Team, David's request waiting for her, Sofia's past her step, a cancellation to decide. */
export const ManagerTeam: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /^Approve leave of David Okafor/ })).toBeInTheDocument();
    await expect(tabs(canvasElement)).toEqual(['My Team']);
    await expect(canvas.getByText('Cancellation requested')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Export CSV/ })).not.toBeInTheDocument();
  },
};

/** Priya (HR): All Requests with Export CSV and the status filter; 'Unknown Employee', 'No actions available'. */
export const HrAllRequests: Story = {
  beforeEach: signedInAs(LEAVE_USERS.hr),
  parameters: page('', leaveRequestsMock(all, allRequests)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unknown Employee')).toBeInTheDocument();
    await expect(tabs(canvasElement)).toEqual(['All Requests', 'Pending HR Approval']);
    await expect(canvas.getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
    await expect(canvas.getAllByText('No actions available').length).toBeGreaterThan(0);
  },
};

/** Priya's second tab: what waits for the HR step. */
export const HrPendingApproval: Story = {
  beforeEach: signedInAs(LEAVE_USERS.hr),
  parameters: page('?tab=pending-hr', leaveRequestsMock(pendingHr, pendingHrRequests)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /^Approve leave of Sofia Martins/ }),
    ).toBeInTheDocument();
  },
};

/** An admin sees HR's tabs (and no My Team: an admin is no one's manager). */
export const AdminTabs: Story = {
  beforeEach: signedInAs(LEAVE_USERS.admin),
  parameters: page('', leaveRequestsMock(all, allRequests)),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Unknown Employee');
    await expect(tabs(canvasElement)).toEqual(['All Requests', 'Pending HR Approval']);
  },
};

/** A manager who is HR too sees all three tabs. */
export const ManagerAndHr: Story = {
  beforeEach: signedInAs({ ...LEAVE_USERS.hr, capabilities: ['MANAGER', 'HR'] }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('David Okafor');
    await expect(tabs(canvasElement)).toEqual(['My Team', 'All Requests', 'Pending HR Approval']);
  },
};

export const Loading: Story = {
  parameters: page('', leaveRequestsLoadingMock(team)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading leave requests...')).toBeInTheDocument();
  },
};

export const EmptyTeam: Story = {
  parameters: page('', leaveRequestsMock(team, [])),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No team leave requests found')).toBeInTheDocument();
  },
};

export const EmptyAll: Story = {
  beforeEach: signedInAs(LEAVE_USERS.hr),
  parameters: page('', leaveRequestsMock(all, [])),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No leave requests found')).toBeInTheDocument();
  },
};

export const EmptyPendingHr: Story = {
  beforeEach: signedInAs(LEAVE_USERS.hr),
  parameters: page('?tab=pending-hr', leaveRequestsMock(pendingHr, [])),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No requests pending HR approval')).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: page('', leaveRequestsNetworkErrorMock(team)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading leave requests')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  },
};

/** The approve dialog: who else is off then, David's balance after approval, optional notes. */
export const ApproveDialog: Story = {
  parameters: page(
    '',
    leaveRequestsMock(team, teamRequests),
    approvalContextMock(teamPending, [teamManagerApproved], sampleBalance({ used: 8, pending: 0 })),
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Approve leave of David Okafor/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('list', { name: 'Also off on these days' })).toBeInTheDocument();
    await expect(within(dialog).getByText(/after approval/)).toBeInTheDocument();
  },
};

/** The reject dialog: Reject stays disabled until a reason is typed. */
export const RejectDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Reject leave of David Okafor/ }));
    const dialog = await screen.findByRole('dialog');
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    await expect(reject).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason for rejection' }), 'Release week');
    await expect(reject).toBeEnabled();
  },
};

/** Sofia asked to cancel approved leave: her reason, and the two decisions. */
export const CancellationReview: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /^Review cancellation of leave of Sofia Martins/ }),
    );
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText('Conference moved to spring')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Decline cancellation' })).toBeEnabled();
  },
};

/** At 375 px: the tabs, the table scrolling inside its card, and the compact calendar. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: /^Leave in / })).toBeInTheDocument();
  },
};
