import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UNTRUSTED_DOCUMENT_MESSAGE } from '../../server/src/app/trusted-documents';
import { expectAnswered, expectRefused, JSON_HEADERS, send } from '../fixtures/graphql-http';
import { captureLog } from '../fixtures/log';
import { ADMIN, startTestApp, type TestApp } from '../fixtures/test-app';
import { WEB_DOCUMENTS, WEB_OPERATIONS, webDocument } from '../fixtures/trusted-documents';

/*
 * Trusted documents: in production a request with neither a session nor an API key runs only the
 * web app's own documents (sent by id, or as their exact text); a session may send any document.
 * `prod` serves a build whose list of trusted documents is the web app's (codegen's list).
 */

let prod: TestApp;
let dev: TestApp;
let distDir: string;
let adminToken: string;

const SERVICES = webDocument('Services');
const UNTRUSTED = '{ services { id name } }';

const body = (fields: Record<string, unknown>) => ({ headers: JSON_HEADERS, body: JSON.stringify(fields) });
const byId = (id: string, extra: Record<string, unknown> = {}) =>
  body({ extensions: { persistedQuery: { version: 1, sha256Hash: id } }, ...extra });

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'site-trusted-'));
  await mkdir(path.join(distDir, '.vite'));
  await writeFile(path.join(distDir, '.vite', 'trusted-documents.json'), JSON.stringify(WEB_DOCUMENTS));
  [prod, dev] = await Promise.all([
    startTestApp({ env: { NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }, webDistDir: distDir }),
    startTestApp({ env: { NODE_ENV: 'development' }, webDistDir: distDir }),
  ]);
  // Signed in through the web app's own Login document: the test's own would be refused.
  const login = await send(prod, byId(webDocument('Login').id, { operationName: 'Login', variables: { ...ADMIN } }));
  adminToken = (expectAnswered(login) as { login: { token: string } }).login.token;
});
afterAll(async () => {
  await Promise.all([prod?.close(), dev?.close()]);
  await rm(distDir, { recursive: true, force: true });
});

