import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { AuthService } from '../auth/auth.service';
import type { Role } from '../auth/roles';
import type { SessionCookie } from '../auth/session-cookie';
import type { SpamGuard } from '../common/spam-guard';

export interface CurrentUser {
  id: number;
  email: string;
  name: string;
  role: Role;
}

/** Built once per GraphQL request. */
export interface Context {
  requestId: string;
  ip: string;
  user: CurrentUser | null;
  config: Config;
  dataSource: DataSource;
  /** Sign-in, sessions and passwords; one per app. */
  auth: AuthService;
  /** This request's refresh-token cookie. */
  cookie: SessionCookie;
  /** Honeypot and per-address limits of the public forms; one per app. */
  spam: SpamGuard;
}
