import type { Role } from '../gql/graphql';
import type { RouteDef } from './route-types';

const BACK_OFFICE: readonly Role[] = ['ADMIN', 'STAFF'];
const SIGNED_IN: readonly Role[] = ['ADMIN', 'STAFF', 'CLIENT'];

/** Pages in the public layout (navbar and footer). */
export const publicRoutes: readonly RouteDef[] = [
  { path: '/', title: 'Home', page: () => import('./pages/HomePage') },
  { path: '/projects', title: 'Projects', page: () => import('../features/projects/pages/ProjectsPage') },
  { path: '/projects/:id', title: 'Project', page: () => import('../features/projects/pages/ProjectDetailPage') },
  { path: '/forbidden', title: 'Access Denied', page: () => import('./pages/ForbiddenPage') },
  { path: '/client/dashboard', title: 'Client Dashboard', roles: SIGNED_IN, page: () => import('./pages/ClientDashboardPage') },
];

/** Pages on their own, without a layout. */
export const standaloneRoutes: readonly RouteDef[] = [
  { path: '/login', title: 'Admin Login', page: () => import('../features/auth/pages/LoginPage') },
  { path: '/admin/login', title: 'Admin Login', page: () => import('../features/auth/pages/LoginPage') },
];

/** Back-office pages in the admin layout (sidebar and header); titles are the spec's header titles. */
export const adminRoutes: readonly RouteDef[] = [
  { path: '/admin/dashboard', title: 'Dashboard', roles: BACK_OFFICE, page: () => import('./pages/AdminDashboardPage') },
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
];
