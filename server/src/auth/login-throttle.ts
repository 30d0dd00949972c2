import { minutesFrom, RateLimiter } from '../common/rate-limiter';
import { tooManyRequests } from '../common/errors';

const WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins for one account from one address before that pair is paused. */
export const ACCOUNT_FAILURE_LIMIT = 10;
/** Sign-in attempts of any kind from one address before that address is paused. */
export const ADDRESS_ATTEMPT_LIMIT = 100;

/**
 * Slows password guessing (ASVS 2.2.1): every `login` call counts against its address, each
 * failure against the account and address together. While either is over its limit, every
 * attempt, right or wrong, is refused with TOO_MANY_REQUESTS.
 */
export class LoginThrottle {
  private readonly failures = new RateLimiter(ACCOUNT_FAILURE_LIMIT, WINDOW_MS);
  private readonly attempts = new RateLimiter(ADDRESS_ATTEMPT_LIMIT, WINDOW_MS);

  /** Counts an attempt; throws TOO_MANY_REQUESTS when the account or address is paused. */
  admit(email: string, ip: string): void {
    const pair = `${email}\u0000${ip}`;
    if (this.failures.isLimited(pair)) throw this.refusal(this.failures.retryAfterMs(pair));
    if (!this.attempts.take(ip)) throw this.refusal(this.attempts.retryAfterMs(ip));
  }

  failed(email: string, ip: string): void {
    this.failures.record(`${email}\u0000${ip}`);
  }

  succeeded(email: string, ip: string): void {
    this.failures.reset(`${email}\u0000${ip}`);
  }

  private refusal(retryAfterMs: number) {
    const minutes = minutesFrom(retryAfterMs);
    return tooManyRequests(
      `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      Math.ceil(retryAfterMs / 1000),
    );
  }
}
