import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router-dom';
import { COMPANY } from '@site/shared';
import type { RouteHandle } from '../route-types';
import { KeepScroll } from './KeepScroll';
import { RouteGuard } from './RouteGuard';

export const SITE_NAME = COMPANY.name;
/** The home page's title, as the server's first HTML response gives it. */
export const HOME_TITLE = `${SITE_NAME} | ${COMPANY.slogan}`;

/** The deepest matched route's handle: its title and roles. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
}

/** A thin bar at the top of the window while the next page's code loads. */
export function RouteProgress() {
  const busy = useNavigation().state !== 'idle';
  return <div className={`route-progress${busy ? ' route-progress--busy' : ''}`} aria-hidden />;
}

export function RootShell() {
  const handle = useRouteHandle();
  useEffect(() => {
    document.title = handle?.title && handle.title !== 'Home' ? `${handle.title} | ${SITE_NAME}` : HOME_TITLE;
  }, [handle?.title]);
  return (
    <>
      <RouteProgress />
      {/* A new page opens at its top (or at its #anchor); back and forward return to where the reader was. */}
      <ScrollRestoration />
      <KeepScroll />
      <RouteGuard handle={handle}>
        <Outlet />
      </RouteGuard>
    </>
  );
}
