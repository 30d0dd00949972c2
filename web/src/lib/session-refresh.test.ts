import { SESSION_KEYS } from '@site/shared';
import { session } from './session';
import { freshAccessToken, refreshSession } from './session-refresh';

const user = { id: 4, name: 'Emily Chen', email: 'emily.chen@brightline.example', role: 'STAFF' as const };
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const answer = (body: unknown) => Promise.resolve({ json: () => Promise.resolve(body) } as Response);
const renewed = (token: string) => answer({ data: { refreshSession: { token, expiresAt: inMinutes(15), user } } });
const ended = () =>
  answer({
    data: null,
    errors: [{ message: 'Your session has ended. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } }],
  });

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});
afterEach(() => session.signOut());

describe('refreshSession', () => {
  it('signs the user in with the new access token, sending the cookie (same origin) and the id of its document', async () => {
    fetchMock.mockReturnValueOnce(renewed('new-token'));
    await expect(refreshSession()).resolves.toBe(true);
    expect(session.state()).toEqual({ status: 'signed-in', user });
    expect(session.token()).toBe('new-token');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    // A trusted document by its id, never its text: visitors may run only those in production.
    expect(body).toMatchObject({
      operationName: 'RefreshSession',
      extensions: { persistedQuery: { version: 1, sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/) } },
    });
    expect(body).not.toHaveProperty('query');
  });

  it('signs the user out when the server says the session has ended', async () => {
    session.signIn('old', inMinutes(1), user);
    fetchMock.mockReturnValueOnce(ended());
    await expect(refreshSession()).resolves.toBe(false);
    expect(session.state()).toEqual({ status: 'signed-out', user: null });
    expect(session.token()).toBeNull();
  });

  it('sends one request for calls made while one is under way (each cookie works once)', async () => {
    fetchMock.mockReturnValue(renewed('once'));
    await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the restore the page started before the app arrived', () => {
  const holder = window as unknown as Record<string, unknown>;
  afterEach(() => delete holder[SESSION_KEYS.earlyRestore]);

  it("is the first exchange's answer, without a request of its own; the next exchange asks anew", async () => {
    holder[SESSION_KEYS.earlyRestore] = renewed('early-token').then((response) => response.json());
    await expect(refreshSession()).resolves.toBe(true);
    expect(session.token()).toBe('early-token');
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockReturnValueOnce(renewed('later-token'));
    await expect(refreshSession()).resolves.toBe(true);
    expect(session.token()).toBe('later-token');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('signs the user out when it says the session has ended, and counts as unreachable when it failed', async () => {
    holder[SESSION_KEYS.earlyRestore] = ended().then((response) => response.json());
    await expect(refreshSession()).resolves.toBe(false);
    expect(session.state()).toEqual({ status: 'signed-out', user: null });

    window.localStorage.setItem(SESSION_KEYS.displayUser, JSON.stringify(user));
    expect(session.beginRestore()).toBe(true);
    holder[SESSION_KEYS.earlyRestore] = Promise.resolve(null); // the page's request found no server
    await expect(refreshSession()).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(session.beginRestore()).toBe(true); // the remembered user stays: the next load tries again
    window.localStorage.clear();
  });
});

describe('freshAccessToken', () => {
  it('sends the current token while it has more than a minute left', async () => {
    session.signIn('current', inMinutes(10), user);
    await expect(freshAccessToken()).resolves.toBe('current');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renews the token first when it ends within a minute', async () => {
    session.signIn('ending', inMinutes(0.5), user);
    fetchMock.mockReturnValueOnce(renewed('renewed'));
    await expect(freshAccessToken()).resolves.toBe('renewed');
  });

  it('sends no token, and asks nothing, when nobody is signed in', async () => {
    await expect(freshAccessToken()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
