import type {
  DashboardAbsencesQuery,
  DashboardAttentionQuery,
  DashboardPayrollCostQuery,
  DashboardProjectsQuery,
  DashboardQuotesQuery,
} from '../../../gql/graphql';
import {
  auditLoadingMock,
  auditMock,
  auditNetworkErrorMock,
  auditVariables,
  sampleEntries,
} from '../../../components/audit/audit.mocks';
import { todayIso } from '../../../lib/format';
import { session, type SessionUser } from '../../../lib/session';
import { dataMock, errorMock, networkErrorMock, pendingMock, type MockOptions } from '../../../test/apollo-mocks';
import {
  ContentPagesCountDocument,
  DashboardAbsencesDocument,
  DashboardAttentionDocument,
  DashboardPayrollCostDocument,
  DashboardProjectsDocument,
  DashboardQuotesDocument,
  EmployeesCountDocument,
  ServicesCountDocument,
  TotalProjectsDocument,
} from '../api/dashboard';
import { weekOf } from '../absence-weeks';
import { RECENT_COUNT } from '../components/RecentActivities';

export const counts = { totalProjects: 24, employees: 18, contentPages: 12, services: 8 };
const C = 'DashboardCounts' as const;

export const totalProjectsMock = (n = counts.totalProjects, options?: MockOptions) =>
  dataMock(TotalProjectsDocument, {}, { dashboardCounts: { __typename: C, totalProjects: n } }, options);
export const employeesMock = (n = counts.employees) =>
  dataMock(EmployeesCountDocument, {}, { dashboardCounts: { __typename: C, employees: n } });
export const contentPagesMock = (n = counts.contentPages) =>
  dataMock(ContentPagesCountDocument, {}, { dashboardCounts: { __typename: C, contentPages: n } });
export const servicesMock = (n = counts.services) =>
  dataMock(ServicesCountDocument, {}, { dashboardCounts: { __typename: C, services: n } });
export const countMocks = () => [totalProjectsMock(), employeesMock(), contentPagesMock(), servicesMock()];
export const countsLoadingMocks = () => [
  pendingMock(TotalProjectsDocument, {}),
  pendingMock(EmployeesCountDocument, {}),
  pendingMock(ContentPagesCountDocument, {}),
  pendingMock(ServicesCountDocument, {}),
];
export const employeesErrorMock = () =>
  errorMock(EmployeesCountDocument, {}, { message: 'The database is not answering', code: 'INTERNAL_SERVER_ERROR' });

/** The current month as the server says it, yyyy-MM. */
export const thisMonth = todayIso().slice(0, 7);

export const attention = (overrides: Partial<DashboardAttentionQuery['dashboardAttention']> = {}) => ({
  dashboardAttention: {
    __typename: 'DashboardAttention' as const,
    overdueQuotes: 2,
    leaveAwaitingMe: 1,
    payrollPending: 3 as number | null,
    month: thisMonth,
    unhandledMessages: 4,
    ...overrides,
  },
});
export const attentionMock = (overrides: Partial<DashboardAttentionQuery['dashboardAttention']> = {}) =>
  dataMock(DashboardAttentionDocument, {}, attention(overrides));
/** What a staff member gets: no payroll figure. */
export const staffAttentionMock = () => attentionMock({ payrollPending: null, leaveAwaitingMe: 0 });
export const attentionErrorMock = () => networkErrorMock(DashboardAttentionDocument, {});

/** The last 12 months, oldest first, ending with the current one. */
export function lastMonths(count = 12, now = new Date()): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getFullYear(), now.getMonth() - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

const QUOTE_COUNTS = [0, 1, 3, 2, 0, 4, 5, 2, 1, 3, 6, 2];
export const quotesData = (empty = false): DashboardQuotesQuery => ({
  dashboardQuotes: {
    __typename: 'DashboardQuotes',
    perMonth: lastMonths().map((month, i) => ({
      __typename: 'MonthCount',
      month,
      count: empty ? 0 : QUOTE_COUNTS[i]!,
    })),
    byStatus: [
      ['PENDING', 5],
      ['REVIEWED', 3],
      ['RESPONDED', 18],
      ['CLOSED', 3],
    ].map(([status, count]) => ({
      __typename: 'StatusCount' as const,
      status: status as string,
      count: empty ? 0 : (count as number),
    })),
  },
});
export const quotesChartMock = (empty = false) => dataMock(DashboardQuotesDocument, {}, quotesData(empty));
export const quotesChartErrorMock = () =>
  errorMock(DashboardQuotesDocument, {}, { message: 'Quotes are not answering', code: 'INTERNAL_SERVER_ERROR' });

export const projectsData: DashboardProjectsQuery = {
  dashboardProjects: [
    ['PLANNING', 6],
    ['IN_PROGRESS', 10],
    ['COMPLETED', 7],
    ['ON_HOLD', 1],
  ].map(([status, count]) => ({ __typename: 'StatusCount', status: status as string, count: count as number })),
};
export const projectsChartMock = () => dataMock(DashboardProjectsDocument, {}, projectsData);

