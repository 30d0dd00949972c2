import { SUBMISSION_LIMIT } from '../../server/src/common/spam-guard';
import { ContactMessage } from '../../server/src/modules/contact/contact-message.entity';
import { NewsletterSubscription } from '../../server/src/modules/content/newsletter.entity';
import { QuoteRequest } from '../../server/src/modules/quotes/quote-request.entity';
import { captureLog } from '../fixtures/log';
import { postFrom, SEND_CONTACT, SUBMIT_QUOTE, SUBSCRIBE, validContact, validQuote } from '../fixtures/submissions';
import {
  budgetReport,
  dataOf,
  errorOf,
  startTestApp,
  type GqlResponse,
  type TestApp,
  type Variables,
} from '../fixtures/test-app';

/** The three public forms that write: how to fill each one (the n-th time), and where it stores. */
interface Form {
  name: string;
  document: string;
  /** Valid variables; `n` keeps repeated submissions apart. */
  variables(n: number, website?: string): Variables;
  /** What every accepted submission answers. */
  answer: Record<string, unknown>;
  stored(app: TestApp): Promise<number>;
}

const HONEYPOT = 'https://cheap-pills.example/buy-now';

const FORMS: readonly Form[] = [
  {
    name: 'submitQuoteRequest',
    document: SUBMIT_QUOTE,
    variables: (n, website) => ({ input: validQuote({ name: `Visitor ${n}`, website }) }),
    answer: { submitQuoteRequest: { received: true } },
    stored: (app) => app.dataSource.getRepository(QuoteRequest).count(),
  },
  {
    name: 'sendContactMessage',
    document: SEND_CONTACT,
    variables: (n, website) => ({ input: validContact({ name: `Visitor ${n}`, website }) }),
    answer: { sendContactMessage: { received: true } },
    stored: (app) => app.dataSource.getRepository(ContactMessage).count(),
  },
  {
    name: 'subscribeToNewsletter',
    document: SUBSCRIBE,
    variables: (n, website) => ({ email: `visitor-${n}@reader.example`, website }),
    answer: { subscribeToNewsletter: true },
    stored: (app) => app.dataSource.getRepository(NewsletterSubscription).count(),
  },
];

const THROTTLED = {
  message: 'You have sent several requests in a short time. Please wait 10 minutes and try again.',
  extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) },
};

// Every request of these tests comes from 127.0.0.1, and the limits count per app: a fresh app per test.
let app: TestApp;
beforeEach(async () => {
  app = await startTestApp();
});
afterEach(() => app?.close());

const send = (form: Form, n: number, website?: string): Promise<GqlResponse<Record<string, unknown>>> =>
  app.gql(form.document, form.variables(n, website));

describe.each(FORMS)('$name', (form) => {
  it('with the hidden honeypot filled answers exactly as on success, stores nothing and logs no content', async () => {
    const before = await form.stored(app);
    const log = captureLog();
    let response: GqlResponse<Record<string, unknown>>;
    try {
      response = await send(form, 1, HONEYPOT);
    } finally {
      log.restore();
    }
    expect(response).toEqual({ data: form.answer, ...budgetReport() });
    expect(await form.stored(app)).toBe(before);

    const entries = log.entries().filter((entry) => String(entry.message).startsWith('spam:'));
    expect(entries).toEqual([
      expect.objectContaining({
        level: 'info',
        message: 'spam: honeypot filled, submission discarded',
        ip: '127.0.0.1',
      }),
    ]);
    expect(log.text()).not.toContain('cheap-pills');
    expect(log.text()).not.toContain('Visitor 1');
    expect(log.text()).not.toContain('visitor-1@');
  });

  it('with the honeypot empty or white space stores the submission', async () => {
    const before = await form.stored(app);
    expect(dataOf(await send(form, 1, ''))).toEqual(form.answer);
    expect(dataOf(await send(form, 2, '  '))).toEqual(form.answer);
    expect(await form.stored(app)).toBe(before + 2);
  });

  it(`refuses the ${SUBMISSION_LIMIT + 1}th submission from one address within 10 minutes, and stores nothing of it`, async () => {
    const before = await form.stored(app);
    for (let n = 1; n <= SUBMISSION_LIMIT; n += 1) expect(dataOf(await send(form, n))).toEqual(form.answer);

    const refused = await send(form, SUBMISSION_LIMIT + 1);
    expect(refused.data).toBeNull();
    const error = errorOf(refused);
    expect(error).toMatchObject(THROTTLED);
    expect(error.extensions?.retryAfter).toBeGreaterThan(9 * 60);
    expect(error.extensions?.retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(await form.stored(app)).toBe(before + SUBMISSION_LIMIT);
  });

  it('counts honeypot submissions toward the limit', async () => {
    const before = await form.stored(app);
    for (let n = 1; n <= SUBMISSION_LIMIT; n += 1) expect(dataOf(await send(form, n, HONEYPOT))).toEqual(form.answer);
    expect(errorOf(await send(form, SUBMISSION_LIMIT + 1))).toMatchObject(THROTTLED);
    expect(await form.stored(app)).toBe(before);
  });
});

describe('the per-address limits', () => {
  it('are counted separately for each form', async () => {
    const [first, ...others] = FORMS;
    for (let n = 1; n <= SUBMISSION_LIMIT; n += 1) dataOf(await send(first!, n));
    expect(errorOf(await send(first!, 99)).extensions?.code).toBe('TOO_MANY_REQUESTS');
    for (const form of others) {
      for (let n = 1; n <= SUBMISSION_LIMIT; n += 1) expect(dataOf(await send(form, n))).toEqual(form.answer);
    }
  });

  it('are counted separately for each client address (as a reverse proxy on the loopback reports it)', async () => {
    const [quote] = FORMS;
    const submitFrom = (address: string, n: number) => postFrom(app, address, quote!.document, quote!.variables(n));
    for (let n = 1; n <= SUBMISSION_LIMIT; n += 1) dataOf(await submitFrom('203.0.113.7', n));
    expect(errorOf(await submitFrom('203.0.113.7', 99))).toMatchObject(THROTTLED);
    dataOf(await submitFrom('203.0.113.8', 100));
    dataOf(await send(quote!, 101));
  });

  it('count each aliased call of one request: the call past the limit is refused and ends the request', async () => {
    const aliases = Array.from(
      { length: SUBMISSION_LIMIT + 2 },
      (_, i) => `a${i}: subscribeToNewsletter(email: "alias-${i}@reader.example")`,
    );
    const response = await app.gql(`mutation { ${aliases.join('\n')} }`);
    expect(response.errors?.map((error) => [error.path, error.extensions?.code])).toEqual([
      [[`a${SUBMISSION_LIMIT}`], 'TOO_MANY_REQUESTS'],
    ]);
    expect(await app.dataSource.getRepository(NewsletterSubscription).count()).toBe(SUBMISSION_LIMIT);
  });
});
