import type { DataSource, Repository } from 'typeorm';
import type { Config } from '../config';
import { badUserInput, conflict, unauthenticated } from '../common/errors';
import type { Limits } from '../common/rate-limiter';
import { securityLog } from '../common/security-log';
import type { Actor } from './actor';
import { LoginThrottle } from './login-throttle';
import { timingDummyHash, verifyPassword } from './password';
import { SessionStore, type IssuedSession } from './sessions';
import { setPassword } from './set-password';
import { verifyAccessToken } from './tokens';
import { User } from './user.entity';

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
export const PASSWORD_CHANGED_MEANWHILE =
  'Your password was changed by another request just now. Please sign in again with the new password.';

const TOKEN_USER_COLUMNS = ['id', 'email', 'name', 'role', 'active', 'tokenVersion'] as const;
/** A users row as the drivers give it: a boolean as 0 or 1. */
type TokenUser = Pick<User, 'email' | 'name' | 'role'> & {
  id: number | string;
  active: number | boolean;
  tokenVersion: number | string;
};

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Sign-in, sessions and password changes (reset links: password-reset.service.ts). One
 * instance per app: it holds the sign-in throttle, which must outlive a request.
 */
export class AuthService {
  private readonly users: Repository<User>;
  private readonly sessions: SessionStore;
  private readonly throttle: LoginThrottle;
  /** userForToken's read: see there. */
  private readonly tokenUserSql: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Config,
    limits: Limits,
  ) {
    this.users = dataSource.getRepository(User);
    this.sessions = new SessionStore(dataSource, config.jwtSecret);
    this.throttle = new LoginThrottle(limits);
    const name = (identifier: string) => dataSource.driver.escape(identifier);
    const columns = TOKEN_USER_COLUMNS.map(name).join(', ');
    this.tokenUserSql = `SELECT ${columns} FROM ${name(this.users.metadata.tableName)} WHERE ${name('id')} = ?`;
  }

  /** One answer, in the same time, for an unknown account, a wrong password and a disabled account. */
  async login(email: string, password: string, ip: string): Promise<IssuedSession> {
    const address = normalizeEmail(email);
    try {
      await this.throttle.admit(address, ip);
    } catch (error) {
      securityLog('sign-in throttled', { ip, email: address });
      throw error;
    }
    const user = await this.users.findOneBy({ email: address });
    const valid = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), password);
    if (!user || !valid || !user.active) {
      const reason = !user ? 'unknown account' : !valid ? 'wrong password' : 'account disabled';
      securityLog('sign-in failed', { ip, userId: user?.id ?? null, email: address, reason });
      throw unauthenticated(INVALID_CREDENTIALS);
    }
    await this.throttle.succeeded(address, ip);
    securityLog('sign-in', { ip, userId: user.id, role: user.role });
    return this.sessions.start(user);
  }

  /** Exchanges the refresh cookie's token for a new access token and a successor. */
  async renew(refreshToken: string | null, ip: string): Promise<IssuedSession> {
    if (!refreshToken) throw unauthenticated(SESSION_ENDED);
    const outcome = await this.sessions.renew(refreshToken);
    if (outcome.kind === 'reused') {
      securityLog('refresh token reuse', { ip, userId: outcome.userId, reason: 'family revoked' });
      throw unauthenticated(SESSION_ENDED);
    }
    if (outcome.kind === 'invalid') throw unauthenticated(SESSION_ENDED);
    const user = await this.users.findOneBy({ id: outcome.userId });
    if (!user?.active) {
      await this.sessions.endAll(outcome.userId);
      throw unauthenticated(SESSION_ENDED);
    }
    securityLog('session refreshed', { ip, userId: user.id });
    return { access: this.sessions.accessFor(user), refresh: outcome.token, user };
  }

  async logout(refreshToken: string | null, ip: string): Promise<void> {
    const userId = refreshToken ? await this.sessions.end(refreshToken) : null;
    securityLog('signed out', { ip, userId });
  }

  /** The user a bearer token speaks for: valid, the account active, and no password change since. */
  async userForToken(token: string): Promise<Actor | null> {
    const claims = verifyAccessToken(token, this.config.jwtSecret);
    if (!claims) return null;
    // Every signed-in request reads this: one plain statement of the columns needed. TypeORM's
    // findOneBy built its SQL and read every column each time, a quarter of a small request's CPU.
    const [user] = await this.dataSource.query<TokenUser[]>(this.tokenUserSql, [claims.userId]);
    if (!user || !Number(user.active) || Number(user.tokenVersion) !== claims.version) return null;
    return { id: Number(user.id), email: user.email, name: user.name, role: user.role };
  }

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /**
   * Changes the signed-in user's password: every other sign-in ends; this one starts afresh. Of
   * several changes at once, only the first to store its password wins (the others find the
   * password they checked gone) and gets the one session that remains.
   */
  async changePassword(userId: number, current: string, next: string, ip: string): Promise<IssuedSession> {
    try {
      await this.throttle.admitPasswordCheck(userId);
    } catch (error) {
      securityLog('password changed', { ip, userId, reason: 'refused: too many attempts' });
      throw error;
    }
    const user = await this.users.findOneByOrFail({ id: userId });
    if (!(await verifyPassword(user.passwordHash, current))) {
      securityLog('password changed', { ip, userId, reason: 'refused: current password wrong' });
      throw badUserInput(CURRENT_PASSWORD_WRONG, { currentPassword: [CURRENT_PASSWORD_WRONG] });
    }
    await this.throttle.passwordCheckSucceeded(userId);
    const updated = await setPassword(this.dataSource, this.sessions, user, next, 'newPassword', user.passwordHash);
    if (!updated) {
      securityLog('password changed', { ip, userId, reason: 'refused: changed meanwhile' });
      throw conflict(PASSWORD_CHANGED_MEANWHILE);
    }
    securityLog('password changed', { ip, userId });
    return this.sessions.start(updated);
  }
}
