import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { logger } from './logger';

/**
 * How many points a key may spend per window. Windows are fixed: a key's window starts with its
 * first point and its count starts afresh when the window ends.
 */
export interface LimitRule {
  points: number;
  /** Whole seconds (Redis keeps expiries in seconds). */
  windowSeconds: number;
}

export interface Verdict {
  allowed: boolean;
  /** Points the key has spent in its window, this call's included. */
  consumed: number;
  /** Milliseconds until the key's window ends. */
  retryAfterMs: number;
}

export interface ConsumeOptions {
  /** Points this call spends (1 unless given). */
  points?: number;
  /** The key's own allowance per window instead of the rule's (a partner's key, say). */
  budget?: number;
}

export interface Limiter {
  readonly name: string;
  readonly rule: LimitRule;
  /**
   * Spends points for the key and tells whether the window's total stays within its allowance.
   * A refused call counts too; it changes nothing, since the window ends at the same time.
   */
  consume(key: string, options?: ConsumeOptions): Promise<Verdict>;
  /** Forgets the key's count (a right password ends a run of wrong ones). */
  reset(key: string): Promise<void>;
}

/** Every limiter of one app, counted in one store. */
export interface Limits {
  /** 'redis' when the counts are shared by every instance of the app. */
  readonly store: 'memory' | 'redis';
  /** The limiter called `name`, made on first use; on every instance a name means the same counters. */
  limiter(name: string, rule: LimitRule): Limiter;
  /** Ends the Redis connection (at shutdown, after the last request). */
  close(): Promise<void>;
}

export interface LimitsOptions {
  /** redis:// or rediss:// URL; null counts in this process's memory. */
  redisUrl: string | null;
  /** Put before every Redis key, so that deployments sharing one Redis keep their counts apart. */
  keyPrefix: string;
  /** How long to wait for Redis at start, and for one connection attempt. */
  connectTimeoutMs?: number;
  /** A Redis command that takes longer fails, and the memory count answers instead. */
  commandTimeoutMs?: number;
}

/** Whole minutes, rounded up, for messages such as 'try again in 3 minutes'. */
export const minutesFrom = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** Whole seconds, rounded up, for Retry-After. */
export const secondsFrom = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Counters in this process's memory: right for one instance, and the fallback while Redis is away. */
export function memoryLimits(): Limits {
  return limitsOver(
    'memory',
    (name, rule) => new RateLimiterMemory(storeOptions(name, rule)),
    async () => undefined,
  );
}

/**
 * Counters in Redis when `redisUrl` is set, shared by every instance; in memory otherwise.
 * Never fails and never waits long for Redis: while it is unreachable each instance counts in
 * its own memory, and the log says so once when it goes and once when it comes back.
 */
export async function openLimits(options: LimitsOptions): Promise<Limits> {
  if (!options.redisUrl) return memoryLimits();
  const connectTimeoutMs = options.connectTimeoutMs ?? 2000;
  const health = new RedisHealth(redisAddress(options.redisUrl));
  const client = new Redis(options.redisUrl, {
    // A command while disconnected fails at once (the memory count answers) instead of queueing.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs ?? 500,
    connectTimeout: connectTimeoutMs,
    // Keeps trying to reconnect, at most every 5 seconds.
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
  });
  let closing = false;
  client.on('ready', () => health.up());
  client.on('error', (error: Error) => {
    if (!closing) health.down(error.message);
  });
  client.on('close', () => {
    if (!closing) health.down('connection closed');
  });
  // Waits for the first connection, so that the first requests count in Redis; a refused one
  // starts the app at once, counting in memory until a reconnection succeeds.
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, connectTimeoutMs);
    client.once('ready', done).once('error', done);
  });
  if (client.status !== 'ready') health.down(`no answer within ${connectTimeoutMs} ms`);

  let fallbacks = 0;
  const fellBack = () => {
    fallbacks += 1;
    health.down('a command failed or timed out');
  };
  const makeStore = (name: string, rule: LimitRule) =>
    new RateLimiterRedis({
      ...storeOptions(`${options.keyPrefix}rl:${name}`, rule),
      storeClient: client,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new InsuranceLimiter(storeOptions(name, rule), fellBack),
    });
  const close = async () => {
    closing = true;
    if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
    else client.disconnect();
  };
  return limitsOver('redis', makeStore, close, {
    fallbacks: () => fallbacks,
    // A command that timed out while the connection stayed up brings no 'ready' event: an answer
    // from Redis itself says it is back.
    answered: () => {
      if (client.status === 'ready') health.up();
    },
  });
}

