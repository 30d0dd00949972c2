import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DESKTOP, MOBILE, storyParameters } from '../../../test/stories';
import {
  adminDashboardMocks,
  contentPagesMock,
  dashboardFailingMocks,
  dashboardLoadingMocks,
  emptyDashboardMocks,
  employeesErrorMock,
  employeesMock,
  absencesMock,
  attentionMock,
  payrollChartMock,
  projectsChartMock,
  quotesChartErrorMock,
  recentMock,
  servicesMock,
  signedInAs,
  staffDashboardMocks,
  totalProjectsMock,
  viewers,
} from '../mocks/dashboard.mocks';
import AdminDashboardPage from './AdminDashboardPage';

const onDashboard = (mocks: ReturnType<typeof adminDashboardMocks>) =>
  storyParameters({ route: '/admin/dashboard', path: '/admin/dashboard', mocks });

const meta = {
  title: 'Pages/Admin/AdminDashboardPage',
  component: AdminDashboardPage,
  beforeEach: signedInAs(viewers.admin),
  parameters: { layout: 'padded', ...onDashboard(adminDashboardMocks()) },
} satisfies Meta<typeof AdminDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('region', { name });

/** An admin: the four figures, the latest activity, what needs attention, every chart and who is off. */
export const Admin: Story = {
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await within(region(canvasElement, 'Total Projects')).findByText('24')).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: "Sam Taylor updated Project 'Acme site'" })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /Payroll records pending/ })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Add New Employee/ })).toBeInTheDocument();
    await expect(await canvas.findByRole('table', { name: 'Payroll Cost per Month' })).toBeInTheDocument();
    await expect(await canvas.findByText('Emily Chen')).toBeInTheDocument();
  },
};

/** Staff: no employee action, no payroll or leave item, no payroll chart, no absences. */
export const Staff: Story = {
  beforeEach: signedInAs(viewers.staff),
  parameters: onDashboard(staffDashboardMocks()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Quotes overdue/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /Payroll records/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Add New Employee/ })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Who Is Off' })).toBeNull();
  },
};

/** Staff flagged HR: who is off this week and next, and leave waiting for them; still no payroll. */
export const HumanResources: Story = {
  beforeEach: signedInAs(viewers.hr),
  parameters: onDashboard([...staffDashboardMocks(), absencesMock()]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('David Okafor')).toBeInTheDocument();
    // Needs attention answers apart from Who Is Off, so either may come first.
    await expect(await canvas.findByRole('link', { name: /Leave waiting/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Payroll Cost per Month' })).toBeNull();
  },
};

/** Every part on its way, each saying so on its own. */
export const Loading: Story = {
  parameters: onDashboard(dashboardLoadingMocks()),
  play: async ({ canvasElement }) => {
    await expect(within(region(canvasElement, 'Total Projects')).getByRole('status')).toHaveTextContent('Loading');
    await expect(within(region(canvasElement, 'Recent Activities')).getByRole('status')).toBeInTheDocument();
    await expect(within(region(canvasElement, 'Projects by Status')).getByRole('status')).toBeInTheDocument();
  },
};

/** The server cannot be reached: each part says so with its own Retry. */
export const Failing: Story = {
  parameters: onDashboard(dashboardFailingMocks()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await within(region(canvasElement, 'Who Is Off')).findByRole('alert')).toBeInTheDocument();
    await expect(await canvas.findAllByRole('button', { name: 'Retry' })).toHaveLength(11);
  },
};

/** One card and one chart fail; everything else is there, and Retry brings the card back. */
export const OnePartFailing: Story = {
  parameters: onDashboard([
    totalProjectsMock(),
    employeesErrorMock(),
    employeesMock(),
    contentPagesMock(),
    servicesMock(),
    recentMock(),
    attentionMock(),
    quotesChartErrorMock(),
    projectsChartMock(),
    payrollChartMock(),
    absencesMock(),
  ]),
  play: async ({ canvasElement }) => {
    const employees = region(canvasElement, 'Employees');
    await expect(await within(employees).findByText(/The database is not answering/)).toBeInTheDocument();
    await expect(await within(region(canvasElement, 'Services')).findByText('8')).toBeInTheDocument();
    await expect(
      await within(region(canvasElement, 'Quotes by Status')).findByText(/Quotes are not answering/),
    ).toBeInTheDocument();
    await userEvent.click(within(employees).getByRole('button', { name: 'Retry' }));
    await expect(await within(employees).findByText('18')).toBeInTheDocument();
  },
};

/** A new company: zero everywhere, no activity, empty charts, nobody off. */
export const Empty: Story = {
  parameters: onDashboard(emptyDashboardMocks()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No activity yet')).toBeInTheDocument();
    await expect(await canvas.findByText('No projects yet')).toBeInTheDocument();
    await expect(await canvas.findByText('No payroll in the last 12 months')).toBeInTheDocument();
    await expect(await canvas.findAllByText('Nobody is off')).toHaveLength(2);
  },
};

/** At 375 px: the figures two by two, then each part full width. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await within(region(canvasElement, 'Services')).findByText('8')).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'View all' })).toBeVisible();
  },
};

export const StaffMobile: Story = { ...Staff, globals: MOBILE };
