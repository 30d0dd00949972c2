import { AUTH_TOASTS } from '@site/shared';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { isRestricted, mayAccess } from '../../lib/access';
import { isBackOfficeRole, useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import type { RouteHandle } from '../route-types';

export const LOGIN_REQUIRED = AUTH_TOASTS.signInRequired.title;

/** Back-office and dashboard paths need a session, even ones no route matches. */
const SIGNED_IN_AREA = /^\/(admin|dashboard)\/(?!login$)/;
/** Pages in the admin layout, which says Access Denied itself (under the page's title, beside the sidebar). */
const BACK_OFFICE = /^\/admin\//;

/**
 * Keeps signed-out users and the wrong roles away from a route's page. A back-office user stays
 * in the back office, where the admin layout says Access Denied; anyone else goes to /forbidden.
 * Only the display is guarded here; the API enforces every rule itself.
 */
export function RouteGuard({ handle, children }: { handle: RouteHandle | undefined; children: ReactNode }) {
  const { status, user, loggedOut } = useSession();
  const location = useLocation();
  const needsSession = isRestricted(handle) || SIGNED_IN_AREA.test(location.pathname);
  const turnedAway = needsSession && status === 'signed-out' && !loggedOut;

  useEffect(() => {
    if (turnedAway) toast.error(LOGIN_REQUIRED);
  }, [turnedAway]);

  if (!needsSession) return children;
  if (status === 'restoring') {
    // The page the remembered user may open is drawn at once: its queries wait for the restored
    // token, and its code and styles run meanwhile instead of after. Anything else waits to know.
    return user && mayAccess(handle, user) ? children : <PageLoader />;
  }
  // Just logged out: off to the admin login page (spec), without the 'Please log in' toast.
  if (status === 'signed-out' && loggedOut) return <Navigate to="/admin/login" replace />;
  const from = `${location.pathname}${location.search}`;
  if (!user || status === 'signed-out') return <Navigate to="/login" replace state={{ from }} />;
  if (mayAccess(handle, user)) return children;
  if (isBackOfficeRole(user.role) && BACK_OFFICE.test(location.pathname)) return children;
  return <Navigate to="/forbidden" replace state={{ from }} />;
}
