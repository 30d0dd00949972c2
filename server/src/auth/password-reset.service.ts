import { IsNull, MoreThan, type DataSource, type Repository } from 'typeorm';
import { readForUpdate } from '../db/read-for-update';
import type { Config } from '../config';
import { badUserInput, tooManyRequests } from '../common/errors';
import { logger } from '../common/logger';
import type { Mail, Mailer } from '../common/mailer';
import { minutesFrom, type Limiter, type Limits } from '../common/rate-limiter';
import { securityLog } from '../common/security-log';
import { normalizeEmail } from './auth.service';
import { PasswordResetToken } from './session.entity';
import { SessionStore } from './sessions';
import { assertAcceptablePassword, setPassword } from './set-password';
import { randomToken, tokenHash } from './tokens';
import { User } from './user.entity';

export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

export const RESET_LINK_TTL_MS = 30 * 60 * 1000;
const RESET_WINDOW_SECONDS = 15 * 60;

/**
 * Password reset by mail: single-use links valid 30 minutes. One instance per app: it holds
 * the throttles, which must outlive a request.
 */
export class PasswordResetService {
  private readonly users: Repository<User>;
  private readonly resetTokens: Repository<PasswordResetToken>;
  private readonly sessions: SessionStore;
  /** Reset requests per address; over it, TOO_MANY_REQUESTS (it reveals nothing about accounts). */
  private readonly resetsPerAddress: Limiter;
  /** Reset mails per account; over it, the request is answered the same but no mail goes out. */
  private readonly resetsPerAccount: Limiter;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Config,
    private readonly mailer: Mailer,
    limits: Limits,
  ) {
    this.users = dataSource.getRepository(User);
    this.resetTokens = dataSource.getRepository(PasswordResetToken);
    this.sessions = new SessionStore(dataSource, config.jwtSecret);
    this.resetsPerAddress = limits.limiter('reset-address', { points: 5, windowSeconds: RESET_WINDOW_SECONDS });
    this.resetsPerAccount = limits.limiter('reset-account', { points: 3, windowSeconds: 60 * 60 });
  }

  /**
   * Sends a single-use reset link valid 30 minutes when the address belongs to an active account.
   * The caller gets the same answer either way, and the mail goes out after the answer.
   */
  async request(email: string, ip: string): Promise<void> {
    const address = normalizeEmail(email);
    const perAddress = await this.resetsPerAddress.consume(ip);
    if (!perAddress.allowed) {
      securityLog('password reset throttled', { ip, email: address });
      const minutes = minutesFrom(perAddress.retryAfterMs);
      throw tooManyRequests(
        `Too many reset requests. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        minutes * 60,
      );
    }
    const user = await this.users.findOneBy({ email: address });
    securityLog('password reset requested', { ip, userId: user?.id ?? null, email: address });
    if (!user?.active || !(await this.resetsPerAccount.consume(String(user.id))).allowed) return;

    const token = randomToken();
    await this.dataSource.transaction(linkIsolation(this.dataSource), async (manager) => {
      // Requests for one account take turns on its row, so exactly one link stays unused.
      await readForUpdate(manager, User, { id: user.id });
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
  async reset(token: string, password: string, ip: string): Promise<void> {
    const row = await this.resetTokens.findOneBy({
      tokenHash: tokenHash(token),
      usedAt: IsNull(),
      expiresAt: MoreThan(new Date()),
    });
    const user = row && (await this.users.findOneBy({ id: row.userId }));
    if (!row || !user?.active) throw badUserInput(RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] });
    assertAcceptablePassword(password, user.email, 'password');
    const spent = await this.resetTokens.update({ id: row.id, usedAt: IsNull() }, { usedAt: new Date() });
    if (!spent.affected) throw badUserInput(RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] });
    await setPassword(this.dataSource, this.sessions, user, password, 'password');
    securityLog('password reset', { ip, userId: user.id });
  }
}

/**
 * MySQL and MariaDB: READ COMMITTED, so that spending an account's earlier links locks those rows
 * only. Under the default REPEATABLE READ the update also locks the gaps of the token index around
 * them, and two requests that each hold such a gap then wait on each other's insert: a deadlock.
 * SQLite's transactions are serializable in any case.
 */
function linkIsolation(dataSource: DataSource): 'READ COMMITTED' | 'SERIALIZABLE' {
  const { type } = dataSource.options;
  return type === 'mysql' || type === 'mariadb' ? 'READ COMMITTED' : 'SERIALIZABLE';
}

function resetMail(user: User, link: string): Mail {
  return {
    kind: 'password-reset',
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
