import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { Not } from 'typeorm';
import { SCHEMA_FILE } from '../../server/src/app/schema';
import { OPERATION_SCOPES, UNSCOPED_OPERATIONS } from '../../server/src/auth/api-scopes';
import { AuditEntry } from '../../server/src/modules/audit/audit-entry.entity';
import { QuoteRequest } from '../../server/src/modules/quotes/quote-request.entity';
import { createKey, withKey } from '../fixtures/api-keys';
import { documentOf, operationsOf } from '../fixtures/operations';
import { CONVERT_QUOTE, insertQuote, validConversion } from '../fixtures/quotes';
import { SUBMIT_QUOTE, validQuote } from '../fixtures/submissions';
import { ADMIN, dataOf, errorOf, startTestApp, type TestApp } from '../fixtures/test-app';

/* A request with `Authorization: Bearer <key>` acts with the key's scopes alone. */

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login(ADMIN.email, ADMIN.password);
});
afterAll(() => app?.close());

const CATALOGUE = `{
  services { id name } featuredServices { id } service(id: 1) { name }
  projects { total items { id title client category } } featuredProjects { id title } project(id: 1) { title }
  page(slug: "about") { title } pages { slug } siteContent { heroTitle } quoteBudgets { code } quoteServices { code }
}`;

describe('a key with CATALOGUE_READ', () => {
  it('reads the catalogue, exactly as a visitor sees it', async () => {
    const { token } = await createKey(app, admin, { scopes: ['CATALOGUE_READ'] });
    const answer = await withKey(app, token, CATALOGUE);
    expect(answer.status).toBe(200);
    expect(dataOf(answer.body)).toEqual(dataOf(await app.gql(CATALOGUE)));
  });

  it("is refused a project's status, FORBIDDEN with the missing scope named, and nothing runs", async () => {
    const { token } = await createKey(app, admin, { scopes: ['CATALOGUE_READ'] });
    const answer = await withKey(app, token, '{ services { id } projects { items { title status } } }');
    expect(answer.status).toBe(403);
    expect(answer.body.data).toBeUndefined();
    expect(errorOf(answer.body)).toEqual({
      message: 'This API key lacks the scope PROJECTS_READ',
      extensions: { code: 'FORBIDDEN', missingScope: 'PROJECTS_READ' },
    });
  });

  it('cannot submit a quote request', async () => {
    const { token } = await createKey(app, admin, { scopes: ['CATALOGUE_READ', 'PROJECTS_READ'] });
    const before = await app.dataSource.getRepository(QuoteRequest).count();
    const answer = await withKey(app, token, SUBMIT_QUOTE, { input: validQuote() });
    expect(errorOf(answer.body)).toMatchObject({
      message: 'This API key lacks the scope QUOTES_WRITE',
      extensions: { code: 'FORBIDDEN', missingScope: 'QUOTES_WRITE' },
    });
    expect(await app.dataSource.getRepository(QuoteRequest).count()).toBe(before);
  });
});

describe('a key with PROJECTS_READ', () => {
  it('reads projects with their status and the catalogue, but never the engagement or payment', async () => {
    const quote = await insertQuote(app);
    const converted = await app.gql<{ convertQuoteToProject: { id: number } }>(
      CONVERT_QUOTE,
      { quoteId: quote.id, input: validConversion() },
      admin,
    );
    const { id } = dataOf(converted).convertQuoteToProject;
    const query = `query P($id: Int!) { project(id: $id) { title status engagement { paymentDetails { amount } } } services { id } }`;
    // Staff see the payment: the key's null below is the rule, not an empty record.
    const staffView = dataOf(await app.gql<{ project: { engagement: unknown } }>(query, { id }, admin));
    expect(staffView.project.engagement).toEqual({ paymentDetails: { amount: '12000.50' } });

    const { token } = await createKey(app, admin, { scopes: ['PROJECTS_READ'] });
    const answer = await withKey<{ project: { status: string; engagement: unknown } }>(app, token, query, { id });
    expect(dataOf(answer.body).project).toEqual({ title: expect.any(String), status: 'PLANNING', engagement: null });
  });
});

