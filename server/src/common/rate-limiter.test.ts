import {} from 'node:child_process';
import { memoryLimits, minutesFrom, secondsFrom } from './rate-limiter';

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
