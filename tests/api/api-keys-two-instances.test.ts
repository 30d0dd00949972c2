import { CREATE_API_KEY, REVOKE_API_KEY, validKey, type CreateData, type RateLimitView } from '../fixtures/api-keys';
import type { AppProcess } from '../fixtures/app-process';
import { JSON_HEADERS } from '../fixtures/graphql-http';
import { ADMIN, dataOf, errorOf, type GqlResponse } from '../fixtures/test-app';
import { describeWithRedis, useTwoInstances } from '../fixtures/two-instances';

/*
 * Partner keys on two app processes, as two replicas behind a proxy, on one database and one Redis
 * under a key prefix of this run's own: a key's budget is one budget whichever instance answers,
 * and a revocation on one is felt on the other at once.
 */

const describeShared = describeWithRedis('api-keys-two-instances.test.ts');

const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
const SERVICES = '{ services { id name description bulletPoints icon featured } }'; // costs 11

interface Answer<TData> {
  status: number;
  headers: Headers;
  body: GqlResponse<TData> & { extensions?: { rateLimit?: RateLimitView } };
}

async function post<TData = Record<string, unknown>>(
  app: AppProcess,
  query: string,
  variables: object = {},
  token?: string,
): Promise<Answer<TData>> {
  const headers: Record<string, string> = { ...JSON_HEADERS };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer<TData>['body'] };
}

describeShared('API keys on two instances sharing one database and one Redis', () => {
  const instances = useTwoInstances('api-keys-two', { LOG_LEVEL: 'error' });
  let admin: string;

  beforeAll(async () => {
    admin = dataOf((await post<{ login: { token: string } }>(instances.one, LOGIN, ADMIN)).body).login.token;
  });

  const newKey = async (budgetPerMinute: number) =>
    dataOf(
      (await post<CreateData>(instances.one, CREATE_API_KEY, { input: validKey({ budgetPerMinute }) }, admin)).body,
    ).createApiKey;

  it('spend one budget whichever instance answers, and report it alike in extensions and headers', async () => {
    const { one, two } = instances;
    const { token } = await newKey(100);
    const reports: RateLimitView[] = [];
    for (let i = 0; i < 9; i += 1) {
      const answer = await post(i % 2 ? two : one, SERVICES, {}, token);
      expect(answer.status).toBe(200);
      const report = answer.body.extensions!.rateLimit!;
      reports.push(report);
      // The headers say what the body says, on both instances.
      expect(answer.headers.get('x-ratelimit-remaining')).toBe(String(report.remaining));
      expect(answer.headers.get('x-ratelimit-limit')).toBe('100');
      expect(answer.headers.get('x-ratelimit-used')).toBe(String(11 * (i + 1)));
      expect(answer.headers.get('x-ratelimit-reset')).toBe(String(Date.parse(report.resetAt) / 1000));
    }
    // Each instance saw half of the requests; together they spent 99 of 100 points, in one window.
    expect(reports.map((report) => report.remaining)).toEqual([89, 78, 67, 56, 45, 34, 23, 12, 1]);
    expect(new Set(reports.map((report) => report.resetAt)).size).toBe(1);

    for (const app of [one, two]) {
      const refused = await post(app, SERVICES, {}, token);
      expect(refused.status).toBe(429);
      expect(errorOf(refused.body).extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    // Asking for the budget alone is free, and answered even now.
    const told = await post<{ rateLimit: RateLimitView }>(
      one,
      '{ rateLimit { limit cost remaining resetAt } }',
      {},
      token,
    );
    expect(dataOf(told.body).rateLimit).toEqual({ limit: 100, cost: 0, remaining: 0, resetAt: reports[0]!.resetAt });
  });

  it('refuse a key on both the moment it is revoked on one', async () => {
    const { one, two } = instances;
    const { token, key } = await newKey(1000);
    for (const app of [one, two]) expect((await post(app, SERVICES, {}, token)).status).toBe(200);
    dataOf((await post(one, REVOKE_API_KEY, { id: key.id }, admin)).body);
    for (const app of [two, one]) {
      const answer = await post(app, SERVICES, {}, token);
      expect(answer.status).toBe(401);
      expect(errorOf(answer.body).message).toBe('This API key has been revoked');
    }
  });
});
