import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { AuthService } from '../auth/auth.service';
import type { Actor, ApiKeyCaller } from '../auth/actor';
import type { PasswordResetService } from '../auth/password-reset.service';
import type { SessionCookie } from '../auth/session-cookie';
import type { Mailer } from '../common/mailer';
import type { SpamGuard } from '../common/spam-guard';
import type { RequestLoaders } from './loaders';
import type { RateLimitReport } from './rate-limit-report';

/** Built once per GraphQL request. */
export interface Context {
  requestId: string;
  ip: string;
  /** The verified signed-in user; resolvers take it with `@CurrentUser()`. Null for an API key. */
  user: Actor | null;
  /**
   * The partner's API key the request came with: no user, only its scopes, checked before
   * execution against OPERATION_SCOPES (api-keys/api-key-budget.ts).
   */
  apiKey: ApiKeyCaller | null;
  /** Where the caller's budget stands once this request is charged (null while the budget is off). */
  rateLimit: RateLimitReport | null;
  config: Config;
  dataSource: DataSource;
  /** Sign-in, sessions and passwords; one per app. */
  auth: AuthService;
  /** Sends mail (to the log and MAIL_OUTBOX_DIR without SMTP_URL); one per app. */
  mailer: Mailer;
  /** Reset links by mail; one per app (it holds the throttles). */
  passwordReset: PasswordResetService;
  /** This request's refresh-token cookie. */
  cookie: SessionCookie;
  /** Honeypot and per-address limits of the public forms; one per app. */
  spam: SpamGuard;
  /** This request's DataLoaders, made on first use. */
  loaders: RequestLoaders;
}
