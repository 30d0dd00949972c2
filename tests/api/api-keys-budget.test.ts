import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { createSchema } from '../../server/src/app/schema';
import { queryCost } from '../../server/src/app/graphql-guards';
import { QuoteRequest } from '../../server/src/modules/quotes/quote-request.entity';
import {
  CREATE_API_KEY,
  RATE_LIMIT,
  validKey,
  type CreateData,
  type KeyInput,
  type RateLimitView,
} from '../fixtures/api-keys';
import { JSON_HEADERS } from '../fixtures/graphql-http';
import { captureLog } from '../fixtures/log';
import { SUBMIT_QUOTE, validQuote } from '../fixtures/submissions';
import { ADMIN, dataOf, errorOf, startTestApp, type RawResponse, type TestApp } from '../fixtures/test-app';

/*
 * A key's budget of query-cost points per minute, and the per-address budget of everyone else,
 * as every answer reports them. The app trusts X-Forwarded-For from the loopback, so each test
 * speaks for addresses of its own.
 */

const ADDRESS_BUDGET = 5;
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp({ env: { API_REQUESTS_PER_MINUTE: String(ADDRESS_BUDGET) } });
  admin = await app.login(ADMIN.email, ADMIN.password).catch(async () => {
    throw new Error('the admin sign-in spent the address budget');
  });
});
afterAll(() => app?.close());

let address = 0;
/** A POST from an address no other call has used, unless one is given. */
async function send<TData = Record<string, unknown>>(
  query: string,
  {
    token,
    from = `198.51.100.${(address += 1)}`,
    variables = {},
  }: { token?: string; from?: string; variables?: object } = {},
): Promise<RawResponse<TData>> {
  const headers: Record<string, string> = { ...JSON_HEADERS, 'x-forwarded-for': from };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) };
}

/** A key made by the admin, from an address of its own (the admin's too has only 5 requests a minute). */
const newKey = async (overrides: Partial<KeyInput> = {}) =>
  dataOf((await send<CreateData>(CREATE_API_KEY, { token: admin, variables: { input: validKey(overrides) } })).body)
    .createApiKey;

const reportOf = (answer: RawResponse<unknown>) =>
  (answer.body as { extensions?: { rateLimit?: RateLimitView } }).extensions?.rateLimit;
const headersOf = (answer: RawResponse<unknown>) =>
  Object.fromEntries(
    ['limit', 'remaining', 'used', 'reset', 'cost'].map((name) => [name, answer.headers.get(`x-ratelimit-${name}`)]),
  );

/** The cost the endpoint's own analysis gives the document. */
async function costOf(query: string): Promise<number> {
  const document = parse(query);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  return queryCost(await createSchema(), document, operation, { introspection: true });
}

const SERVICES = '{ services { id name description bulletPoints icon featured } }';

