import { ACCOUNT_FAILURE_LIMIT } from '../../server/src/auth/login-throttle';
import { SUBMISSION_LIMIT } from '../../server/src/common/spam-guard';
import type { AppProcess } from '../fixtures/app-process';
import { BrowserSession } from '../fixtures/browser-session';
import { SEND_CONTACT, validContact } from '../fixtures/submissions';
import { ADMIN, dataOf, errorOf, STAFF, type GqlResponse } from '../fixtures/test-app';
import { describeWithRedis, useTwoInstances } from '../fixtures/two-instances';

/*
 * Two app processes, as two replicas behind a proxy, on one database (this run's MariaDB
 * database, or one SQLite file on the SQLite run) and one Redis, under a key prefix of this run's
 * own. Every request comes from 127.0.0.1, whichever instance it reaches.
 */

const describeShared = describeWithRedis('two-instances.test.ts');

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token }
}`;
const REFRESH = 'mutation Refresh { refreshSession { token } }';
const ME = 'query Me { me { email } }';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

type Login = { login: { token: string } };
type Refresh = { refreshSession: { token: string } };
type Me = { me: { email: string } | null };

describeShared('two instances on one database and one Redis', () => {
  const instances = useTwoInstances('two-instances');

  /** A request to either instance: a browser of its own, or `browser` to keep its cookie. */
  const send = <TData>(
    app: AppProcess,
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ): Promise<GqlResponse<TData>> =>
    new BrowserSession(app.url).send<TData>(query, variables, token).then(({ body }) => body);

  it('pause sign-ins at the same total, whichever instance gets each attempt', async () => {
    const { one, two } = instances;
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) {
      const answer = await send(i % 2 ? one : two, LOGIN, { ...STAFF, password: `wrong-${i}` });
      expect(errorOf(answer).message).toBe('Invalid credentials');
    }
    // Each instance saw only half of them; together they reached the limit.
    for (const app of [one, two]) {
      expect(errorOf(await send(app, LOGIN, STAFF))).toMatchObject({
        message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
    }
  });

  it('pause a public form at the same total', async () => {
    const { one, two } = instances;
    for (let i = 0; i < SUBMISSION_LIMIT; i += 1) {
      dataOf(await send(i % 2 ? one : two, SEND_CONTACT, { input: validContact({ name: `Visitor ${i}` }) }));
    }
    for (const app of [one, two]) {
      expect(errorOf(await send(app, SEND_CONTACT, { input: validContact() })).extensions?.code).toBe(
        'TOO_MANY_REQUESTS',
      );
    }
  });

  it('carry a session started on one over to the other: its access token and its refresh cookie', async () => {
    const { one, two } = instances;
    const onOne = new BrowserSession(one.url);
    const token = dataOf((await onOne.send<Login>(LOGIN, ADMIN)).body).login.token;
    expect(dataOf(await send<Me>(two, ME, {}, token)).me?.email).toBe(ADMIN.email);

    const onTwo = new BrowserSession(two.url);
    onTwo.refreshToken = onOne.refreshToken;
    const renewed = dataOf((await onTwo.send<Refresh>(REFRESH)).body).refreshSession.token;
    expect(dataOf(await send<Me>(one, ME, {}, renewed)).me?.email).toBe(ADMIN.email);
    // And back: the cookie the second instance gave works on the first.
    onOne.refreshToken = onTwo.refreshToken;
    dataOf((await onOne.send<Refresh>(REFRESH)).body);
  });

  it('revoke the whole family on both when one of them sees a refresh token come back', async () => {
    const { one, two } = instances;
    const user = new BrowserSession(one.url);
    dataOf((await user.send<Login>(LOGIN, ADMIN)).body);
    const stolen = user.refreshToken;

    // The user renews on the second instance: the first cookie is spent.
    const userOnTwo = new BrowserSession(two.url);
    userOnTwo.refreshToken = stolen;
    dataOf((await userOnTwo.send<Refresh>(REFRESH)).body);

    // The thief presents the spent cookie to the first instance.
    const thief = new BrowserSession(one.url);
    thief.refreshToken = stolen;
    expect(errorOf((await thief.send(REFRESH)).body).message).toBe(SESSION_ENDED);

    // The user's current cookie belonged to that family: neither instance takes it now.
    const current = userOnTwo.refreshToken;
    for (const app of [two, one]) {
      const holder = new BrowserSession(app.url);
      holder.refreshToken = current;
      expect(errorOf((await holder.send(REFRESH)).body)).toMatchObject({
        message: SESSION_ENDED,
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
  });
});
