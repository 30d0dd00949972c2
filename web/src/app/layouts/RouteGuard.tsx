import { App } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionUser } from '../../lib/session';
import type { RouteHandle } from '../route-types';

export const LOGIN_REQUIRED = 'Please log in to access this page';

/**
 * Keeps signed-out users and the wrong roles away from a route's page. Only the display
 * is guarded here; the API enforces every rule itself.
 */
export function RouteGuard({ handle, children }: { handle: RouteHandle | undefined; children: ReactNode }) {
  const user = useSessionUser();
  const location = useLocation();
  const { notification } = App.useApp();
  const roles = handle?.roles;
  const signedOut = Boolean(roles) && !user;

  useEffect(() => {
    if (signedOut) notification.error({ title: LOGIN_REQUIRED });
  }, [signedOut, notification]);

  if (!roles) return children;
  const from = `${location.pathname}${location.search}`;
  if (!user) return <Navigate to="/login" replace state={{ from }} />;
  if (!roles.includes(user.role)) return <Navigate to="/forbidden" replace state={{ from }} />;
  return children;
}
