import { AUDIT_ENTRIES, type AuditEntriesData } from '../fixtures/audit';
import {
  CONTACT_MESSAGES,
  insertMessage,
  insertSubscription,
  SET_HANDLED,
  SUBSCRIPTIONS,
  type ContactMessagesData,
  type SetHandledData,
  type SubscriptionsData,
} from '../fixtures/inbox';
import { ADMIN, dataOf, errorOf, STAFF, startTestApp, type TestApp, type Variables } from '../fixtures/test-app';

let app: TestApp;
let admin: string;
let staff: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login(ADMIN.email, ADMIN.password);
  staff = await app.login(STAFF.email, STAFF.password);
});
afterAll(() => app?.close());

const messages = async (variables: Variables, token = admin) =>
  dataOf(await app.gql<ContactMessagesData>(CONTACT_MESSAGES, variables, token)).contactMessages;
const subjects = async (variables: Variables) => (await messages(variables)).items.map((m) => m.subject);
const setHandled = (id: number, handled: boolean, token = admin) =>
  app.gql<SetHandledData>(SET_HANDLED, { id, handled }, token);
const trail = async (entityId: number) =>
  dataOf(
    await app.gql<AuditEntriesData>(AUDIT_ENTRIES, { entity: 'ContactMessage', entityId: String(entityId) }, admin),
  ).auditEntries.items;

describe('contactMessages', () => {
  it('lists the newest first with what staff need, for admins and staff alike', async () => {
    await insertMessage(app.dataSource, { subject: 'Order older', name: 'Olga Older' });
    await insertMessage(app.dataSource, { subject: 'Order newer', email: 'new@order.example' });
    for (const token of [admin, staff]) {
      const page = await messages({ search: 'order ', limit: 5 }, token);
      expect(page.items.map((m) => m.subject)).toEqual(['Order newer', 'Order older']);
      expect(page.items[0]).toMatchObject({
        email: 'new@order.example',
        handled: false,
        handledAt: null,
        handledByName: null,
      });
      expect(new Date(page.items[0]!.createdAt).getTime()).toBeGreaterThan(
        new Date(page.items[1]!.createdAt).getTime(),
      );
    }
  });

  it('searches name, email, subject and message, case-insensitively', async () => {
    await insertMessage(app.dataSource, { name: 'Quillon Marsh', subject: 'by name' });
    await insertMessage(app.dataSource, { email: 'quillon@mail.example', subject: 'by email' });
    await insertMessage(app.dataSource, { subject: 'QUILLON subject', message: 'Nothing to see in this one.' });
    await insertMessage(app.dataSource, { subject: 'by message', message: 'Ask about the Quillon project please.' });
    expect(await subjects({ search: 'quillon' })).toEqual(['by message', 'QUILLON subject', 'by email', 'by name']);
  });

  it('takes % and _ in a search literally', async () => {
    await insertMessage(app.dataSource, { subject: 'Discount 50% off?' });
    await insertMessage(app.dataSource, { subject: 'Discount 50 percent' });
    await insertMessage(app.dataSource, { subject: 'snake_case names' });
    await insertMessage(app.dataSource, { subject: 'snakeXcase names' });
    expect(await subjects({ search: '50%' })).toEqual(['Discount 50% off?']);
    expect(await subjects({ search: 'snake_case' })).toEqual(['snake_case names']);
  });

  it('filters by state and pages through the matches', async () => {
    const ids = [];
    for (const n of [1, 2, 3, 4, 5]) ids.push(await insertMessage(app.dataSource, { subject: `Paging ${n}` }));
    dataOf(await setHandled(ids[1]!, true));
    dataOf(await setHandled(ids[3]!, true));
    expect(await subjects({ search: 'paging', state: 'HANDLED' })).toEqual(['Paging 4', 'Paging 2']);
    expect(await subjects({ search: 'paging', state: 'OPEN' })).toEqual(['Paging 5', 'Paging 3', 'Paging 1']);
    const second = await messages({ search: 'paging', offset: 2, limit: 2 });
    expect(second).toMatchObject({ total: 5, offset: 2, limit: 2 });
    expect(second.items.map((m) => m.subject)).toEqual(['Paging 3', 'Paging 2']);
    expect(await subjects({ search: 'paging', sort: 'SUBJECT', direction: 'ASC', limit: 2 })).toEqual([
      'Paging 1',
      'Paging 2',
    ]);
  });

  it('refuses a search longer than the limit and an unknown state', async () => {
    const long = errorOf(await app.gql(CONTACT_MESSAGES, { search: 'x'.repeat(201) }, admin));
    expect(long.extensions?.code).toBe('BAD_USER_INPUT');
    const state = errorOf(await app.gql(CONTACT_MESSAGES, { state: 'ARCHIVED' }, admin));
    expect(state.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('setContactMessageHandled', () => {
  it('marks a message handled by the actor, and new again, each with one audit entry', async () => {
    const id = await insertMessage(app.dataSource, { subject: 'Handle me' });
    const before = Date.now();
    const handled = dataOf(await setHandled(id, true, staff)).setContactMessageHandled;
    expect(handled).toMatchObject({ id, handled: true, handledByName: expect.any(String) });
    expect(new Date(handled.handledAt!).getTime()).toBeGreaterThanOrEqual(before - 2000);
    const [entry] = await trail(id);
    expect(entry).toMatchObject({ action: 'handled', label: 'Handle me', actorName: handled.handledByName });
    expect(entry!.changes).toEqual([{ field: 'handled', from: 'false', to: 'true', masked: false }]);

    const reopened = dataOf(await setHandled(id, false)).setContactMessageHandled;
    expect(reopened).toMatchObject({ handled: false, handledAt: null, handledByName: null });
    expect((await trail(id)).map((e) => e.action)).toEqual(['reopened', 'handled']);
  });

  it('changes the state once when ten identical requests arrive together', async () => {
    const id = await insertMessage(app.dataSource, { subject: 'Ten at once' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => setHandled(id, true)));
    const states = answers.map((answer) => dataOf(answer).setContactMessageHandled);
    expect(new Set(states.map((s) => JSON.stringify(s))).size).toBe(1);
    expect(states[0]!.handled).toBe(true);
    expect(await trail(id)).toHaveLength(1);
  });

  it('answers NOT_FOUND for an unknown message and records nothing', async () => {
    expect(errorOf(await setHandled(987654, true)).extensions?.code).toBe('NOT_FOUND');
    expect(await trail(987654)).toHaveLength(0);
  });
});

describe('newsletterSubscriptions', () => {
  const emails = async (variables: Variables) =>
    dataOf(await app.gql<SubscriptionsData>(SUBSCRIPTIONS, variables, staff)).newsletterSubscriptions.items.map(
      (s) => s.email,
    );

  it('lists the newest first, searched by address with wildcards taken literally', async () => {
    await insertSubscription(app.dataSource, 'amy_reader@news.example');
    await insertSubscription(app.dataSource, 'amyxreader@news.example');
    await insertSubscription(app.dataSource, 'zed%reader@news.example');
    expect(await emails({ search: 'reader@NEWS' })).toEqual([
      'zed%reader@news.example',
      'amyxreader@news.example',
      'amy_reader@news.example',
    ]);
    expect(await emails({ search: 'amy_' })).toEqual(['amy_reader@news.example']);
    expect(await emails({ search: '%reader' })).toEqual(['zed%reader@news.example']);
    expect(await emails({ search: 'reader@news', sort: 'EMAIL', direction: 'ASC', offset: 2, limit: 1 })).toEqual([
      'zed%reader@news.example',
    ]);
  });
});
