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
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
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

    const link = await this.issueLink(user.id, RESET_LINK_TTL_MS);
    this.send(resetMail(user, `${this.config.publicUrl}/password/reset?token=${link}`), user);
  }

  /**
   * Mails a new employee's account a link to choose their first password, valid 7 days; a second
   * invitation spends the first's link. An account is sent at most 3 links an hour (reset and
   * invitation links together): past that, TOO_MANY_REQUESTS.
   */
  async invite(user: User): Promise<void> {
    if (!(await this.resetsPerAccount.consume(String(user.id))).allowed) {
      throw tooManyRequests('Too many invitations for this account. Please try again in an hour.', 60 * 60);
    }
    const link = await this.issueLink(user.id, INVITATION_TTL_MS);
    this.send(invitationMail(user, `${this.config.publicUrl}/password/reset?token=${link}&invitation=1`), user);
  }

  /** A new single-use link token for the account; only the newest of its links works. */
  private async issueLink(userId: number, ttlMs: number): Promise<string> {
    const token = randomToken();
    await this.dataSource.transaction(linkIsolation(this.dataSource), async (manager) => {
      // Requests for one account take turns on its row, so exactly one link stays unused.
      await readForUpdate(manager, User, { id: userId });
      await manager.update(PasswordResetToken, { userId, usedAt: IsNull() }, { usedAt: new Date() });
      await manager.insert(PasswordResetToken, {
        userId,
        tokenHash: tokenHash(token),
        expiresAt: new Date(Date.now() + ttlMs),
      });
    });
    return token;
  }

  /** The mail goes out after the answer; a failure to send is logged, not the caller's. */
  private send(mail: Mail, user: User): void {
    this.mailer.send(mail).catch((error: unknown) => {
      logger.error(`the ${mail.kind} mail could not be sent`, { userId: user.id, error });
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

function invitationMail(user: User, link: string): Mail {
  return {
    kind: 'invitation',
    to: user.email,
    subject: 'Your Brightline Software account',
    text: [
      `Hello ${user.name},`,
      '',
      'An account has been made for you in the Brightline Software back office.',
      'Open this link within 7 days to choose your password. It works once.',
      '',
      link,
      '',
      `Then sign in with this address (${user.email}) and the password you chose.`,
    ].join('\n'),
  };
}
