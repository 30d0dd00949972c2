import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import { Public } from '../../auth/auth-checker';
import { RateLimit } from './api-key.types';

@Resolver()
export class RateLimitResolver {
  @Public()
  @Query(() => RateLimit, {
    description:
      "The caller's budget after this query, as every answer's extensions.rateLimit says it: a key's own, or the per-address one for sessions and visitors. Needs no scope. Where no budget applies (turned off), limit is 0.",
  })
  rateLimit(@Ctx() ctx: Context): RateLimit {
    const { limit, cost, remaining, resetAt } = ctx.rateLimit ?? {
      limit: 0,
      cost: 0,
      remaining: 0,
      resetAt: new Date(),
    };
    return { limit, cost, remaining, resetAt };
  }
}
