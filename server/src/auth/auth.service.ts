import { IsNull, MoreThan, type DataSource, type Repository } from 'typeorm';
import type { CurrentUser } from '../app/context';
import type { Config } from '../config';
import { badUserInput, tooManyRequests, unauthenticated } from '../common/errors';
import { logger } from '../common/logger';
import type { Mailer } from '../common/mailer';
import { minutesFrom, RateLimiter } from '../common/rate-limiter';
import { securityLog } from '../common/security-log';
import { LoginThrottle } from './login-throttle';
import { hashPassword, timingDummyHash, verifyPassword } from './password';
import { passwordProblems } from './password-policy';
import { PasswordResetToken } from './session.entity';
import { SessionStore, type IssuedSession } from './sessions';
import { randomToken, tokenHash, verifyAccessToken } from './tokens';
import { User } from './user.entity';

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

export const RESET_LINK_TTL_MS = 30 * 60 * 1000;
const RESET_WINDOW_MS = 15 * 60 * 1000;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Sign-in, sessions and passwords. One instance per app: it holds the throttles, which must
 * outlive a request.
 */
export class AuthService {
  private readonly users: Repository<User>;
  private readonly resetTokens: Repository<PasswordResetToken>;
  private readonly sessions: SessionStore;
  private readonly throttle = new LoginThrottle();
  /** Reset requests per address; over it, TOO_MANY_REQUESTS (it reveals nothing about accounts). */
  private readonly resetsPerAddress = new RateLimiter(5, RESET_WINDOW_MS);
  /** Reset mails per account; over it, the request is answered the same but no mail goes out. */
  private readonly resetsPerAccount = new RateLimiter(3, 60 * 60 * 1000);

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Config,
    private readonly mailer: Mailer,
  ) {
    this.users = dataSource.getRepository(User);
    this.resetTokens = dataSource.getRepository(PasswordResetToken);
    this.sessions = new SessionStore(dataSource, config.jwtSecret);
  }

  /** One answer, in the same time, for an unknown account, a wrong password and a disabled account. */
  async login(email: string, password: string, ip: string): Promise<IssuedSession> {
    const address = normalizeEmail(email);
    try {
      this.throttle.admit(address, ip);
    } catch (error) {
      securityLog('sign-in throttled', { ip, email: address });
      throw error;
    }
    const user = await this.users.findOneBy({ email: address });
    const valid = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), password);
    if (!user || !valid || !user.active) {
      this.throttle.failed(address, ip);
      const reason = !user ? 'unknown account' : !valid ? 'wrong password' : 'account disabled';
      securityLog('sign-in failed', { ip, userId: user?.id ?? null, email: address, reason });
      throw unauthenticated(INVALID_CREDENTIALS);
    }
    this.throttle.succeeded(address, ip);
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
  async userForToken(token: string): Promise<CurrentUser | null> {
    const claims = verifyAccessToken(token, this.config.jwtSecret);
    if (!claims) return null;
    const user = await this.users.findOneBy({ id: claims.userId });
    if (!user?.active || user.tokenVersion !== claims.version) return null;
    return { id: user.id, email: user.email, name: user.name, role: user.role };
  }

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** Changes the signed-in user's password: every other sign-in ends; this one starts afresh. */
  async changePassword(userId: number, current: string, next: string, ip: string): Promise<IssuedSession> {
    const user = await this.users.findOneByOrFail({ id: userId });
    if (!(await verifyPassword(user.passwordHash, current))) {
      securityLog('password changed', { ip, userId, reason: 'refused: current password wrong' });
      throw badUserInput(CURRENT_PASSWORD_WRONG, { currentPassword: [CURRENT_PASSWORD_WRONG] });
    }
    const updated = await this.setPassword(user, next, 'newPassword');
    securityLog('password changed', { ip, userId });
    return this.sessions.start(updated);
  }

  /**
   * Sends a single-use reset link valid 30 minutes when the address belongs to an active account.
   * The caller gets the same answer either way, and the mail goes out after the answer.
   */
  async requestPasswordReset(email: string, ip: string): Promise<void> {
    const address = normalizeEmail(email);
    if (!this.resetsPerAddress.take(ip)) {
      securityLog('password reset throttled', { ip, email: address });
      const minutes = minutesFrom(this.resetsPerAddress.retryAfterMs(ip));
      throw tooManyRequests(
        `Too many reset requests. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        minutes * 60,
      );
    }
    const user = await this.users.findOneBy({ email: address });
    securityLog('password reset requested', { ip, userId: user?.id ?? null, email: address });
    if (!user?.active || !this.resetsPerAccount.take(String(user.id))) return;

    const token = randomToken();
    await this.dataSource.transaction(async (manager) => {
      // Only the newest link works.
      await manager.update(PasswordResetToken, { userId: user.id, usedAt: IsNull() }, { usedAt: new Date() });
      await manager.insert(PasswordResetToken, {
        userId: user.id,
        tokenHash: tokenHash(token),
        expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
      });
    });
    const link = `${this.config.publicUrl}/password/reset?token=${token}`;
    this.mailer.send(resetMail(user, link)).catch((error: unknown) => {
      logger.error('the password reset mail could not be sent', { userId: user.id, error });
    });
  }

  /** Sets a new password through a reset link; the link is spent and every sign-in ends. */
  async resetPassword(token: string, password: string, ip: string): Promise<void> {
    const row = await this.resetTokens.findOneBy({
      tokenHash: tokenHash(token),
      usedAt: IsNull(),
      expiresAt: MoreThan(new Date()),
    });
    const user = row && (await this.users.findOneBy({ id: row.userId }));
    if (!row || !user?.active) throw badUserInput(RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] });
    this.assertAcceptable(password, user.email, 'password');
    const spent = await this.resetTokens.update({ id: row.id, usedAt: IsNull() }, { usedAt: new Date() });
    if (!spent.affected) throw badUserInput(RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] });
    await this.setPassword(user, password, 'password');
    securityLog('password reset', { ip, userId: user.id });
  }

  private assertAcceptable(password: string, email: string, field: string): void {
    const problems = passwordProblems(password, email);
    if (problems.length) throw badUserInput(problems.join('; '), { [field]: problems });
  }

  /** Stores the new hash and raises the token version, so every earlier token stops working. */
  private async setPassword(user: User, password: string, field: string): Promise<User> {
    this.assertAcceptable(password, user.email, field);
    const passwordHash = await hashPassword(password);
    await this.users.update({ id: user.id }, { passwordHash, tokenVersion: user.tokenVersion + 1 });
    await this.sessions.endAll(user.id);
    return { ...user, passwordHash, tokenVersion: user.tokenVersion + 1 };
  }
}

function resetMail(user: User, link: string) {
  return {
    to: user.email,
    subject: 'Reset your Brightline Software password',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Brightline Software account.',
      'Open this link within 30 minutes to choose a new password. It works once.',
      '',
      link,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