describe("a key's budget", () => {
  it("is charged each query's cost, as the cost analysis that guards the endpoint computes it", async () => {
    expect(await costOf('{ services { id } }')).toBe(4); // 2 for the list, 1.5 for the scalar, rounded up
    const cost = await costOf(SERVICES);
    expect(cost).toBe(11);
    const { token } = await newKey({ budgetPerMinute: 500 });

    const first = await send(SERVICES, { token });
    const report = reportOf(first)!;
    expect(report).toEqual({ limit: 500, cost, remaining: 500 - cost, resetAt: expect.any(String) });
    const resetIn = Date.parse(report.resetAt) - Date.now();
    expect(resetIn).toBeGreaterThan(50_000);
    expect(resetIn).toBeLessThanOrEqual(61_000);
    expect(headersOf(first)).toEqual({
      limit: '500',
      remaining: String(500 - cost),
      used: String(cost),
      reset: String(Date.parse(report.resetAt) / 1000),
      cost: String(cost),
    });

    const second = reportOf(await send('{ services { id } }', { token }))!;
    expect(second).toEqual({ limit: 500, cost: 4, remaining: 500 - cost - 4, resetAt: report.resetAt });
  });

  it('is told by the rateLimit query, the same as the extensions of its answer', async () => {
    const { token } = await newKey({ budgetPerMinute: 300 });
    const withServices = await send<{ rateLimit: RateLimitView }>(`{ services { id } ${RATE_LIMIT.slice(1)}`, {
      token,
    });
    const cost = await costOf(`{ services { id } ${RATE_LIMIT.slice(1)}`);
    expect(dataOf(withServices.body).rateLimit).toEqual({ ...reportOf(withServices), cost, remaining: 300 - cost });
    // Asked alone, it costs nothing.
    const alone = await send<{ rateLimit: RateLimitView }>(RATE_LIMIT, { token });
    expect(dataOf(alone.body).rateLimit).toEqual({ ...reportOf(alone), cost: 0, remaining: 300 - cost });
  });

  it('once spent, answers 429 TOO_MANY_REQUESTS with retryAfter and Retry-After, and runs nothing', async () => {
    const { token } = await newKey({ budgetPerMinute: 100, scopes: ['CATALOGUE_READ', 'QUOTES_WRITE'] });
    for (let i = 0; i < 9; i += 1) expect((await send(SERVICES, { token })).status).toBe(200); // 99 points
    const quotes = await app.dataSource.getRepository(QuoteRequest).count();
    const log = captureLog();
    let refused;
    try {
      refused = await send(SUBMIT_QUOTE, { token, variables: { input: validQuote() } });
    } finally {
      log.restore();
    }
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(errorOf(refused.body)).toEqual({
      message: `This API key has spent its budget for this minute. Please wait ${retryAfter} second${retryAfter === 1 ? '' : 's'} and try again.`,
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfter },
    });
    expect(refused.body.data).toBeUndefined();
    expect(reportOf(refused)).toMatchObject({ limit: 100, remaining: 0 });
    expect(await app.dataSource.getRepository(QuoteRequest).count()).toBe(quotes);
    expect(log.entries().filter((line) => line.security === 'api key refused')).toEqual([
      expect.objectContaining({ reason: 'over budget' }),
    ]);
    // A cheaper query does not slip through: the minute's points are spent.
    expect((await send('{ services { id } }', { token })).status).toBe(429);
  });

  it("is each key's own", async () => {
    const spent = await newKey({ budgetPerMinute: 100 });
    const other = await newKey({ budgetPerMinute: 100 });
    for (let i = 0; i < 10; i += 1) await send(SERVICES, { token: spent.token });
    expect((await send(SERVICES, { token: spent.token })).status).toBe(429);
    expect(reportOf(await send(SERVICES, { token: other.token }))).toMatchObject({ remaining: 89 });
  });

  it('is charged 1 for a document that does not parse or validate', async () => {
    const { token } = await newKey({ budgetPerMinute: 100 });
    const invalid = await send('{ nothingHere }', { token });
    expect(invalid.status).toBe(400);
    expect(reportOf(invalid)).toMatchObject({ cost: 1, remaining: 99 });
    const unparsable = await send('{ services { id }', { token });
    expect(reportOf(unparsable)).toMatchObject({ cost: 1, remaining: 98 });
  });

  it("is not the address's: a key from one address makes more requests than the address budget allows", async () => {
    const { token } = await newKey();
    const from = '203.0.113.50';
    for (let i = 0; i < ADDRESS_BUDGET * 2; i += 1)
      expect((await send('{ services { id } }', { token, from })).status).toBe(200);
    // The address itself is untouched by them.
    expect(reportOf(await send('{ __typename }', { from }))).toMatchObject({ remaining: ADDRESS_BUDGET - 1 });
  });
});

describe('the per-address budget', () => {
  it('is reported on every answer of a visitor or a session: each request costs 1', async () => {
    const from = '203.0.113.60';
    const first = await send('{ services { id } }', { from });
    expect(reportOf(first)).toEqual({
      limit: ADDRESS_BUDGET,
      cost: 1,
      remaining: ADDRESS_BUDGET - 1,
      resetAt: expect.any(String),
    });
    expect(headersOf(first)).toMatchObject({
      limit: String(ADDRESS_BUDGET),
      remaining: String(ADDRESS_BUDGET - 1),
      cost: '1',
    });
    const answer = await send<{ rateLimit: RateLimitView }>(RATE_LIMIT, { from, token: admin });
    expect(dataOf(answer.body).rateLimit).toEqual({ ...reportOf(first), remaining: ADDRESS_BUDGET - 2 });
  });

  it('is spent by every refused key, so guessing keys is no faster than any flood', async () => {
    const from = '203.0.113.70';
    for (let i = 0; i < ADDRESS_BUDGET; i += 1)
      expect((await send('{ services { id } }', { from, token: `bl_live_guess${i}` })).status).toBe(401);
    const answer = await send('{ services { id } }', { from, token: 'bl_live_guess' });
    expect(answer.status).toBe(429);
    expect(errorOf(answer.body).extensions?.code).toBe('TOO_MANY_REQUESTS');
  });
});
