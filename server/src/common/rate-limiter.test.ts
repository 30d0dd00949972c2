import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import Redis from 'ioredis';
import { logger } from './logger';
import { memoryLimits, minutesFrom, openLimits, secondsFrom, type Limits } from './rate-limiter';

const MINUTE = 60_000;

describe('limits counted in memory', () => {
  // rate-limiter-flexible's memory store reads Date.now and expires keys with setTimeout: a fake
  // clock moves both. Promises stay real.
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('allows the rule’s points in a window, refuses the next, and says when the window ends', async () => {
    const limiter = memoryLimits().limiter('test', { points: 3, windowSeconds: 60 });
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push(await limiter.consume('a'));
    expect(verdicts.map((v) => [v.allowed, v.consumed])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 4],
    ]);
    expect(verdicts[3]?.retryAfterMs).toBe(MINUTE);
  });

  it('counts in fixed windows from a key’s first point: the count starts afresh when the window ends', async () => {
    const limiter = memoryLimits().limiter('test', { points: 3, windowSeconds: 60 });
    await limiter.consume('a');
    jest.advanceTimersByTime(40_000);
    await limiter.consume('a');
    await limiter.consume('a');
    const refused = await limiter.consume('a');
    expect(refused).toEqual({ allowed: false, consumed: 4, retryAfterMs: 20_000 });
    jest.advanceTimersByTime(19_999);
    expect((await limiter.consume('a')).allowed).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await limiter.consume('a')).toEqual({ allowed: true, consumed: 1, retryAfterMs: MINUTE });
  });

  it('keeps keys and limiters apart', async () => {
    const limits = memoryLimits();
    const first = limits.limiter('first', { points: 1, windowSeconds: 60 });
    const second = limits.limiter('second', { points: 1, windowSeconds: 60 });
    expect((await first.consume('a')).allowed).toBe(true);
    expect((await first.consume('a')).allowed).toBe(false);
    expect((await first.consume('b')).allowed).toBe(true);
    expect((await second.consume('a')).allowed).toBe(true);
  });

  it('forgets a key on reset', async () => {
    const limiter = memoryLimits().limiter('test', { points: 1, windowSeconds: 60 });
    await limiter.consume('a');
    await limiter.reset('a');
    expect((await limiter.consume('a')).allowed).toBe(true);
  });

  it('spends several points at once, and takes a key’s own budget instead of the rule’s', async () => {
    const limiter = memoryLimits().limiter('test', { points: 3, windowSeconds: 60 });
    expect(await limiter.consume('a', { points: 3 })).toMatchObject({ allowed: true, consumed: 3 });
    expect(await limiter.consume('partner', { points: 3, budget: 5 })).toMatchObject({ allowed: true });
    expect(await limiter.consume('partner', { points: 2, budget: 5 })).toMatchObject({ allowed: true, consumed: 5 });
    expect(await limiter.consume('partner', { budget: 5 })).toMatchObject({ allowed: false, consumed: 6 });
    expect(await limiter.consume('strict', { budget: 1 })).toMatchObject({ allowed: true });
    expect(await limiter.consume('strict', { budget: 1 })).toMatchObject({ allowed: false });
  });

  it('gives the same limiter for the same name, and refuses one name with two rules', () => {
    const limits = memoryLimits();
    const limiter = limits.limiter('test', { points: 3, windowSeconds: 60 });
    expect(limits.limiter('test', { points: 3, windowSeconds: 60 })).toBe(limiter);
    expect(() => limits.limiter('test', { points: 4, windowSeconds: 60 })).toThrow(
      'the limiter "test" exists with another rule',
    );
  });

  it.each([0, 1.5])('refuses a window of %p seconds (Redis keeps whole seconds)', (windowSeconds) => {
    expect(() => memoryLimits().limiter('test', { points: 3, windowSeconds })).toThrow(
      `a limit's window is a whole number of seconds (got ${windowSeconds})`,
    );
  });
});

describe('minutesFrom and secondsFrom', () => {
  it.each([
    [0, 1, 1],
    [1, 1, 1],
    [1000, 1, 1],
    [1001, 1, 2],
    [60_000, 1, 60],
    [60_001, 2, 61],
    [15 * 60_000, 15, 900],
  ])('%p ms is %p minute(s) and %p second(s)', (ms, minutes, seconds) => {
    expect(minutesFrom(ms)).toBe(minutes);
    expect(secondsFrom(ms)).toBe(seconds);
  });
});

