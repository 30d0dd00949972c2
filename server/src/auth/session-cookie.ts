import { parseCookie } from 'cookie';
import type { Request, Response } from 'express';

export const REFRESH_COOKIE = 'brightline_refresh';
/** Sent only with API calls, never with page or asset requests. */
const COOKIE_PATH = '/graphql';

/** The refresh-token cookie of one request: httpOnly, SameSite=Strict, Secure in production. */
export interface SessionCookie {
  read(): string | null;
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export function sessionCookie(req: Request, res: Response, secure: boolean): SessionCookie {
  const options = { httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH } as const;
  return {
    read() {
      const header = req.headers.cookie;
      return (header && parseCookie(header)[REFRESH_COOKIE]) || null;
    },
    set(token, expiresAt) {
      res.cookie(REFRESH_COOKIE, token, { ...options, expires: expiresAt });
    },
    clear() {
      res.clearCookie(REFRESH_COOKIE, options);
    },
  };
}