/** Lets a store see which calls its fallback answered. */
interface StoreWatch {
  fallbacks(): number;
  /** A call was answered without the fallback. */
  answered(): void;
}

type Counters = Pick<RateLimiterMemory, 'consume' | 'delete'>;

function storeOptions(keyPrefix: string, { points, windowSeconds }: LimitRule) {
  if (!Number.isInteger(windowSeconds) || windowSeconds < 1) {
    throw new Error(`a limit's window is a whole number of seconds (got ${windowSeconds})`);
  }
  return { keyPrefix, points, duration: windowSeconds };
}

function limitsOver(
  store: Limits['store'],
  makeStore: (name: string, rule: LimitRule) => Counters,
  close: () => Promise<void>,
  watch?: StoreWatch,
): Limits {
  const limiters = new Map<string, Limiter>();
  return {
    store,
    close,
    limiter(name, rule) {
      const existing = limiters.get(name);
      if (existing) {
        if (existing.rule.points !== rule.points || existing.rule.windowSeconds !== rule.windowSeconds) {
          throw new Error(`the limiter "${name}" exists with another rule`);
        }
        return existing;
      }
      const counters = makeStore(name, rule);
      const limiter: Limiter = {
        name,
        rule,
        async consume(key, { points = 1, budget = rule.points } = {}) {
          const fallbacks = watch?.fallbacks();
          let result: RateLimiterRes;
          try {
            result = await counters.consume(key, points);
          } catch (refusal) {
            // Over the rule's points the library rejects with the count; anything else is a real error.
            if (!(refusal instanceof RateLimiterRes)) throw refusal;
            result = refusal;
          }
          if (watch && watch.fallbacks() === fallbacks) watch.answered();
          return {
            allowed: result.consumedPoints <= budget,
            consumed: result.consumedPoints,
            retryAfterMs: Math.max(0, result.msBeforeNext),
          };
        },
        async reset(key) {
          await counters.delete(key);
        },
      };
      limiters.set(name, limiter);
      return limiter;
    },
  };
}

/** The memory count a Redis limiter falls back on; it reports each use, so an outage is noticed. */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly used: () => void,
  ) {
    super(options);
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.used();
    return super.consume(...args);
  }

  override delete(...args: Parameters<RateLimiterMemory['delete']>) {
    this.used();
    return super.delete(...args);
  }
}

/** Logs Redis going away and coming back, once each, never per request. */
class RedisHealth {
  private state: 'starting' | 'up' | 'down' = 'starting';

  constructor(private readonly address: string) {}

  up(): void {
    if (this.state === 'up') return;
    if (this.state === 'down') {
      logger.warn('rate limits: Redis answers again; the limits are shared by every instance again', {
        redis: this.address,
      });
    } else {
      logger.info('rate limits: counting in Redis, shared by every instance', { redis: this.address });
    }
    this.state = 'up';
  }

  down(reason: string): void {
    if (this.state === 'down') return;
    this.state = 'down';
    logger.error('rate limits: Redis is unreachable; each instance counts in its own memory until it is back', {
      redis: this.address,
      reason,
    });
  }
}

/** Host and port only: the URL may hold a password. */
function redisAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '6379'}`;
  } catch {
    return 'redis';
  }
}
