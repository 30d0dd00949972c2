import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import Redis from 'ioredis';
import { logger } from './logger';
import { openLimits, type Limits } from './rate-limiter';

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
