import { tooManyRequests } from './errors';
import { logger } from './logger';
import { minutesFrom, secondsFrom, type Limiter, type Limits } from './rate-limiter';

/** The public forms that write something: each has its own counters. */
export type SubmissionKind = 'quote-request' | 'contact-message' | 'newsletter';
const KINDS: readonly SubmissionKind[] = ['quote-request', 'contact-message', 'newsletter'];

/** Submissions of one kind from one address within the window before that address is paused. */
export const SUBMISSION_LIMIT = 5;
export const SUBMISSION_WINDOW_SECONDS = 10 * 60;

export interface SpamGuardOptions {
  /** Where the counts are kept (shared by every instance when that is Redis). */
  limits: Limits;
  limit?: number;
  windowSeconds?: number;
}

/**
 * Spam protection for the public forms, one per app:
 * - a rate limit per client address and form: `SUBMISSION_LIMIT` submissions per
 *   `SUBMISSION_WINDOW_SECONDS`, further ones refused with TOO_MANY_REQUESTS;
 * - a honeypot: a hidden field (`website`) that people never see and never fill. A submission
 *   with it filled is counted, answered as if accepted, and never stored.
 */
export class SpamGuard {
  private readonly limiters: ReadonlyMap<SubmissionKind, Limiter>;

  constructor({ limits, limit = SUBMISSION_LIMIT, windowSeconds = SUBMISSION_WINDOW_SECONDS }: SpamGuardOptions) {
    this.limiters = new Map(
      KINDS.map((kind) => [kind, limits.limiter(`form-${kind}`, { points: limit, windowSeconds })]),
    );
  }

  /**
   * Counts one submission of `kind` from `ip`. Throws TOO_MANY_REQUESTS when the address has used
   * up its allowance for that form. Returns whether to store it: false when the honeypot is filled
   * (the caller then answers exactly as on success and stores nothing).
   */
  async admit(kind: SubmissionKind, ip: string, honeypot: string | null | undefined): Promise<boolean> {
    const verdict = await this.limiters.get(kind)!.consume(ip);
    if (!verdict.allowed) {
      logger.warn('spam: submissions throttled', { form: kind, ip });
      return this.refuse(verdict.retryAfterMs);
    }
    if (isFilled(honeypot)) {
      // Never the content: it is whatever a bot chose to send.
      logger.info('spam: honeypot filled, submission discarded', { form: kind, ip });
      return false;
    }
    return true;
  }

  private refuse(retryAfterMs: number): never {
    const minutes = minutesFrom(retryAfterMs);
    throw tooManyRequests(
      `You have sent several requests in a short time. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      secondsFrom(retryAfterMs),
    );
  }
}

/** Anything but white space counts as filled: only bots type into the hidden field. */
const isFilled = (honeypot: string | null | undefined): boolean =>
  typeof honeypot === 'string' && honeypot.trim() !== '';

/** Describes the honeypot field of each public form's input. */
export const HONEYPOT_DESCRIPTION =
  'Anti-spam: a field hidden from people, to be left empty. A submission with it filled is answered as usual and discarded.';
