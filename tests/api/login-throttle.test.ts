import { ACCOUNT_FAILURE_LIMIT, ADDRESS_ATTEMPT_LIMIT } from '../../server/src/auth/login-throttle';
import { Role } from '../../server/src/auth/roles';
import { newVisitor, postFrom } from '../fixtures/submissions';
import { dataOf, errorOf, startTestApp, type GqlResponse, type TestApp } from '../fixtures/test-app';
import { countPasswordChecks, insertUser } from '../fixtures/users';

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token }
}`;

/** `count` login calls in one request, each under its own alias. */
const aliasedLogins = (count: number) =>
  `mutation Many($email: String!, $password: String!) {
    ${Array.from({ length: count }, (_, i) => `a${i}: login(email: $email, password: $password) { token }`).join('\n')}
  }`;

const codes = (response: GqlResponse<unknown>) => (response.errors ?? []).map((e) => e.extensions?.code);

const INVALID = { message: 'Invalid credentials', extensions: { code: 'UNAUTHENTICATED' } };

// Every test file gets its own app, so its counters start at zero; each test uses its own accounts.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

let counter = 0;
async function newAccount() {
  counter += 1;
  const user = {
    email: `throttle-${counter}@brightline.example`,
    password: `Lighthouse-${counter}-Keeper`,
    role: Role.STAFF,
  };
  await insertUser(app.dataSource, user);
  return user;
}

describe('sign-in throttling', () => {
  it(`pauses an account from one address after ${ACCOUNT_FAILURE_LIMIT} failures, even for the right password`, async () => {
    const user = await newAccount();
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) {
      expect(errorOf(await app.gql(LOGIN, { ...user, password: `wrong-${i}` }))).toMatchObject(INVALID);
    }
    expect(errorOf(await app.gql(LOGIN, user))).toMatchObject({
      message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) },
    });
    // Another account from the same address is not affected.
    const other = await newAccount();
    dataOf(await app.gql(LOGIN, other));
  });

  it(`checks at most ${ACCOUNT_FAILURE_LIMIT} of 30 wrong passwords sent at once: each attempt counts before its check`, async () => {
    const user = await newAccount();
    const address = newVisitor(); // this file's other tests spend 127.0.0.1's budget
    const { result: answers, checked } = await countPasswordChecks(() =>
      Promise.all(
        Array.from({ length: 30 }, (_, i) => postFrom(app, address, LOGIN, { ...user, password: `wrong-${i}` })),
      ),
    );
    expect(checked).toBe(ACCOUNT_FAILURE_LIMIT);
    const answered = answers.map((response) => errorOf(response).extensions?.code);
    expect(answered.filter((code) => code === 'UNAUTHENTICATED')).toHaveLength(ACCOUNT_FAILURE_LIMIT);
    expect(answered.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(30 - ACCOUNT_FAILURE_LIMIT);
    // The right password, from there, is refused too now.
    expect(errorOf(await postFrom(app, address, LOGIN, user)).extensions?.code).toBe('TOO_MANY_REQUESTS');
  }, 30_000);

  it('counts the email address whatever its case', async () => {
    const user = await newAccount();
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) {
      const email = i % 2 ? user.email.toUpperCase() : ` ${user.email}`;
      await app.gql(LOGIN, { email, password: 'wrong-password' });
    }
    expect(errorOf(await app.gql(LOGIN, user)).extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('stops a request at its first failed login: later aliases never run, so they cannot guess', async () => {
    const user = await newAccount();
    const response = await app.gql(aliasedLogins(5), { email: user.email, password: 'wrong-password' });
    expect(response.data).toBeNull();
    expect(codes(response)).toEqual(['UNAUTHENTICATED']);
    // One failure was counted, not five: nine more are allowed before the pause.
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i += 1)
      await app.gql(LOGIN, { ...user, password: 'wrong-password' });
    expect(errorOf(await app.gql(LOGIN, user)).extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('starts counting afresh after a successful sign-in', async () => {
    const user = await newAccount();
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i += 1)
      await app.gql(LOGIN, { ...user, password: 'wrong-password' });
    dataOf(await app.gql(LOGIN, user));
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i += 1)
      await app.gql(LOGIN, { ...user, password: 'wrong-password' });
    dataOf(await app.gql(LOGIN, user));
  });

  it(`pauses an address after ${ADDRESS_ATTEMPT_LIMIT} attempts of any kind, counting every aliased login`, async () => {
    // An app of its own, so the count starts at zero.
    const fresh = await startTestApp();
    try {
      const user = { email: 'busy@brightline.example', password: 'Lighthouse-Keeper-9', role: Role.STAFF };
      const other = { email: 'other@brightline.example', password: 'Harbour-Master-31', role: Role.STAFF };
      await insertUser(fresh.dataSource, user);
      await insertUser(fresh.dataSource, other);
      // Ten successful logins per request (the alias limit): each one is an attempt.
      for (let request = 0; request < ADDRESS_ATTEMPT_LIMIT / 10; request += 1) {
        const response = await fresh.gql<Record<string, { token: string }>>(aliasedLogins(10), user);
        expect(Object.keys(dataOf(response))).toHaveLength(10);
      }
      expect(codes(await fresh.gql(aliasedLogins(10), user))).toEqual(['TOO_MANY_REQUESTS']);
      // Every account from that address is refused now, with the right password too.
      expect(errorOf(await fresh.gql(LOGIN, other)).extensions?.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await fresh.close();
    }
  }, 60_000); // a hundred argon2 verifications
});