describe('in production, without a session or an API key', () => {
  it('runs a trusted document sent by its id', async () => {
    const data = expectAnswered(await send(prod, byId(SERVICES.id)));
    expect(data.services).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Web Development' })]));
  });

  it('runs it by the GraphQL-over-HTTP documentId too, and as its exact text', async () => {
    expectAnswered(await send(prod, body({ documentId: `sha256:${SERVICES.id}` })));
    expectAnswered(await send(prod, body({ query: SERVICES.text })));
  });

  it('refuses any other document with 403 TRUSTED_DOCUMENT_REQUIRED, before running it, and logs the refusal', async () => {
    const log = captureLog();
    try {
      const answer = await send(prod, body({ query: UNTRUSTED, operationName: 'Anything' }));
      expectRefused(answer, 403, 'TRUSTED_DOCUMENT_REQUIRED', UNTRUSTED_DOCUMENT_MESSAGE);
      expect(answer.body.data).toBeUndefined();
      expect(log.entries()).toContainEqual(
        expect.objectContaining({
          security: 'access denied',
          operation: 'Anything',
          reason: 'not a trusted document, and neither a session nor an API key',
        }),
      );
    } finally {
      log.restore();
    }
  });

  it('refuses a trusted text changed in the least (a space), and a GET of another document', async () => {
    expectRefused(await send(prod, body({ query: `${SERVICES.text} ` })), 403, 'TRUSTED_DOCUMENT_REQUIRED', /API key/);
    const get = await send(prod, {
      method: 'GET',
      path: `/graphql?query=${encodeURIComponent(UNTRUSTED)}`,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expectRefused(get, 403, 'TRUSTED_DOCUMENT_REQUIRED', UNTRUSTED_DOCUMENT_MESSAGE);
  });

  it('refuses another document whatever id comes with it: the text is what would run', async () => {
    const answer = await send(prod, byId(SERVICES.id, { query: UNTRUSTED }));
    expectRefused(answer, 403, 'TRUSTED_DOCUMENT_REQUIRED', UNTRUSTED_DOCUMENT_MESSAGE);
  });

  it('answers an unknown id with 404 PERSISTED_QUERY_NOT_FOUND (Apollo Client then sends the text)', async () => {
    const answer = await send(prod, byId('0'.repeat(64)));
    expectRefused(answer, 404, 'PERSISTED_QUERY_NOT_FOUND', 'No trusted document has this id.');
    expect(answer.body.data).toBeUndefined();
  });

  it('answers a malformed id with 400 BAD_REQUEST', async () => {
    expectRefused(await send(prod, byId('ABC')), 400, 'BAD_REQUEST', /sha256Hash/);
    expectRefused(
      await send(prod, body({ extensions: { persistedQuery: { version: 2, sha256Hash: SERVICES.id } } })),
      400,
      'BAD_REQUEST',
      /"version": 1/,
    );
    expectRefused(await send(prod, body({ documentId: SERVICES.id })), 400, 'BAD_REQUEST', /documentId/);
  });

  it('does not take a token it cannot verify for a session', async () => {
    const answer = await send(prod, {
      headers: { ...JSON_HEADERS, authorization: 'Bearer not-a-token' },
      body: JSON.stringify({ query: UNTRUSTED }),
    });
    expectRefused(answer, 403, 'TRUSTED_DOCUMENT_REQUIRED', UNTRUSTED_DOCUMENT_MESSAGE);
  });

  it("runs every document of the web app's build by its id: none refused, none invalid against the schema", async () => {
    const refusals = ['TRUSTED_DOCUMENT_REQUIRED', 'PERSISTED_QUERY_NOT_FOUND', 'GRAPHQL_VALIDATION_FAILED'];
    expect(WEB_OPERATIONS.size).toBeGreaterThan(50);
    for (const [name, { id }] of WEB_OPERATIONS) {
      // No variables: a document that needs some is refused for that (BAD_USER_INPUT), after validation.
      const answer = await send(prod, byId(id));
      const codes = (answer.body.errors ?? []).map((error) => error.extensions?.code);
      expect({ name, codes: codes.filter((code) => refusals.includes(String(code))) }).toEqual({ name, codes: [] });
    }
  });
});

describe('in production, with a session', () => {
  it('runs any document', async () => {
    const answer = await send(prod, {
      headers: { ...JSON_HEADERS, authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ query: UNTRUSTED }),
    });
    expect(expectAnswered(answer).services).toEqual(expect.any(Array));
  });

  it('runs the text sent again after an unknown id, as Apollo Client does', async () => {
    const answer = await send(prod, {
      headers: { ...JSON_HEADERS, authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        query: UNTRUSTED,
        extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } },
      }),
    });
    expect(expectAnswered(answer).services).toEqual(expect.any(Array));
  });
});

describe('in production, with an API key', () => {
  it('runs any document its scopes allow', async () => {
    const admin = { ...JSON_HEADERS, authorization: `Bearer ${adminToken}` };
    const created = await send(prod, {
      headers: admin,
      body: JSON.stringify({
        query: 'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { token } }',
        variables: {
          input: {
            name: 'Trusted documents test',
            scopes: ['CATALOGUE_READ'],
            expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
          },
        },
      }),
    });
    const { token } = (expectAnswered(created) as { createApiKey: { token: string } }).createApiKey;
    const answer = await send(prod, {
      headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: UNTRUSTED }),
    });
    expect(expectAnswered(answer).services).toEqual(expect.any(Array));
  });
});

describe('outside production (TRUSTED_DOCUMENTS_ONLY off)', () => {
  it('runs any document without a session, and still resolves ids', async () => {
    expectAnswered(await send(dev, body({ query: UNTRUSTED })));
    expectAnswered(await send(dev, byId(SERVICES.id)));
  });
});
