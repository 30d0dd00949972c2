import { ACCOUNT_FAILURE_LIMIT } from '../../server/src/auth/login-throttle';
import { Role } from '../../server/src/auth/roles';
import { SUBMISSION_LIMIT } from '../../server/src/common/spam-guard';
import { postFrom, SEND_CONTACT, validContact } from '../fixtures/submissions';
import { dataOf, errorOf, startTestApp, type TestApp } from '../fixtures/test-app';
import { insertUser } from '../fixtures/users';

/*
 * Whose address a limit counts: X-Forwarded-For is whatever the client wrote, unless it comes from
 * a proxy named by TRUST_PROXY. Every request here comes from 127.0.0.1 and claims another address.
 */

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token }
}`;
const USER = { email: 'forwarded@brightline.example', password: 'Lantern-Harbour-58', role: Role.STAFF };

/** Uses up an account's sign-ins and the contact form, each from its own claimed address, then tries once more from yet another. */
async function exhaustThenSpoof(app: TestApp) {
  await insertUser(app.dataSource, USER);
  for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) {
    await postFrom(app, '198.51.100.1', LOGIN, { ...USER, password: 'wrong-password' });
  }
  for (let i = 0; i < SUBMISSION_LIMIT; i += 1) {
    dataOf(await postFrom(app, '198.51.100.1', SEND_CONTACT, { input: validContact() }));
  }
  return {
    signIn: await postFrom(app, '198.51.100.2', LOGIN, USER),
    contact: await postFrom(app, '198.51.100.2', SEND_CONTACT, { input: validContact() }),
  };
}

describe('by default (no TRUST_PROXY)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { TRUST_PROXY: '' } });
  });
  afterAll(() => app?.close());

  it('ignores X-Forwarded-For: a made-up address gets no fresh sign-in or form budget', async () => {
    const { signIn, contact } = await exhaustThenSpoof(app);
    expect(errorOf(signIn).extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(errorOf(contact).extensions?.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('with TRUST_PROXY=loopback (a reverse proxy on this machine)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => app?.close());

  it('counts the address the proxy forwarded: another client has its own budget', async () => {
    const { signIn, contact } = await exhaustThenSpoof(app);
    dataOf(signIn);
    dataOf(contact);
  });
});
