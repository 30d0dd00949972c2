import { configureLogger } from './logger';
import { SpamGuard, SUBMISSION_LIMIT, SUBMISSION_WINDOW_MS } from './spam-guard';

const MINUTE = 60_000;
const IP = '203.0.113.5';

describe('SpamGuard', () => {
  let now: number;
  let guard: SpamGuard;

  // The guard logs throttling (warn) and honeypots (info); keep the test output quiet.
  beforeAll(() => configureLogger({ level: 'error', json: false }));
  beforeEach(() => {
    now = 1_000_000;
    guard = new SpamGuard({ now: () => now });
  });

  const admitMany = (count: number, honeypot?: string) => {
    for (let i = 0; i < count; i += 1) guard.admit('quote-request', IP, honeypot);
  };

  it('allows 5 submissions per 10 minutes', () => {
    expect([SUBMISSION_LIMIT, SUBMISSION_WINDOW_MS]).toEqual([5, 10 * MINUTE]);
  });

  it('admits submissions with an empty honeypot, whether left out, null, empty or white space', () => {
    expect([undefined, null, '', ' \n\t'].map((honeypot) => guard.admit('contact-message', IP, honeypot))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('tells the caller to discard a submission with the honeypot filled, without refusing it', () => {
    expect(guard.admit('newsletter', IP, 'http://spam.example')).toBe(false);
    expect(guard.admit('newsletter', IP, 'x')).toBe(false);
  });

  it('refuses the 6th submission within the window with TOO_MANY_REQUESTS and a friendly message', () => {
    admitMany(SUBMISSION_LIMIT);
    expect(() => guard.admit('quote-request', IP, null)).toThrow(
      expect.objectContaining({
        message: 'You have sent several requests in a short time. Please wait 10 minutes and try again.',
        extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 600 },
      }),
    );
  });

  it('counts honeypot submissions toward the limit', () => {
    admitMany(SUBMISSION_LIMIT, 'filled by a bot');
    expect(() => guard.admit('quote-request', IP, null)).toThrow('Please wait 10 minutes');
  });

  it('says how many minutes are left, rounded up, as the oldest submission leaves the window (sliding)', () => {
    admitMany(1);
    now += 4 * MINUTE;
    admitMany(SUBMISSION_LIMIT - 1);
    now += 5 * MINUTE + 1;
    // The first submission leaves the window in 59.999 seconds.
    expect(() => guard.admit('quote-request', IP, null)).toThrow(
      expect.objectContaining({
        message: 'You have sent several requests in a short time. Please wait 1 minute and try again.',
        extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 60 },
      }),
    );
    now += MINUTE - 1;
    expect(guard.admit('quote-request', IP, null)).toBe(true);
    expect(() => guard.admit('quote-request', IP, null)).toThrow('Please wait 4 minutes');
  });

  it('does not count refused submissions', () => {
    admitMany(SUBMISSION_LIMIT);
    for (let i = 0; i < 10; i += 1) expect(() => guard.admit('quote-request', IP, null)).toThrow();
    now += SUBMISSION_WINDOW_MS;
    admitMany(SUBMISSION_LIMIT);
  });

  it('keeps separate counters per form and per address', () => {
    admitMany(SUBMISSION_LIMIT);
    expect(() => guard.admit('quote-request', IP, null)).toThrow();
    expect(guard.admit('contact-message', IP, null)).toBe(true);
    expect(guard.admit('newsletter', IP, null)).toBe(true);
    expect(guard.admit('quote-request', '203.0.113.6', null)).toBe(true);
  });

  it('takes other limits when given', () => {
    const strict = new SpamGuard({ limit: 1, windowMs: MINUTE, now: () => now });
    expect(strict.admit('newsletter', IP, null)).toBe(true);
    expect(() => strict.admit('newsletter', IP, null)).toThrow('Please wait 1 minute and try again.');
  });
});
