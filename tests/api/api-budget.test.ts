import { expectAnswered, expectRefused, JSON_HEADERS, send } from '../fixtures/graphql-http';
import { startTestApp, type TestApp } from '../fixtures/test-app';

/*
 * The budget of /graphql requests per client address and minute. The app trusts X-Forwarded-For
 * from the loopback (as behind a local proxy), so each test speaks for addresses of its own.
 */

const BUDGET = 5;
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { API_REQUESTS_PER_MINUTE: String(BUDGET) } });
});
afterAll(() => app?.close());

const from = (address: string, body = JSON.stringify({ query: '{ __typename }' })) =>
  send(app, { headers: { ...JSON_HEADERS, 'x-forwarded-for': address }, body });

describe('the /graphql budget per address', () => {
  it(`answers ${BUDGET} requests a minute, then 429 with Retry-After in GraphQL's error shape`, async () => {
    for (let i = 0; i < BUDGET; i += 1)
      expect(expectAnswered(await from('198.51.100.10'))).toEqual({ __typename: 'Query' });

    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, 'x-forwarded-for': '198.51.100.10' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: `Too many requests. Please wait ${retryAfter} second${retryAfter === 1 ? '' : 's'} and try again.`,
          extensions: { code: 'TOO_MANY_REQUESTS', retryAfter },
        },
      ],
    });
  });

  it('leaves other addresses alone, and the rest of the site too', async () => {
    for (let i = 0; i <= BUDGET; i += 1) await from('198.51.100.20');
    expectRefused(
      await from('198.51.100.20'),
      429,
      'TOO_MANY_REQUESTS',
      /^Too many requests\. Please wait \d+ seconds?/,
    );
    expectAnswered(await from('198.51.100.21'));
    expect((await fetch(`${app.url}/healthz`, { headers: { 'x-forwarded-for': '198.51.100.20' } })).status).toBe(200);
  });

  it('refuses before reading the body: a spent address gets 429 for a body it never had parsed', async () => {
    for (let i = 0; i < BUDGET; i += 1) await from('198.51.100.30');
    expectRefused(await from('198.51.100.30', '{ not json'), 429, 'TOO_MANY_REQUESTS', /^Too many requests/);
    expectRefused(await from('198.51.100.31', '{ not json'), 400, 'BAD_REQUEST', 'The request body is not valid JSON.');
  });
});

describe('the same budget on the payslip downloads', () => {
  it('counts them with the /graphql requests of the address: a spent address gets 429 for a payslip', async () => {
    for (let i = 0; i < BUDGET; i += 1) await from('198.51.100.40');
    const response = await fetch(`${app.url}/api/payslips/1.pdf`, { headers: { 'x-forwarded-for': '198.51.100.40' } });
    expect(response.status).toBe(429);
    const other = await fetch(`${app.url}/api/payslips/1.pdf`, { headers: { 'x-forwarded-for': '198.51.100.41' } });
    expect(other.status).toBe(401);
  });
});
