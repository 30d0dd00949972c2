import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  adminUser,
  clientUser,
  DEMO_EXPIRES_AT,
  DEMO_TOKEN,
  hrUser,
  managerUser,
  staffUser,
} from '../features/auth/mocks/auth.mocks';
import {
  adminEmployeesMock,
  employeeMock,
  managerOptionsMock,
  sampleEmployee,
} from '../features/employees/mocks/employees.mocks';
import {
  adminPayrollsMock,
  myPayrollsMock,
  myProfileMock,
  PAYROLL_PEOPLE,
  payrollMock,
  samplePayroll,
} from '../features/payroll/mocks/payroll.mocks';
import {
  leaveCalendarMock,
  leavePreviewMock,
  leaveRequestsMock,
  leaveRequestsVariables,
  myEmployeeMock,
  thisMonth,
} from '../features/leave/mocks/leave.mocks';
import { quotesMock, sampleQuote, statsMock } from '../features/quotes/mocks/admin-quotes.mocks';
import { apiKeysMock, sampleApiKey } from '../features/api-keys/mocks/api-keys.mocks';
import { staffDashboardMocks } from '../features/dashboard/mocks/dashboard.mocks';
import { auditMock, filterOptionsMock } from '../components/audit/audit.mocks';
import { createCache } from '../lib/cache';
import { session, type SessionUser } from '../lib/session';
import type { AnyApolloMock } from '../test/apollo-mocks';
import { UiProviders } from './Providers';
import { routeObjects } from './router';

afterEach(() => {
  jest.restoreAllMocks();
  session.signOut();
});

/** The app's real route table in a memory router, as App.tsx runs it. */
function renderApp(route: string, user: SessionUser, mocks: readonly AnyApolloMock[] = []) {
  session.signIn(DEMO_TOKEN, DEMO_EXPIRES_AT, user);
  const router = createMemoryRouter(routeObjects, { initialEntries: [route] });
  const events = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <UiProviders>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <RouterProvider router={router} />
      </MockedProvider>
    </UiProviders>,
  );
  return { router, user: events };
}

describe('the back-office route table', () => {
  it('opens the Dashboard for staff: its figures from the server', async () => {
    renderApp('/admin/dashboard', staffUser, staffDashboardMocks());
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('24')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: "Sam Taylor updated Project 'Acme site'" })).toBeInTheDocument();
  });

  it('opens Activity for staff: the audit trail', async () => {
    renderApp('/admin/activity', staffUser, [auditMock(), filterOptionsMock()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    expect(await screen.findByText("Sam Taylor updated Project 'Acme site'")).toBeInTheDocument();
  });

  it('opens Quote Management for staff: its counts and its list', async () => {
    renderApp('/admin/quotes', staffUser, [quotesMock(), statsMock()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote Management' })).toBeInTheDocument();
    expect(await screen.findByText(sampleQuote(4).email)).toBeInTheDocument();
    expect(screen.getByText('Total Quotes')).toBeInTheDocument();
    expect(screen.queryByText('Quote Management is not available yet.')).not.toBeInTheDocument();
  });

  const adminOnly = [
    ['/admin/employees', 'Employee Management'],
    ['/admin/employees/new', 'Add New Employee'],
    ['/admin/employees/edit/3', 'Edit Employee'],
    ['/admin/payroll', 'Payroll Management'],
    ['/admin/payrolls/4', 'Payroll Details'],
    ['/admin/api-keys', 'API Keys'],
  ];

  it('opens My Payroll for staff, on their own employee record', async () => {
    renderApp('/admin/my-payroll', staffUser, [myProfileMock(), myPayrollsMock()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Payroll' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: PAYROLL_PEOPLE.david.name })).toBeInTheDocument();
    expect(screen.queryByText('My Payroll is not available yet.')).not.toBeInTheDocument();
  });

  const sofia = sampleEmployee(3);
  const payroll = samplePayroll(4);
  it.each([
    ['/admin/employees', 'Employee Management', [adminEmployeesMock()], () => screen.findByText(sofia.name)],
    ['/admin/employees/new', 'Add New Employee', [managerOptionsMock()], () => screen.findByLabelText('Full Name')],
    [
      `/admin/employees/edit/${sofia.id}`,
      'Edit Employee',
      [employeeMock(sofia), managerOptionsMock()],
      () => screen.findByDisplayValue(sofia.name),
    ],
    ['/admin/payroll', 'Payroll Management', [adminPayrollsMock()], () => screen.findByText('Sofia Martins')],
    [
      `/admin/payrolls/${payroll.id}`,
      'Payroll Details',
      [payrollMock(payroll)],
      () => screen.findByText('Salary Breakdown'),
    ],
    ['/admin/api-keys', 'API Keys', [apiKeysMock()], () => screen.findByText(sampleApiKey(6).name)],
  ])('opens %s for an admin under the title %s', async (route, title, mocks, shown) => {
    renderApp(route, adminUser, mocks);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await shown()).toBeInTheDocument();
  });

  it.each(adminOnly)('shows staff Access Denied on the admin-only %s, under the title %s', async (route, title) => {
    const { router } = renderApp(route, staffUser);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    expect(screen.queryByText(`${title} is not available yet.`)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(route);
  });

  it.each([
    ['a manager', managerUser, 'TEAM', 'No team leave requests found'],
    ['HR', hrUser, 'ALL', 'No leave requests found'],
    ['an admin', adminUser, 'ALL', 'No leave requests found'],
  ] as const)('opens Leave Approvals for %s', async (_who, user, scope, empty) => {
    renderApp('/admin/leave-approvals', user, [
      leaveRequestsMock(leaveRequestsVariables({ scope }), []),
      leaveCalendarMock(thisMonth(), []),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Leave Approvals' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Leave Request Approvals' })).toBeInTheDocument();
    expect(await screen.findByText(empty)).toBeInTheDocument();
  });

  it('opens Request Leave for staff, with the form for an employee', async () => {
    renderApp('/admin/leave-request', staffUser, [
      myEmployeeMock(),
      leavePreviewMock(),
      leaveRequestsMock(leaveRequestsVariables(), []),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Leave' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Submit Request' })).toBeInTheDocument();
  });

  it('shows staff who neither manage anyone nor are HR Access Denied on Leave Approvals', async () => {
    renderApp('/admin/leave-approvals', staffUser);
    expect(await screen.findByRole('heading', { level: 2, name: 'Access Denied' })).toBeInTheDocument();
  });

  it('sends a client, who has no back office, from a back-office page to the Access Denied page', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/admin/projects', clientUser);
    await waitFor(() => expect(router.state.location.pathname).toBe('/forbidden'));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page")).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('403 Forbidden:', '/admin/projects', expect.any(String));
  });

  it('shows an unknown back-office path as not found inside the admin layout', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/admin/no-such-section', adminUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('404'), '/admin/no-such-section');
  });
});