export const payrollData = (empty = false): DashboardPayrollCostQuery => ({
  dashboardPayrollCost: lastMonths().map((month, i) => ({
    __typename: 'MonthAmount',
    month,
    amount: empty ? '0.00' : (41_000 + i * 250.5).toFixed(2),
  })),
});
export const payrollChartMock = (empty = false) => dataMock(DashboardPayrollCostDocument, {}, payrollData(empty));
export const payrollForbiddenMock = () =>
  errorMock(DashboardPayrollCostDocument, {}, { message: 'Forbidden', code: 'FORBIDDEN' });

const addDays = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
const monday = weekOf(todayIso()).start;

/** Emily off this Tuesday to Wednesday (approved); David off next Monday to Friday (waiting). */
export const absencesData = (): DashboardAbsencesQuery => ({
  dashboardAbsences: [
    {
      __typename: 'Absence',
      leaveRequestId: 11,
      employeeId: 4,
      employeeName: 'Emily Chen',
      type: 'VACATION',
      status: 'HR_APPROVED',
      startDate: addDays(monday, 1),
      endDate: addDays(monday, 2),
    },
    {
      __typename: 'Absence',
      leaveRequestId: 12,
      employeeId: 5,
      employeeName: 'David Okafor',
      type: 'PERSONAL',
      status: 'PENDING',
      startDate: addDays(monday, 7),
      endDate: addDays(monday, 11),
    },
  ],
});
export const absencesMock = (empty = false) =>
  dataMock(DashboardAbsencesDocument, {}, empty ? { dashboardAbsences: [] } : absencesData());

export const recentVariables = () => auditVariables({ limit: RECENT_COUNT });
export const recentMock = (source = sampleEntries) => auditMock(recentVariables(), source);

/** Every part of an admin's dashboard, answered. */
export const adminDashboardMocks = () => [
  ...countMocks(),
  recentMock(),
  attentionMock(),
  quotesChartMock(),
  projectsChartMock(),
  payrollChartMock(),
  absencesMock(),
];
/** A staff member's: no payroll chart, no absences. */
export const staffDashboardMocks = () => [
  ...countMocks(),
  recentMock(),
  staffAttentionMock(),
  quotesChartMock(),
  projectsChartMock(),
];
export const recentLoadingMock = () => auditLoadingMock(recentVariables());
export const recentErrorMock = () => auditNetworkErrorMock(recentVariables());

/** The viewers the dashboard tells apart: an admin, a staff member, and staff flagged HR. */
export const viewers = {
  admin: { id: 1, name: 'Alex Morgan', email: 'admin@brightline.example', role: 'ADMIN' },
  staff: { id: 2, name: 'Sam Taylor', email: 'staff@brightline.example', role: 'STAFF' },
  hr: { id: 6, name: 'Priya Nair', email: 'priya.nair@brightline.example', role: 'STAFF', capabilities: ['HR'] },
} as const satisfies Record<string, SessionUser>;

/** A story's `beforeEach` (or a test's): signs `user` in, and out again after. */
export const signedInAs = (user: SessionUser) => () => {
  session.signIn('header.payload.signature', '2099-01-01T00:00:00.000Z', user);
  return () => session.signOut();
};

/** Every part of an admin's dashboard still on its way. */
export const dashboardLoadingMocks = () => [
  ...countsLoadingMocks(),
  recentLoadingMock(),
  pendingMock(DashboardAttentionDocument, {}),
  pendingMock(DashboardQuotesDocument, {}),
  pendingMock(DashboardProjectsDocument, {}),
  pendingMock(DashboardPayrollCostDocument, {}),
  pendingMock(DashboardAbsencesDocument, {}),
];

/** Every part of an admin's dashboard failing (the server cannot be reached). */
export const dashboardFailingMocks = () => [
  networkErrorMock(TotalProjectsDocument, {}),
  networkErrorMock(EmployeesCountDocument, {}),
  networkErrorMock(ContentPagesCountDocument, {}),
  networkErrorMock(ServicesCountDocument, {}),
  recentErrorMock(),
  attentionErrorMock(),
  networkErrorMock(DashboardQuotesDocument, {}),
  networkErrorMock(DashboardProjectsDocument, {}),
  networkErrorMock(DashboardPayrollCostDocument, {}),
  networkErrorMock(DashboardAbsencesDocument, {}),
];

/** An admin's dashboard of a new company: nothing counted, nothing happened, nobody off. */
export const emptyDashboardMocks = () => [
  totalProjectsMock(0),
  employeesMock(0),
  contentPagesMock(0),
  servicesMock(0),
  recentMock([]),
  attentionMock({ overdueQuotes: 0, leaveAwaitingMe: 0, payrollPending: 0, unhandledMessages: 0 }),
  quotesChartMock(true),
  dataMock(
    DashboardProjectsDocument,
    {},
    { dashboardProjects: projectsData.dashboardProjects.map((s) => ({ ...s, count: 0 })) },
  ),
  payrollChartMock(true),
  absencesMock(true),
];
