import type { RequestHandler, Response } from 'express';
import { tooManyRequests } from '../common/errors';
import { secondsFrom, type Limits } from '../common/rate-limiter';
import { rateLimitHeaders, reportOf, type RateLimitReport } from './rate-limit-report';

/** The refusal of a spent budget: 429, Retry-After, and the GraphQL error shape. */
export function sendTooManyRequests(res: Response, retryAfterMs: number): void {
  const seconds = secondsFrom(retryAfterMs);
  const error = tooManyRequests(
    `Too many requests. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
    seconds,
  );
  res
    .status(429)
    .set('Retry-After', String(seconds))
    .json({ errors: [error.toJSON()] });
}

/**
 * A budget of requests to /graphql per client address and minute, spent before the body is read,
 * so that one client cannot keep the server busy with requests it never needed. Over it: 429 with
 * Retry-After and the GraphQL error shape. The budget is far above what a person clicking through
 * the site or the back office sends; 0 turns it off. Each request costs 1; where it stands goes
 * out in X-RateLimit-* headers and, for /graphql, in `extensions.rateLimit` (res.locals.rateLimit).
 * A partner's key has a budget of its own instead (api-keys/api-key-budget.ts).
 */
export function apiBudget(limits: Limits, perMinute: number): RequestHandler {
  if (perMinute === 0) return (_req, _res, next) => next();
  const limiter = limits.limiter('api-address', { points: perMinute, windowSeconds: 60 });
  return async (req, res, next) => {
    const verdict = await limiter.consume(req.ip ?? 'unknown');
    const report: RateLimitReport = reportOf(verdict, perMinute, 1);
    res.locals.rateLimit = report;
    for (const [name, value] of rateLimitHeaders(report)) res.setHeader(name, value);
    if (verdict.allowed) return next();
    sendTooManyRequests(res, verdict.retryAfterMs);
  };
}
