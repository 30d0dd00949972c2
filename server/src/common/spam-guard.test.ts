import { configureLogger } from './logger';
import { memoryLimits } from './rate-limiter';
import { SpamGuard, SUBMISSION_LIMIT, SUBMISSION_WINDOW_SECONDS } from './spam-guard';

const MINUTE = 60_000;
const IP = '203.0.113.5';

describe('SpamGuard', () => {
  let guard: SpamGuard;

  // The guard logs throttling (warn) and honeypots (info); keep the test output quiet.
  beforeAll(() => configureLogger({ level: 'error', json: false }));
  // The counts live in rate-limiter-flexible's memory store, which reads Date.now and expires keys
  // with setTimeout: a fake clock moves both. Promises stay real.
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    guard = new SpamGuard({ limits: memoryLimits() });
  });
  afterEach(() => jest.useRealTimers());

  const admitMany = async (count: number, honeypot?: string) => {
    for (let i = 0; i < count; i += 1) await guard.admit('quote-request', IP, honeypot);
  };

  it('allows 5 submissions per 10 minutes', () => {
    expect([SUBMISSION_LIMIT, SUBMISSION_WINDOW_SECONDS]).toEqual([5, 10 * 60]);
  });

  it('admits submissions with an empty honeypot, whether left out, null, empty or white space', async () => {
    const answers = [];
    for (const honeypot of [undefined, null, '', ' \n\t'])
      answers.push(await guard.admit('contact-message', IP, honeypot));
    expect(answers).toEqual([true, true, true, true]);
  });

  it('tells the caller to discard a submission with the honeypot filled, without refusing it', async () => {
    expect(await guard.admit('newsletter', IP, 'http://spam.example')).toBe(false);
    expect(await guard.admit('newsletter', IP, 'x')).toBe(false);
  });

  it('refuses the 6th submission within the window with TOO_MANY_REQUESTS and a friendly message', async () => {
    await admitMany(SUBMISSION_LIMIT);
    await expect(guard.admit('quote-request', IP, null)).rejects.toMatchObject({
      message: 'You have sent several requests in a short time. Please wait 10 minutes and try again.',
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 600 },
    });
  });

  it('counts honeypot submissions toward the limit', async () => {
    await admitMany(SUBMISSION_LIMIT, 'filled by a bot');
    await expect(guard.admit('quote-request', IP, null)).rejects.toThrow('Please wait 10 minutes');
  });

  it('counts in a fixed window from the first submission, and says how many minutes are left, rounded up', async () => {
    await admitMany(1);
    jest.advanceTimersByTime(4 * MINUTE);
    await admitMany(SUBMISSION_LIMIT - 1);
    jest.advanceTimersByTime(5 * MINUTE + 1);
    // The window that began with the first submission ends in 59.999 seconds.
    await expect(guard.admit('quote-request', IP, null)).rejects.toMatchObject({
      message: 'You have sent several requests in a short time. Please wait 1 minute and try again.',
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 60 },
    });
    jest.advanceTimersByTime(MINUTE - 1);
    // A new window: the whole allowance again.
    await admitMany(SUBMISSION_LIMIT);
    await expect(guard.admit('quote-request', IP, null)).rejects.toThrow('Please wait 10 minutes');
  });

  it('does not carry refused submissions over into the next window', async () => {
    await admitMany(SUBMISSION_LIMIT);
    for (let i = 0; i < 10; i += 1) await expect(guard.admit('quote-request', IP, null)).rejects.toThrow();
    jest.advanceTimersByTime(SUBMISSION_WINDOW_SECONDS * 1000);
    await admitMany(SUBMISSION_LIMIT);
  });

  it('keeps separate counters per form and per address', async () => {
    await admitMany(SUBMISSION_LIMIT);
    await expect(guard.admit('quote-request', IP, null)).rejects.toThrow();
    expect(await guard.admit('contact-message', IP, null)).toBe(true);
    expect(await guard.admit('newsletter', IP, null)).toBe(true);
    expect(await guard.admit('quote-request', '203.0.113.6', null)).toBe(true);
  });

  it('takes other limits when given', async () => {
    const strict = new SpamGuard({ limits: memoryLimits(), limit: 1, windowSeconds: 60 });
    expect(await strict.admit('newsletter', IP, null)).toBe(true);
    await expect(strict.admit('newsletter', IP, null)).rejects.toThrow('Please wait 1 minute and try again.');
  });
});
