import { minutesFrom, RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  let now = 0;
  const limiter = () => new RateLimiter(3, 1000, () => now);
  beforeEach(() => {
    now = 10_000;
  });

  it('allows `limit` events in a window and refuses the next', () => {
    const limits = limiter();
    expect([limits.take('a'), limits.take('a'), limits.take('a'), limits.take('a')]).toEqual([true, true, true, false]);
    expect(limits.isLimited('a')).toBe(true);
  });

  it('keeps keys apart', () => {
    const limits = limiter();
    for (let i = 0; i < 3; i += 1) limits.record('a');
    expect(limits.isLimited('a')).toBe(true);
    expect(limits.take('b')).toBe(true);
  });

  it('allows again as the oldest event leaves the window (sliding), and says when', () => {
    const limits = limiter();
    limits.record('a');
    now += 400;
    limits.record('a');
    limits.record('a');
    expect(limits.retryAfterMs('a')).toBe(600);
    now += 599;
    expect(limits.isLimited('a')).toBe(true);
    now += 1;
    expect(limits.isLimited('a')).toBe(false);
    expect(limits.retryAfterMs('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limits = limiter();
    for (let i = 0; i < 3; i += 1) limits.record('a');
    limits.reset('a');
    expect(limits.take('a')).toBe(true);
  });

  it('refuses while limited without counting the refused attempts', () => {
    const limits = limiter();
    for (let i = 0; i < 5; i += 1) limits.take('a');
    now += 1000;
    expect(limits.take('a')).toBe(true);
  });
});

describe('minutesFrom', () => {
  it.each([
    [0, 1],
    [1, 1],
    [60_000, 1],
    [60_001, 2],
    [15 * 60_000, 15],
  ])('%p ms is %p minute(s)', (ms, minutes) => {
    expect(minutesFrom(ms)).toBe(minutes);
  });
});
