import { tooManyRequests } from '../common/errors';
import { minutesFrom, secondsFrom, type Limiter, type Limits, type Verdict } from '../common/rate-limiter';

const WINDOW_SECONDS = 15 * 60;
/** Sign-ins for one account from one address, counted before each check, before that pair is paused. */
export const ACCOUNT_FAILURE_LIMIT = 10;
/** Sign-in attempts of any kind from one address before that address is paused. */
export const ADDRESS_ATTEMPT_LIMIT = 100;
/** Current-password checks of a password change, per account, before its changes are paused. */
export const PASSWORD_CHECK_LIMIT = ACCOUNT_FAILURE_LIMIT;

function refusal(what: string, { retryAfterMs }: Verdict) {
  const minutes = minutesFrom(retryAfterMs);
  return tooManyRequests(
    `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    secondsFrom(retryAfterMs),
  );
}

/**
 * Slows password guessing (ASVS 2.2.1). Every attempt is counted before its password is checked,
 * so that requests sent at once cannot all be checked before the first failure is counted:
 * - sign-in: against its address, and against the account and address together; a right password
 *   forgets the pair's count. While either is over its limit, every attempt, right or wrong, is
 *   refused with TOO_MANY_REQUESTS;
 * - password change: against the account (whoever holds its token, from wherever); a right
 *   current password forgets the count.
 */
export class LoginThrottle {
  private readonly pairs: Limiter;
  private readonly addresses: Limiter;
  private readonly passwordChecks: Limiter;

  constructor(limits: Limits) {
    this.pairs = limits.limiter('sign-in-account', { points: ACCOUNT_FAILURE_LIMIT, windowSeconds: WINDOW_SECONDS });
    this.addresses = limits.limiter('sign-in-address', {
      points: ADDRESS_ATTEMPT_LIMIT,
      windowSeconds: WINDOW_SECONDS,
    });
    this.passwordChecks = limits.limiter('password-check', {
      points: PASSWORD_CHECK_LIMIT,
      windowSeconds: WINDOW_SECONDS,
    });
  }

  /** Counts a sign-in attempt; throws TOO_MANY_REQUESTS when the address or the account is paused. */
  async admit(email: string, ip: string): Promise<void> {
    for (const [limiter, key] of [
      [this.addresses, ip],
      [this.pairs, pairKey(email, ip)],
    ] as const) {
      const verdict = await limiter.consume(key);
      if (!verdict.allowed) throw refusal('sign-in attempts', verdict);
    }
  }

  succeeded(email: string, ip: string): Promise<void> {
    return this.pairs.reset(pairKey(email, ip));
  }

  /** Counts a check of the current password; throws TOO_MANY_REQUESTS when the account's changes are paused. */
  async admitPasswordCheck(userId: number): Promise<void> {
    const verdict = await this.passwordChecks.consume(String(userId));
    if (!verdict.allowed) throw refusal('password attempts', verdict);
  }

  passwordCheckSucceeded(userId: number): Promise<void> {
    return this.passwordChecks.reset(String(userId));
  }
}

/** An address never holds a `|`, so the pair cannot be read two ways. */
const pairKey = (email: string, ip: string) => `${ip}|${email}`;
