import { PUBLIC_ROUTES as PAGES } from '@site/shared';
import type { Role } from '../gql/graphql';
import type { RouteDef } from './route-types';

const BACK_OFFICE: readonly Role[] = ['ADMIN', 'STAFF'];
const SIGNED_IN: readonly Role[] = ['ADMIN', 'STAFF', 'CLIENT'];

/** A content page: `/pages/:slug` names it, and a fixed route's path is its slug (`/about` shows 'about'). */
const contentPage = () => import('../features/pages/pages/ContentPage');

/** Pages in the public layout (navbar and footer); paths and titles are shared with the server. */
export const publicRoutes: readonly RouteDef[] = [
  { ...PAGES.home, page: () => import('./pages/HomePage') },
  { ...PAGES.services, page: () => import('../features/services/pages/ServicesPage') },
  { ...PAGES.service, page: () => import('../features/services/pages/ServiceDetailPage') },
  { ...PAGES.projects, page: () => import('../features/projects/pages/ProjectsPage') },
  { ...PAGES.project, page: () => import('../features/projects/pages/ProjectDetailPage') },
  { ...PAGES.about, page: contentPage },
  { ...PAGES.contact, page: () => import('../features/content/pages/ContactPage') },
  { ...PAGES.getQuote, page: () => import('../features/quotes/pages/GetQuotePage') },
  { ...PAGES.terms, page: contentPage },
  { ...PAGES.privacy, page: contentPage },
  { ...PAGES.contentPage, page: contentPage },
  { ...PAGES.sitemap, page: () => import('../features/pages/pages/SitemapPage') },
  { ...PAGES.forbidden, page: () => import('./pages/ForbiddenPage') },
  { ...PAGES.clientDashboard, roles: SIGNED_IN, page: () => import('./pages/ClientDashboardPage') },
];

/** Pages on their own, without a layout. */
export const standaloneRoutes: readonly RouteDef[] = [
  { ...PAGES.login, page: () => import('../features/auth/pages/LoginPage') },
  { ...PAGES.adminLogin, page: () => import('../features/auth/pages/LoginPage') },
  { ...PAGES.forgotPassword, page: () => import('../features/auth/pages/ForgotPasswordPage') },
  { ...PAGES.resetPassword, page: () => import('../features/auth/pages/ResetPasswordPage') },
];

const ADMIN_ONLY: readonly Role[] = ['ADMIN'];

/** Back-office pages in the admin layout (sidebar and header); titles are the spec's header titles. */
export const adminRoutes: readonly RouteDef[] = [
  {
    path: '/admin/dashboard',
    title: 'Dashboard',
    roles: BACK_OFFICE,
    page: () => import('../features/dashboard/pages/AdminDashboardPage'),
  },
  {
    path: '/admin/activity',
    title: 'Activity',
    roles: BACK_OFFICE,
    page: () => import('../features/dashboard/pages/ActivityPage'),
  },
  {
    path: '/admin/website',
    title: 'Website Content',
    roles: BACK_OFFICE,
    page: () => import('../features/content/pages/AdminWebsitePage'),
  },
  {
    path: '/admin/website/pages/new',
    title: 'Add New Page',
    roles: BACK_OFFICE,
    page: () => import('../features/content/pages/NewContentPagePage'),
  },
  {
    path: '/admin/website/pages/edit/:id',
    title: 'Edit Page',
    roles: BACK_OFFICE,
    page: () => import('../features/content/pages/EditContentPagePage'),
  },
  {
    path: '/admin/projects',
    title: 'Projects Management',
    roles: BACK_OFFICE,
    page: () => import('../features/projects/pages/AdminProjectsPage'),
  },
  {
    path: '/admin/projects/new',
    title: 'Add New Project',
    roles: BACK_OFFICE,
    page: () => import('../features/projects/pages/NewProjectPage'),
  },
  {
    path: '/admin/projects/edit/:id',
    title: 'Edit Project',
    roles: BACK_OFFICE,
    page: () => import('../features/projects/pages/EditProjectPage'),
  },
  {
    path: '/admin/employees',
    title: 'Employee Management',
    roles: ADMIN_ONLY,
    page: () => import('../features/employees/pages/AdminEmployeesPage'),
  },
  {
    path: '/admin/employees/new',
    title: 'Add New Employee',
    roles: ADMIN_ONLY,
    page: () => import('../features/employees/pages/NewEmployeePage'),
  },
  {
    path: '/admin/employees/edit/:id',
    title: 'Edit Employee',
    roles: ADMIN_ONLY,
    page: () => import('../features/employees/pages/EditEmployeePage'),
  },
  {
    path: '/admin/services',
    title: 'Services Management',
    roles: BACK_OFFICE,
    page: () => import('../features/services/pages/AdminServicesPage'),
  },
  {
    path: '/admin/services/new',
    title: 'Add New Service',
    roles: BACK_OFFICE,
    page: () => import('../features/services/pages/NewServicePage'),
  },
  {
    path: '/admin/services/edit/:id',
    title: 'Edit Service',
    roles: BACK_OFFICE,
    page: () => import('../features/services/pages/EditServicePage'),
  },
  {
    path: '/admin/quotes',
    title: 'Quote Management',
    roles: BACK_OFFICE,
    page: () => import('../features/quotes/pages/AdminQuotesPage'),
  },
  { path: '/admin/inbox', title: 'Inbox', roles: BACK_OFFICE, page: () => import('../features/inbox/pages/InboxPage') },
  {
    path: '/admin/leave-request',
    title: 'Request Leave',
    roles: BACK_OFFICE,
    page: () => import('../features/leave/pages/LeaveRequestPage'),
  },
  // Managers take the first step, HR and admins the second.
  {
    path: '/admin/leave-approvals',
    title: 'Leave Approvals',
    roles: ADMIN_ONLY,
    capabilities: ['MANAGER', 'HR'],
    page: () => import('../features/leave/pages/LeaveApprovalsPage'),
  },
  {
    path: '/admin/payroll',
    title: 'Payroll Management',
    roles: ADMIN_ONLY,
    page: () => import('../features/payroll/pages/AdminPayrollPage'),
  },
  {
    path: '/admin/payrolls/:id',
    title: 'Payroll Details',
    roles: ADMIN_ONLY,
    page: () => import('../features/payroll/pages/PayrollDetailPage'),
  },
  // Every back-office user: the page follows their own employee record.
  {
    path: '/admin/my-payroll',
    title: 'My Payroll',
    roles: BACK_OFFICE,
    page: () => import('../features/payroll/pages/MyPayrollPage'),
  },
  {
    path: '/admin/api-keys',
    title: 'API Keys',
    roles: ADMIN_ONLY,
    page: () => import('../features/api-keys/pages/AdminApiKeysPage'),
  },
  // An unknown back-office path keeps the sidebar and says so.
  { path: '/admin/*', title: 'Page not found', roles: BACK_OFFICE, page: () => import('./pages/NotFoundPage') },
];