describe('a key with QUOTES_WRITE', () => {
  it('submits a quote request, audited as the key', async () => {
    const { token, key } = await createKey(app, admin, { scopes: ['QUOTES_WRITE'] });
    const answer = await withKey(app, token, SUBMIT_QUOTE, { input: validQuote({ name: 'Keyed Partner Lead' }) });
    expect(dataOf(answer.body)).toEqual({ submitQuoteRequest: { received: true } });
    const quote = await app.dataSource.getRepository(QuoteRequest).findOneByOrFail({ name: 'Keyed Partner Lead' });
    const entry = await app.dataSource
      .getRepository(AuditEntry)
      .findOneByOrFail({ entity: 'QuoteRequest', entityId: String(quote.id) });
    expect(entry).toMatchObject({ actorId: null, actorName: `API key ${key.name}`, action: 'create' });
  });

  it('is refused the catalogue', async () => {
    const { token } = await createKey(app, admin, { scopes: ['QUOTES_WRITE'] });
    expect(errorOf((await withKey(app, token, '{ services { id } }')).body).extensions).toEqual({
      code: 'FORBIDDEN',
      missingScope: 'CATALOGUE_READ',
    });
  });
});

describe('a key with every scope', () => {
  const operations = operationsOf(buildSchema(readFileSync(SCHEMA_FILE, 'utf8'))).filter(
    ({ coordinate }) => !(coordinate in OPERATION_SCOPES) && !UNSCOPED_OPERATIONS.has(coordinate),
  );

  it('is refused every other query and mutation of the schema, FORBIDDEN before anything runs', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const { token, key } = await createKey(app, admin, {
      scopes: ['CATALOGUE_READ', 'PROJECTS_READ', 'QUOTES_WRITE'],
      budgetPerMinute: 100_000,
    });
    const audited = await app.dataSource.getRepository(AuditEntry).countBy({ action: Not('refused') });
    const outcomes: string[] = [];
    for (const operation of operations) {
      const answer = await withKey(app, token, documentOf(operation));
      const error = answer.body.errors?.[0];
      outcomes.push(`${operation.coordinate}: ${answer.status} ${String(error?.extensions?.code)} ${error?.message}`);
    }
    expect(outcomes).toEqual(
      operations.map(({ coordinate }) => `${coordinate}: 403 FORBIDDEN API keys cannot use ${coordinate}`),
    );
    // Not one of them wrote anything; each refusal is on the key's trail.
    expect(await app.dataSource.getRepository(AuditEntry).countBy({ action: Not('refused') })).toBe(audited);
    expect(
      await app.dataSource.getRepository(AuditEntry).countBy({ action: 'refused', entityId: String(key.id) }),
    ).toBe(operations.length);
  });

  it('reads its budget with rateLimit, which needs no scope', async () => {
    const { token } = await createKey(app, admin, { scopes: ['QUOTES_WRITE'] });
    const answer = await withKey<{ rateLimit: { limit: number } }>(app, token, '{ rateLimit { limit } }');
    expect(dataOf(answer.body).rateLimit.limit).toBe(1000);
  });
});

describe('a session', () => {
  it('is unchanged: a signed-in admin still reaches the back office', async () => {
    const answer = await app.post('{ me { email } apiKeys { total } }', {}, admin);
    expect(answer.status).toBe(200);
    expect((dataOf(answer.body) as { me: { email: string } }).me.email).toBe(ADMIN.email);
  });

  it('is not mistaken for a key, nor a key for a session: a refused key never falls back to no one', async () => {
    const answer = await app.post('{ services { id } }', {}, 'bl_live_x');
    expect(answer.status).toBe(401);
    // An expired or forged session token is still simply no user, as before.
    expect((await app.post('{ services { id } }', {}, 'eyJ.not.valid')).status).toBe(200);
  });
});
