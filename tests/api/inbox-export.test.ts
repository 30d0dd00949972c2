import { parse } from 'csv-parse/sync';
import { insertMessage, insertSubscription, SET_HANDLED } from '../fixtures/inbox';
import { ADMIN, dataOf, startTestApp, STAFF, type TestApp } from '../fixtures/test-app';
import { insertUser } from '../fixtures/users';

const BOM = '\uFEFF';
let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login(ADMIN.email, ADMIN.password);
});
afterAll(() => app?.close());

async function download(name: string, query = '', token: string | null = admin) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await fetch(`${app.url}/api/export/${name}.csv${query}`, { headers });
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { response, text };
}

function records(text: string): Record<string, string>[] {
  expect(text.startsWith(BOM)).toBe(true);
  const [header, ...rows] = parse(text.slice(BOM.length)) as string[][];
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]!])));
}

describe.each(['contact-messages', 'newsletter-subscriptions'])('who may export %s', (name) => {
  it('refuses an anonymous request with 401 and a client with 403', async () => {
    expect((await download(name, '', null)).response.status).toBe(401);
    const client = { email: `${name}-client@example.com`, password: 'Client#Export2026' };
    await insertUser(app.dataSource, client);
    expect((await download(name, '', await app.login(client.email, client.password))).response.status).toBe(403);
  });

  it('lets staff download it as a dated attachment', async () => {
    const { response } = await download(name, '', await app.login(STAFF.email, STAFF.password));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
  });
});

describe('the contact messages export', () => {
  it('applies the search and state filter, newest first, with formula cells made harmless', async () => {
    const formula = await insertMessage(app.dataSource, {
      subject: 'Export probe formula',
      message: '=HYPERLINK("http://evil.example","click")',
      name: '+Plus Name',
    });
    const handled = await insertMessage(app.dataSource, {
      subject: 'Export probe handled',
      email: '@at@probe.example',
    });
    dataOf(await app.gql(SET_HANDLED, { id: handled, handled: true }, admin));

    const all = records((await download('contact-messages', '?search=export%20probe')).text);
    expect(all.map((row) => row.Subject)).toEqual(['Export probe handled', 'Export probe formula']);
    expect(all[1]).toMatchObject({
      ID: String(formula),
      Name: "'+Plus Name",
      Message: `'=HYPERLINK("http://evil.example","click")`,
      State: 'New',
      'Handled By': '',
    });
    expect(all[0]).toMatchObject({ State: 'Handled', Email: "'@at@probe.example" });
    expect(all[0]!['Handled By']).not.toBe('');

    const onlyHandled = records((await download('contact-messages', '?search=export%20probe&state=handled')).text);
    expect(onlyHandled.map((row) => row.Subject)).toEqual(['Export probe handled']);
    const onlyNew = records((await download('contact-messages', '?search=export%20probe&state=open')).text);
    expect(onlyNew.map((row) => row.Subject)).toEqual(['Export probe formula']);
  });

  it('answers 400 for a state it does not know', async () => {
    const { response, text } = await download('contact-messages', '?state=archived');
    expect(response.status).toBe(400);
    expect(text).toBe('Choose a valid message state');
  });
});

describe('the newsletter export', () => {
  it('has the searched sign-ups, newest first', async () => {
    await insertSubscription(app.dataSource, 'csv-one@export.example');
    await insertSubscription(app.dataSource, '=csv-two@export.example');
    const rows = records((await download('newsletter-subscriptions', '?search=%40export.example')).text);
    expect(rows.map((row) => row.Email)).toEqual(["'=csv-two@export.example", 'csv-one@export.example']);
    expect(Number.isNaN(Date.parse(rows[0]!['Signed Up']!))).toBe(false);
  });
});
