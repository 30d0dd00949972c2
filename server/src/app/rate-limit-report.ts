import type { Response } from 'express';
import type { Verdict } from '../common/rate-limiter';

/**
 * Where a caller's budget stands after this request: what every answer carries in
 * `extensions.rateLimit` and in X-RateLimit-* headers, and what the `rateLimit` query returns.
 */
export interface RateLimitReport {
  /** Points per window. */
  limit: number;
  /** What this request cost. */
  cost: number;
  /** Points spent in the window, this request's included. */
  used: number;
  remaining: number;
  resetAt: Date;
}

export function reportOf(verdict: Verdict, limit: number, cost: number, now = Date.now()): RateLimitReport {
  return {
    limit,
    cost,
    used: verdict.consumed,
    remaining: Math.max(0, limit - verdict.consumed),
    // Whole seconds, as X-RateLimit-Reset says it: the two never disagree.
    resetAt: new Date(Math.ceil((now + verdict.retryAfterMs) / 1000) * 1000),
  };
}

/** The report as `extensions.rateLimit` shows it. */
export const rateLimitExtension = ({ limit, cost, remaining, resetAt }: RateLimitReport) => ({
  limit,
  cost,
  remaining,
  resetAt: resetAt.toISOString(),
});

/** GitHub's headers: the limit, what is left and used, and the reset in epoch seconds. */
export function rateLimitHeaders(report: RateLimitReport): [string, string][] {
  return [
    ['x-ratelimit-limit', String(report.limit)],
    ['x-ratelimit-remaining', String(report.remaining)],
    ['x-ratelimit-used', String(report.used)],
    ['x-ratelimit-reset', String(Math.round(report.resetAt.getTime() / 1000))],
    ['x-ratelimit-cost', String(report.cost)],
  ];
}

/** Where the per-address budget leaves its report for the GraphQL context. */
export const addressReportOf = (res: Response): RateLimitReport | null =>
  (res.locals.rateLimit as RateLimitReport | undefined) ?? null;
