import { MockedProvider } from '@apollo/client/testing/react';
import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { createMemoryRouter, parsePath, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { UiProviders } from '../app/Providers';
import { createCache } from '../lib/cache';
import { Toaster } from '../components/Toaster';
import type { RouteHandle } from '../app/route-types';
import type { AnyApolloMock } from './apollo-mocks';

/** Where the rendered element sits in a memory data router (so useParams, useMatches and useNavigation work). */
export interface RouterSetup {
  /** The first URL, such as '/projects?page=2' (default '/'). */
  route?: string;
  /** History state of that first entry (LoginPage reads `from`, ForbiddenPage `message`). */
  state?: unknown;
  /** The pattern the element is mounted at, such as '/projects/:id' (default '*', any URL). */
  path?: string;
  /** The route's handle (title, roles, capabilities), as the route table gives it; AdminLayout shows the title. */
  handle?: RouteHandle;
  /** A layout route drawn around the element through its <Outlet />, such as AdminLayout. */
  layout?: ComponentType;
}

/** The Apollo side of a story or test: the operations it answers. */
export interface ApolloSetup {
  mocks?: readonly AnyApolloMock[];
}

export interface HarnessProps extends RouterSetup, ApolloSetup {
  children: ReactNode;
}

/** Shown when the element navigates away from its own route, so a test (or a designer) sees where it went. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <p data-testid="location" style={{ padding: 24 }}>
      Navigated to {pathname}
      {search}
    </p>
  );
}

// The router is made once per mount; the element reaches it through context so a story's new args still show.
const ElementContext = createContext<ReactNode>(null);
function Element() {
  return useContext(ElementContext);
}

export function harnessRoutes({ path = '*', handle, layout }: RouterSetup): RouteObject[] {
  const own: RouteObject = { path, handle, element: <Element /> };
  const routes = path === '*' ? [own] : [own, { path: '*', element: <LocationProbe /> }];
  return layout ? [{ Component: layout, children: routes }] : routes;
}

/**
 * The app's providers around one element, as App.tsx sets them up but with a memory router and
 * MockedProvider: the antd theme and toasts, the public site's toasts, Apollo answering only `mocks`, and a data router.
 * Storybook's preview and the web tests' render helper both use it.
 */
export function AppHarness({ children, mocks = [], route = '/', state, ...setup }: HarnessProps) {
  const [router] = useState(() =>
    createMemoryRouter(harnessRoutes(setup), { initialEntries: [{ ...parsePath(route), state }] }),
  );
  // The app's own cache rules, so a screen merges its answers in a test as it does in the browser.
  const [cache] = useState(createCache);
  return (
    <UiProviders>
      <MockedProvider mocks={mocks} cache={cache}>
        <ElementContext.Provider value={children}>
          <RouterProvider router={router} />
        </ElementContext.Provider>
      </MockedProvider>
      <Toaster />
    </UiProviders>
  );
}
