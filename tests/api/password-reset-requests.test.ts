import { IsNull } from 'typeorm';
import { PasswordResetToken } from '../../server/src/auth/session.entity';
import { User } from '../../server/src/auth/user.entity';
import { JSON_HEADERS, send } from '../fixtures/graphql-http';
import { captureLog, type CapturedLog } from '../fixtures/log';
import { budgetReport, dataOf, errorOf, startTestApp, type TestApp } from '../fixtures/test-app';
import { REQUEST, account } from '../fixtures/password-reset';

describe('password reset requests from one address', () => {
  it('are limited to 5 per 15 minutes', async () => {
    const app = await startTestApp();
    try {
      for (let i = 0; i < 5; i += 1) dataOf(await app.gql(REQUEST, { email: `someone-${i}@brightline.example` }));
      expect(errorOf(await app.gql(REQUEST, { email: 'someone-else@brightline.example' }))).toMatchObject({
        message: 'Too many reset requests. Please wait 15 minutes and try again.',
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
    } finally {
      await app.close();
    }
  });
});

describe('password reset requests at the same moment for one account', () => {
  let app: TestApp;
  let log: CapturedLog;
  // The per-address limit is not what these tests are about: each request comes from an address
  // of its own, through the proxy header that the loopback proxy of this test may set.
  beforeAll(async () => {
    app = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  });
  beforeEach(() => {
    log = captureLog();
  });
  afterEach(() => log.restore());
  afterAll(() => app?.close());

  let address = 0;
  const requestFromOwnAddress = (email: string) => {
    address += 1;
    return send(app, {
      headers: { ...JSON_HEADERS, 'x-forwarded-for': `198.51.100.${address}` },
      body: JSON.stringify({ query: REQUEST, variables: { email } }),
    });
  };

  it.each([3, 10])('%i at once: each answers true and exactly one link works', async (count) => {
    // Several accounts, so the race gets several chances; each account mails at most 3 links an hour.
    const users = await Promise.all([1, 2, 3, 4].map(() => account(app)));
    const answers = await Promise.all(
      users.flatMap((user) => Array.from({ length: count }, () => requestFromOwnAddress(user.email))),
    );
    for (const answer of answers) {
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 200,
        body: { data: { requestPasswordReset: true }, ...budgetReport() },
      });
    }
    const tokens = app.dataSource.getRepository(PasswordResetToken);
    for (const user of users) {
      const { id } = await app.dataSource.getRepository(User).findOneByOrFail({ email: user.email });
      expect(await tokens.countBy({ userId: id, usedAt: IsNull() })).toBe(1);
      expect(await tokens.countBy({ userId: id })).toBe(3);
    }
    expect(log.entries().filter((e) => e.level === 'error')).toEqual([]);
  });
});

describe('a password reset request that fails on the server', () => {
  it('still answers true, as for an unknown address, and logs the error', async () => {
    const app = await startTestApp();
    const log = captureLog();
    try {
      const user = await account(app);
      // The links' table is gone: the request fails after finding the account.
      await app.dataSource.query('DROP TABLE password_reset_tokens');
      const known = await app.post(REQUEST, { email: user.email });
      const unknown = await app.post(REQUEST, { email: 'nobody@brightline.example' });
      expect(known.status).toBe(200);
      expect(known.body).toEqual({ data: { requestPasswordReset: true }, ...budgetReport() });
      // The same answer; only the budget count has moved on.
      expect(unknown.body).toEqual({ ...known.body, ...budgetReport() });
      // TypeORM prints the failed query too, as plain text: read only the server's JSON lines.
      const failed = log
        .text()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((e) => e.message === 'password reset request failed');
      expect(failed).toHaveLength(1);
      expect(failed[0]?.requestId).toBe(known.headers.get('x-request-id'));
    } finally {
      log.restore();
      await app.close();
    }
  });
});
