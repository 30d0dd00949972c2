import { screen, within } from '@testing-library/react';
import type { SessionUser } from '../../../lib/session';
import type { AnyApolloMock } from '../../../test/apollo-mocks';
import { renderWithApp } from '../../../test/render';
import {
  absencesMock,
  adminDashboardMocks,
  attentionMock,
  contentPagesMock,
  countsLoadingMocks,
  employeesErrorMock,
  employeesMock,
  projectsChartMock,
  quotesChartMock,
  recentMock,
  servicesMock,
  staffDashboardMocks,
  staffAttentionMock,
  totalProjectsMock,
  recentLoadingMock,
  signedInAs,
  thisMonth,
  viewers,
} from '../mocks/dashboard.mocks';
import AdminDashboardPage from './AdminDashboardPage';

jest.setTimeout(60_000);

const { admin: adminUser, staff: staffUser, hr: hrUser } = viewers;
let signOut = () => {};

function renderPage(user: SessionUser, mocks: readonly AnyApolloMock[]) {
  signOut = signedInAs(user)();
  return renderWithApp(<AdminDashboardPage />, { route: '/admin/dashboard', path: '/admin/dashboard', mocks });
}
afterEach(() => signOut());

const region = (name: string) => screen.getByRole('region', { name });

describe('AdminDashboardPage', () => {
  it('shows the four counts from the server, each with its description', async () => {
    renderPage(adminUser, adminDashboardMocks());
    const projects = region('Total Projects');
    expect(await within(projects).findByText('24')).toBeInTheDocument();
    expect(within(projects).getByText('Projects in every status')).toBeInTheDocument();
    expect(await within(region('Employees')).findByText('18')).toBeInTheDocument();
    expect(await within(region('Content Pages')).findByText('12')).toBeInTheDocument();
    expect(await within(region('Services')).findByText('8')).toBeInTheDocument();
  });

  it("shows one card's failure in that card only, with Retry, while the others show their counts", async () => {
    renderPage(adminUser, [
      totalProjectsMock(),
      employeesErrorMock(),
      employeesMock(),
      contentPagesMock(),
      servicesMock(),
      recentMock(),
      attentionMock(),
      quotesChartMock(),
      projectsChartMock(),
    ]);
    const employees = region('Employees');
    expect(await within(employees).findByText(/The database is not answering/)).toBeInTheDocument();
    expect(await within(region('Total Projects')).findByText('24')).toBeInTheDocument();
    expect(await within(region('Services')).findByText('8')).toBeInTheDocument();
    within(employees).getByRole('button', { name: 'Retry' }).click();
    expect(await within(employees).findByText('18')).toBeInTheDocument();
  });

  it('says each part is loading while its answer is on its way', async () => {
    renderPage(staffUser, [...countsLoadingMocks(), recentLoadingMock(), staffAttentionMock()]);
    expect(within(region('Total Projects')).getByRole('status')).toHaveTextContent('Loading...');
    expect(within(region('Recent Activities')).getByRole('status')).toHaveTextContent('Loading activities...');
    expect(await within(region('Needs Attention')).findByText('Quotes overdue for an answer')).toBeInTheDocument();
  });

  it('lists the five latest activities as sentences with their user, time and a link to the record, and View all', async () => {
    renderPage(adminUser, adminDashboardMocks());
    const recent = region('Recent Activities');
    const link = await within(recent).findByRole('link', { name: "Sam Taylor updated Project 'Acme site'" });
    expect(link).toHaveAttribute('href', '/admin/projects/edit/12');
    expect(within(recent).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    // A deleted record has no page to open: its sentence is plain text.
    expect(within(recent).getByText("Alex Morgan deleted Content page 'Careers'").tagName).toBe('SPAN');
    expect(within(recent).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/admin/activity');
  });

  it("says 'No activity yet' when the trail is empty", async () => {
    renderPage(staffUser, [...staffDashboardMocks().slice(0, 4), recentMock([]), staffAttentionMock()]);
    expect(await within(region('Recent Activities')).findByText('No activity yet')).toBeInTheDocument();
  });

  it('gives an admin every quick action and what needs attention, each linking to its filtered list', async () => {
    renderPage(adminUser, adminDashboardMocks());
    const actions = region('Quick Actions');
    expect(within(actions).getByRole('link', { name: /Add New Employee/ })).toHaveAttribute(
      'href',
      '/admin/employees/new',
    );
    expect(
      within(actions)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/admin/projects/new', '/admin/website', '/admin/services/new', '/admin/employees/new']);
    const attention = region('Needs Attention');
    const hrefOf = async (name: RegExp) => (await within(attention).findByRole('link', { name })).getAttribute('href');
    expect(await hrefOf(/Quotes overdue/)).toBe('/admin/quotes?overdue=1');
    expect(await hrefOf(/Leave waiting/)).toBe('/admin/leave-approvals');
    expect(await hrefOf(/Payroll records pending/)).toBe(`/admin/payroll?month=${thisMonth}&search=Pending`);
    expect(await hrefOf(/Contact messages/)).toBe('/admin/inbox?state=open');
    expect(within(attention).getByRole('link', { name: /Quotes overdue/ })).toHaveTextContent('2');
  });

  it('gives staff no employee action, no payroll or leave item, no payroll chart and no absences', async () => {
    renderPage(staffUser, staffDashboardMocks());
    const attention = region('Needs Attention');
    await within(attention).findByRole('link', { name: /Quotes overdue/ });
    expect(within(attention).queryByRole('link', { name: /Payroll/ })).toBeNull();
    expect(within(attention).queryByRole('link', { name: /Leave waiting/ })).toBeNull();
    expect(within(region('Quick Actions')).queryByRole('link', { name: /Add New Employee/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Payroll Cost per Month' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Who Is Off' })).toBeNull();
  });

  it('shows HR staff who is off this week and next, but not the payroll cost', async () => {
    renderPage(hrUser, [...staffDashboardMocks(), absencesMock()]);
    const off = region('Who Is Off');
    expect(await within(off).findByText('Emily Chen')).toBeInTheDocument();
    expect(
      within(within(off).getByRole('region', { name: 'Next week' })).getByText('David Okafor'),
    ).toBeInTheDocument();
    expect(within(off).getByText(/Pending, not yet approved/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payroll Cost per Month' })).toBeNull();
  });

  it('gives each chart its figures as a table', async () => {
    renderPage(adminUser, adminDashboardMocks());
    const projects = region('Projects by Status');
    const table = await within(projects).findByRole('table', { name: 'Projects by Status' });
    expect(within(table).getByRole('row', { name: 'In Progress 10' })).toBeInTheDocument();
    const payroll = region('Payroll Cost per Month');
    expect(await within(payroll).findByText('$43,755.50')).toBeInTheDocument();
  });
});
