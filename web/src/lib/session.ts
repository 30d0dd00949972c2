import { SESSION_KEYS } from '@site/shared';
import { useSyncExternalStore } from 'react';
import type { Role } from '../gql/graphql';
import type { Capability } from './access';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  /** What the user is besides their role (a manager, HR), when the API has said. */
  capabilities?: readonly Capability[];
}

/** The user as the sign-in answers give it: what the API says they manage or are, beside the role. */
export interface SignedInUser extends SessionUser {
  managesAnyone?: boolean;
  isHR?: boolean;
}

/** A manager's and HR's pages open by these; an explicit list (a story's user) is taken as given. */
export function capabilitiesOf(user: SignedInUser): readonly Capability[] | undefined {
  if (user.managesAnyone === undefined && user.isHR === undefined) return user.capabilities;
  return [...(user.managesAnyone ? (['MANAGER'] as const) : []), ...(user.isHR ? (['HR'] as const) : [])];
}

/**
 * 'restoring': a session may exist (a user was shown last time) and the refresh cookie is being
 * tried; 'signed-in': the API issued the access token held here; 'signed-out': no session.
 */
export type SessionStatus = 'restoring' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Set when the user signed out themselves (Log Out), rather than the session ending. */
  loggedOut?: boolean;
}

/** The user last signed in on this browser, kept only to show their name while the session is restored. */
const DISPLAY_KEY = SESSION_KEYS.displayUser;
const listeners = new Set<() => void>();

function readDisplayUser(): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(DISPLAY_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

let state: SessionState = { status: 'signed-out', user: null };
/** The access token lives in memory only; the httpOnly refresh cookie renews it. */
let access: { token: string; expiresAt: number } | null = null;

function publish(next: SessionState): void {
  state = next;
  try {
    if (next.user) window.localStorage.setItem(DISPLAY_KEY, JSON.stringify(next.user));
    else window.localStorage.removeItem(DISPLAY_KEY);
  } catch {
    // Storage may be unavailable (private mode); the session still works for this page.
  }
  listeners.forEach((listener) => listener());
}

/**
 * The signed-in user and their access token. Nothing here grants access: the API checks the
 * token on every call, and the route guards only decide what to show.
 */
export const session = {
  state: () => state,
  user: () => state.user,
  token: () => access?.token ?? null,
  /** Milliseconds since the epoch when the access token stops working, or null. */
  expiresAt: () => access?.expiresAt ?? null,
  signIn(token: string, expiresAt: string, user: SignedInUser) {
    access = { token, expiresAt: new Date(expiresAt).getTime() };
    const { id, name, email, role } = user;
    const capabilities = capabilitiesOf(user);
    publish({ status: 'signed-in', user: { id, name, email, role, ...(capabilities && { capabilities }) } });
  },
  /** Ends the local session; `loggedOut` when the user chose to (Log Out). */
  signOut({ loggedOut = false }: { loggedOut?: boolean } = {}) {
    access = null;
    publish(loggedOut ? { status: 'signed-out', user: null, loggedOut } : { status: 'signed-out', user: null });
  },
  /**
   * On page load: when a user was signed in on this browser last time, show them while their
   * session is restored from the refresh cookie. Returns whether there is one to restore.
   */
  beginRestore(): boolean {
    const user = typeof window === 'undefined' ? null : readDisplayUser();
    if (!user || state.status !== 'signed-out') return false;
    state = { status: 'restoring', user };
    listeners.forEach((listener) => listener());
    return true;
  },
  /**
   * The session could not be checked (the server is unreachable): signed out for now, but the
   * remembered user stays, so the next page load tries again.
   */
  unreachable() {
    if (state.status === 'restoring') {
      state = { status: 'signed-out', user: null };
      listeners.forEach((listener) => listener());
    }
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const SIGNED_OUT: SessionState = { status: 'signed-out', user: null };

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.state, () => SIGNED_OUT);
}

/** The signed-in user (or, while the session is restored, the one shown last time). */
export function useSessionUser(): SessionUser | null {
  return useSession().user;
}

export const isBackOfficeRole = (role: Role | undefined) => role === 'ADMIN' || role === 'STAFF';

/** Where a user lands after signing in when no page was asked for first (spec: admins to the admin dashboard). */
export const homeFor = (role: Role) => (role === 'ADMIN' ? '/admin/dashboard' : '/client/dashboard');

export const ROLE_LABELS: Record<Role, string> = { ADMIN: 'Admin', STAFF: 'Staff', CLIENT: 'Client' };
