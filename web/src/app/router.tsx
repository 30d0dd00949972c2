import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { PublicLayout } from './layouts/PublicLayout';
import { RootShell } from './layouts/RootShell';
import type { RouteDef, RouteHandle } from './route-types';
import { adminRoutes, publicRoutes, standaloneRoutes } from './routes';

function toRoute({ path, page, ...handle }: RouteDef): RouteObject {
  return { path, handle, lazy: async () => ({ Component: (await page()).default }) };
}

const notFound: RouteObject = {
  path: '*',
  handle: { title: 'Page not found' } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).default }),
};

export const routeObjects: RouteObject[] = [
  {
    element: <RootShell />,
    HydrateFallback: PageLoader,
    children: [
      { path: '/admin', element: <Navigate to="/admin/dashboard" replace /> },
      {
        // Sign-in, password and back-office pages use antd, which public pages never download.
        lazy: async () => ({ Component: (await import('./Providers')).UiLayout }),
        children: [
          ...standaloneRoutes.map(toRoute),
          {
            // The admin layout is its own chunk: a public page never downloads it.
            lazy: async () => ({ Component: (await import('./layouts/AdminLayout')).AdminLayout }),
            children: adminRoutes.map(toRoute),
          },
        ],
      },
      { element: <PublicLayout />, children: [...publicRoutes.map(toRoute), notFound] },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routeObjects);
