import { SESSION_KEYS } from '@site/shared';
import { graphql } from '../gql';
import { session } from './session';
import { persistedQueryExtension } from './trusted-documents';

/** What signing in and refreshing both return: the access token, its end, and the user. */
export const SessionFieldsFragment = graphql(`
  fragment SessionFields on AuthPayload {
    token
    expiresAt
    user {
      id
      name
      email
      role
      managesAnyone
      isHR
    }
  }
`);

export const RefreshSessionDocument = graphql(`
  mutation RefreshSession {
    refreshSession {
      ...SessionFields
    }
  }
`);

export const GRAPHQL_URI = '/graphql';

interface RefreshResponse {
  data?: { refreshSession?: { token: string; expiresAt: string; user: Parameters<typeof session.signIn>[2] } } | null;
  errors?: { extensions?: { code?: string } }[];
}

let inflight: Promise<boolean> | null = null;

/**
 * Exchanges the refresh cookie for a new access token. One exchange at a time per tab, and,
 * through the Web Locks API, across tabs: each refresh cookie works once, so two tabs must not
 * spend the same one (the server would take it for theft and end the session).
 */
export function refreshSession(): Promise<boolean> {
  inflight ??= withLock(exchange).finally(() => {
    inflight = null;
  });
  return inflight;
}

async function withLock(task: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(SESSION_KEYS.refreshLock, task) : task();
}

/**
 * The restore the page's first script started, before the app's code had arrived (the server
 * writes it into each page: server/src/site/html.ts), taken once: under the same lock, so the
 * exchange that takes it spends no second refresh cookie. Its answer is null when the server
 * could not be reached.
 */
function takeEarlyRestore(): Promise<unknown> | undefined {
  if (typeof window === 'undefined') return undefined;
  const holder = window as unknown as Record<string, Promise<unknown> | undefined>;
  const early = holder[SESSION_KEYS.earlyRestore];
  delete holder[SESSION_KEYS.earlyRestore];
  return early;
}

async function exchange(): Promise<boolean> {
  let body: RefreshResponse;
  try {
    const early = takeEarlyRestore();
    const answer = early ? ((await early) as RefreshResponse | null) : await requestRefresh();
    // The page's own request could not reach the server.
    if (!answer) throw new Error('unreachable');
    body = answer;
  } catch {
    session.unreachable();
    return false;
  }
  const renewed = body.data?.refreshSession;
  if (renewed) {
    session.signIn(renewed.token, renewed.expiresAt, renewed.user);
    return true;
  }
  session.signOut();
  return false;
}

async function requestRefresh(): Promise<RefreshResponse> {
  const response = await fetch(GRAPHQL_URI, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      operationName: 'RefreshSession',
      variables: {},
      extensions: persistedQueryExtension(RefreshSessionDocument),
    }),
  });
  return (await response.json()) as RefreshResponse;
}

/** On page load: if a user was signed in on this browser, try to carry on their session. */
export function restoreSession(): void {
  if (session.beginRestore()) void refreshSession();
}

/** Renews the access token when it ends within this margin, before a request is sent. */
const RENEW_MARGIN_MS = 60_000;

/** The access token to send with the next request, renewed first if it is about to end. */
export async function freshAccessToken(): Promise<string | null> {
  const expiresAt = session.expiresAt();
  if (expiresAt !== null && expiresAt - Date.now() < RENEW_MARGIN_MS) await refreshSession();
  else if (session.state().status === 'restoring') await refreshSession();
  return session.token();
}