/** The log lines about Redis, in order, each with its level. */
function watchLog() {
  const seen: string[] = [];
  const spies = (['info', 'warn', 'error'] as const).map((level) =>
    jest.spyOn(logger, level).mockImplementation((message: string, _fields?: Record<string, unknown>) => {
      if (message.startsWith('rate limits:')) seen.push(`${level}: ${message}`);
    }),
  );
  return { lines: () => [...seen], restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

const UNREACHABLE = 'error: rate limits: Redis is unreachable; each instance counts in its own memory until it is back';
const BACK = 'warn: rate limits: Redis answers again; the limits are shared by every instance again';
const CONNECTED = 'info: rate limits: counting in Redis, shared by every instance';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

describe('limits counted in Redis that cannot be reached', () => {
  it('answers from memory, logs it once, and closes without waiting', async () => {
    const log = watchLog();
    try {
      const port = await freePort(); // nothing listens there
      const limits = await openLimits({
        redisUrl: `redis://127.0.0.1:${port}`,
        keyPrefix: 'test:',
        connectTimeoutMs: 300,
      });
      const limiter = limits.limiter('test', { points: 2, windowSeconds: 60 });
      const verdicts = [];
      for (let i = 0; i < 5; i += 1) verdicts.push((await limiter.consume('a')).allowed);
      expect(verdicts).toEqual([true, true, false, false, false]);
      await limiter.reset('a');
      expect((await limiter.consume('a')).allowed).toBe(true);
      await limits.close();
      expect(log.lines()).toEqual([UNREACHABLE]);
    } finally {
      log.restore();
    }
  });
});

/*
 * A Redis server of this test's own (redis-server on a free port, nothing saved), so it can be
 * stopped, frozen and started again without touching anyone else's.
 */
const redisServerInstalled = spawnSync('redis-server', ['--version']).status === 0;
if (!redisServerInstalled) {
  if (process.env.CI === 'true') throw new Error('redis-server is not installed (.ci/run installs it)');
  console.warn('rate-limiter.test.ts: redis-server is not installed; the tests against Redis are skipped.');
}

class PrivateRedis {
  private process: ChildProcess | null = null;
  constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    this.process = child;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    });
  }

  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    child.kill('SIGCONT');
    child.kill('SIGTERM');
    await once(child, 'exit');
    this.process = null;
  }

  signal(signal: 'SIGSTOP' | 'SIGCONT'): void {
    this.process?.kill(signal);
  }
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

(redisServerInstalled ? describe : describe.skip)('limits counted in Redis', () => {
  let redis: PrivateRedis;
  let direct: Redis;
  const opened: Limits[] = [];
  const keyPrefix = `test:${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    redis = new PrivateRedis(await freePort());
    await redis.start();
    direct = new Redis(redis.url);
    direct.on('error', () => undefined); // it reconnects by itself after the outage below
  });
  // Each test's instances end with it, so that no other test hears them log.
  afterEach(() => Promise.all(opened.splice(0).map((limits) => limits.close())));
  afterAll(async () => {
    direct?.disconnect();
    await redis?.stop();
  });

  const open = async (options: { commandTimeoutMs?: number } = {}) => {
    const limits = await openLimits({ redisUrl: redis.url, keyPrefix, connectTimeoutMs: 2000, ...options });
    opened.push(limits);
    return limits;
  };

  it('shares the counts between instances, under the deployment’s prefix and the limit’s name', async () => {
    const [one, two] = [await open(), await open()];
    expect([one.store, two.store]).toEqual(['redis', 'redis']);
    const rule = { points: 3, windowSeconds: 60 };
    const [a, b] = [one.limiter('shared', rule), two.limiter('shared', rule)];
    const verdicts = [await a.consume('k'), await b.consume('k'), await a.consume('k'), await b.consume('k')];
    expect(verdicts.map((v) => [v.allowed, v.consumed])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 4],
    ]);
    expect(verdicts[3]!.retryAfterMs).toBeGreaterThan(58_000);
    expect(verdicts[3]!.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(await direct.get(`${keyPrefix}rl:shared:k`)).toBe('4');
    await b.reset('k');
    expect(await direct.exists(`${keyPrefix}rl:shared:k`)).toBe(0);
    expect((await a.consume('k')).consumed).toBe(1);
  });

  it('starts a key’s count afresh when its window ends', async () => {
    const limiter = (await open()).limiter('short', { points: 1, windowSeconds: 1 });
    expect((await limiter.consume('k')).allowed).toBe(true);
    expect((await limiter.consume('k')).allowed).toBe(false);
    await until(async () => (await direct.exists(`${keyPrefix}rl:short:k`)) === 0, 'the key to expire', 3000);
    expect((await limiter.consume('k')).allowed).toBe(true);
  });

  it('counts in memory while Redis is down and in Redis again when it is back, logging each change once', async () => {
    const log = watchLog();
    try {
      const limiter = (await open()).limiter('outage', { points: 2, windowSeconds: 60 });
      await limiter.consume('k');
      expect(await direct.get(`${keyPrefix}rl:outage:k`)).toBe('1');

      await redis.stop();
      // Every call is answered, from this process's memory, which starts its own count.
      const down = [];
      for (let i = 0; i < 4; i += 1) down.push((await limiter.consume('k')).allowed);
      expect(down).toEqual([true, true, false, false]);

      await redis.start();
      await until(() => log.lines().includes(BACK), 'the client to reconnect');
      expect((await limiter.consume('k')).consumed).toBe(1); // a new server: nothing was kept
      expect(await direct.get(`${keyPrefix}rl:outage:k`)).toBe('1');
      expect(log.lines()).toEqual([CONNECTED, UNREACHABLE, BACK]);
    } finally {
      log.restore();
    }
  }, 20_000);

  it('answers from memory when Redis stops answering on an open connection, and notices when it answers again', async () => {
    const log = watchLog();
    try {
      const limiter = (await open({ commandTimeoutMs: 200 })).limiter('frozen', { points: 5, windowSeconds: 60 });
      await limiter.consume('k');
      redis.signal('SIGSTOP');
      try {
        // Each call waits for the command timeout at most, then the memory count answers.
        expect(await limiter.consume('k')).toMatchObject({ allowed: true, consumed: 1 });
        expect(await limiter.consume('k')).toMatchObject({ allowed: true, consumed: 2 });
      } finally {
        redis.signal('SIGCONT');
      }
      // The commands that timed out still reached Redis once it woke: its count is the one answered now.
      const { consumed } = await limiter.consume('k');
      expect(consumed).toBe(Number(await direct.get(`${keyPrefix}rl:frozen:k`)));
      expect(log.lines()).toEqual([CONNECTED, UNREACHABLE, BACK]);
    } finally {
      log.restore();
    }
  });
});
