import { useSyncExternalStore } from 'react';

/** The cookie that remembers whether the back-office sidebar is expanded (spec: kept 7 days). */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** Below the spec's 768 px breakpoint the sidebar leaves the page and opens as a drawer. */
export const MOBILE_QUERY = '(max-width: 767px)';

/** Whether the sidebar was left expanded: `true` unless the cookie says `false`. */
export function readSidebarExpanded(cookies: string = document.cookie): boolean {
  const entry = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry?.slice(SIDEBAR_COOKIE.length + 1) !== 'false';
}

export function writeSidebarExpanded(expanded: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

function subscribeToMobile(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True while the window is narrower than the mobile breakpoint; follows resizes and rotation. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeToMobile,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}
