/**
 * Names the web app and the server's pages share for restoring a session on page load: where
 * the browser remembers who was signed in (localStorage), the Web Lock that lets one tab at a
 * time spend the refresh cookie, and the global where the page's first script leaves the
 * restore it started before the app's code arrived.
 */
export const SESSION_KEYS = {
  displayUser: 'brightline.user',
  refreshLock: 'brightline-session-refresh',
  earlyRestore: '__brightlineRestore',
} as const;
