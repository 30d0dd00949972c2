import { useSyncExternalStore } from 'react';
import type { Role } from '../gql/graphql';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
}

interface Session {
  token: string;
  user: SessionUser;
}

const KEY = 'brightline.session';
const listeners = new Set<() => void>();

function read(): Session | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

let current: Session | null = typeof window === 'undefined' ? null : read();

function publish(next: Session | null): void {
  current = next;
  if (next) window.localStorage.setItem(KEY, JSON.stringify(next));
  else window.localStorage.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

/**
 * The signed-in user, kept for display across reloads. The API checks the token on every
 * call, so nothing here grants access by itself.
 */
export const session = {
  token: () => current?.token ?? null,
  user: () => current?.user ?? null,
  signIn: (token: string, user: SessionUser) => publish({ token, user }),
  signOut: () => publish(null),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(session.subscribe, session.user, () => null);
}

export const isBackOfficeRole = (role: Role | undefined) => role === 'ADMIN' || role === 'STAFF';

/** Where a user lands after signing in when no page was asked for first. */
export const homeFor = (role: Role) => (isBackOfficeRole(role) ? '/admin/dashboard' : '/client/dashboard');

export const ROLE_LABELS: Record<Role, string> = { ADMIN: 'Admin', STAFF: 'Staff', CLIENT: 'Client' };
