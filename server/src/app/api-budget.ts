import type { RequestHandler } from 'express';
import { tooManyRequests } from '../common/errors';
import { secondsFrom, type Limits } from '../common/rate-limiter';

/**
 * A budget of requests to /graphql per client address and minute, spent before the body is read,
 * so that one client cannot keep the server busy with requests it never needed. Over it: 429 with
 * Retry-After and the GraphQL error shape. The budget is far above what a person clicking through
 * the site or the back office sends; 0 turns it off. (A partner's key can get a budget of its own
 * from the same limiter: `consume(key, { budget })`.)
 */
export function apiBudget(limits: Limits, perMinute: number): RequestHandler {
  if (perMinute === 0) return (_req, _res, next) => next();
  const limiter = limits.limiter('api-address', { points: perMinute, windowSeconds: 60 });
  return async (req, res, next) => {
    const verdict = await limiter.consume(req.ip ?? 'unknown');
    if (verdict.allowed) return next();
    const seconds = secondsFrom(verdict.retryAfterMs);
    const error = tooManyRequests(
      `Too many requests. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
      seconds,
    );
    res
      .status(429)
      .set('Retry-After', String(seconds))
      .json({ errors: [error.toJSON()] });
  };
}
