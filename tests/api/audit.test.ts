import { AUDIT_ENTRIES, type AuditEntriesData, type AuditEntryView } from '../fixtures/audit';
import { CREATE, DELETE, UNKNOWN_ID, UPDATE, validProject, type CreateData } from '../fixtures/projects';
import {
  newVisitor,
  postFrom,
  SEND_CONTACT,
  SUBMIT_QUOTE,
  SUBSCRIBE,
  validContact,
  validQuote,
} from '../fixtures/submissions';
import { ADMIN, dataOf, errorOf, startTestApp, STAFF, type TestApp } from '../fixtures/test-app';

let app: TestApp;
const signedIn = {} as Record<'staff' | 'admin', { token: string; id: number; name: string }>;

const ME = '{ me { id name } }';

async function signIn(account: { email: string; password: string }) {
  const token = await app.login(account.email, account.password);
  const { me } = dataOf(await app.gql<{ me: { id: number; name: string } }>(ME, {}, token));
  return { token, ...me };
}

beforeAll(async () => {
  app = await startTestApp();
  signedIn.staff = await signIn(STAFF);
  signedIn.admin = await signIn(ADMIN);
});
afterAll(() => app?.close());

/** The audit entries of one project, newest first, read through the API as the admin. */
async function history(id: number): Promise<AuditEntryView[]> {
  const variables = { entity: 'Project', entityId: String(id) };
  return dataOf(await app.gql<AuditEntriesData>(AUDIT_ENTRIES, variables, signedIn.admin.token)).auditEntries.items;
}

async function createProject(token: string, title = 'Audited Project'): Promise<number> {
  return dataOf(await app.gql<CreateData>(CREATE, { input: validProject({ title }) }, token)).createProject.id;
}

describe('the audit trail of project writes', () => {
  it.each(['staff', 'admin'] as const)('records a creation by %s with their id and name', async (who) => {
    const actor = signedIn[who];
    const id = await createProject(actor.token, `Created by ${who}`);
    const [entry, ...more] = await history(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: actor.id,
      actorName: actor.name,
      action: 'create',
      entity: 'Project',
      entityId: String(id),
      label: `Created by ${who}`,
    });
    expect(entry!.changes).toContainEqual({ field: 'title', from: null, to: `Created by ${who}`, masked: false });
  });

  it('records an update with the fields that changed, and a deletion, newest first', async () => {
    const id = await createProject(signedIn.admin.token, 'Before');
    const staff = signedIn.staff;
    dataOf(await app.gql(UPDATE, { id, input: { title: 'After', featured: true } }, staff.token));
    dataOf(await app.gql(DELETE, { id }, staff.token));

    const [deleted, updated, created] = await history(id);
    expect(created).toMatchObject({ action: 'create', actorId: signedIn.admin.id });
    expect(updated).toMatchObject({ action: 'update', actorId: staff.id, actorName: staff.name, label: 'After' });
    expect(updated!.changes).toEqual([
      { field: 'title', from: 'Before', to: 'After', masked: false },
      { field: 'featured', from: 'false', to: 'true', masked: false },
    ]);
    expect(deleted).toMatchObject({ action: 'delete', actorId: staff.id, label: 'After' });
    expect(deleted!.changes).toContainEqual({ field: 'title', from: 'After', to: null, masked: false });
  });

  it('records nothing for an update that changes no field', async () => {
    const id = await createProject(signedIn.staff.token);
    dataOf(await app.gql(UPDATE, { id, input: {} }, signedIn.staff.token));
    expect((await history(id)).map((e) => e.action)).toEqual(['create']);
  });

  it('records nothing for a write that fails', async () => {
    const { token } = signedIn.staff;
    const id = await createProject(token);
    const before = dataOf(await app.gql<AuditEntriesData>(AUDIT_ENTRIES, {}, token)).auditEntries.total;

    expect(errorOf(await app.gql(UPDATE, { id: UNKNOWN_ID, input: { title: 'Ghost' } }, token)).extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect(errorOf(await app.gql(DELETE, { id: UNKNOWN_ID }, token)).extensions?.code).toBe('NOT_FOUND');
    expect(errorOf(await app.gql(UPDATE, { id, input: { title: '' } }, token)).extensions?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(await app.gql(CREATE, { input: validProject({ title: '' }) }, token)).extensions?.code).toBe(
      'BAD_USER_INPUT',
    );

    expect(dataOf(await app.gql<AuditEntriesData>(AUDIT_ENTRIES, {}, token)).auditEntries.total).toBe(before);
  });

  it('lists every entry newest first, a page at a time', async () => {
    await createProject(signedIn.staff.token, 'Newest of all');
    const { token } = signedIn.staff;
    const page = dataOf(await app.gql<AuditEntriesData>(AUDIT_ENTRIES, { limit: 2 }, token)).auditEntries;
    expect(page).toMatchObject({ offset: 0, limit: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({ action: 'create', label: 'Newest of all' });
    expect(page.total).toBeGreaterThan(2);
    const times = page.items.map((e) => Date.parse(e.at));
    expect(times[0]).toBeGreaterThanOrEqual(times[1]!);
  });
});

describe('the audit trail of public submissions', () => {
  /** The newest entries about one kind of record. */
  async function newest(entity: string): Promise<AuditEntryView[]> {
    const { token } = signedIn.admin;
    return dataOf(await app.gql<AuditEntriesData>(AUDIT_ENTRIES, { entity }, token)).auditEntries.items;
  }

  it("records a visitor's contact message and quote request as 'Visitor', without copying their words", async () => {
    dataOf(await postFrom(app, newVisitor(), SEND_CONTACT, { input: validContact({ subject: 'Workshop in May' }) }));
    dataOf(await postFrom(app, newVisitor(), SUBMIT_QUOTE, { input: validQuote({ name: 'Ada Visitor' }) }));
    expect((await newest('ContactMessage'))[0]).toMatchObject({
      actorId: null,
      actorName: 'Visitor',
      action: 'create',
      label: 'Workshop in May',
      changes: [],
    });
    expect((await newest('QuoteRequest'))[0]).toMatchObject({ actorId: null, label: 'Ada Visitor', changes: [] });
  });

  it('records the signed-in user when one sends the form', async () => {
    const { token, id, name } = signedIn.staff;
    dataOf(await app.gql(SEND_CONTACT, { input: validContact({ subject: 'From the inside' }) }, token));
    expect((await newest('ContactMessage'))[0]).toMatchObject({
      actorId: id,
      actorName: name,
      label: 'From the inside',
    });
  });

  it('records a newsletter sign-up once, however often the address signs up', async () => {
    const email = 'reader@audit.example';
    for (let i = 0; i < 3; i++) dataOf(await postFrom(app, newVisitor(), SUBSCRIBE, { email }));
    const entries = (await newest('NewsletterSubscription')).filter((e) => e.label === email);
    expect(entries).toEqual([expect.objectContaining({ actorId: null, actorName: 'Visitor', action: 'create' })]);
  });
});
