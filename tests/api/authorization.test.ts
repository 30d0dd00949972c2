import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { SCHEMA_FILE } from '../../server/src/app/schema';
import { BrowserSession } from '../fixtures/browser-session';
import {
  ALL_CALLERS,
  callContexts,
  callOf,
  CALLERS,
  documentOf,
  OPERATION_ROWS,
  operationsOf,
  type Caller,
  type CallContext,
} from '../fixtures/operations';
import { startTestApp, type TestApp } from '../fixtures/test-app';

/**
 * Who may call what: every query and mutation of schema.graphql, called anonymously and as
 * each role with valid arguments, against the table of fixtures/operations (a file per
 * feature). A new operation fails this test until its feature has a row for it.
 */

let app: TestApp;
let contextOf: (caller: Caller) => CallContext;

const OPERATIONS = operationsOf(buildSchema(readFileSync(SCHEMA_FILE, 'utf8')));

beforeAll(async () => {
  app = await startTestApp();
  contextOf = await callContexts(app);
});
afterAll(() => app?.close());

describe('the authorization table', () => {
  it('has a row for every query and mutation in schema.graphql, and none for operations that are gone', () => {
    const inSchema = OPERATIONS.map((o) => o.coordinate).sort();
    expect(Object.keys(OPERATION_ROWS).sort()).toEqual(inSchema);
  });

  it('covers each operation for every caller, and names no other', () => {
    const problems = Object.entries(OPERATION_ROWS).flatMap(([coordinate, { access }]) => [
      ...CALLERS.filter((caller) => !access[caller]).map((caller) => `${coordinate}: nothing for ${caller}`),
      ...Object.keys(access)
        .filter((caller) => !(ALL_CALLERS as readonly string[]).includes(caller))
        .map((caller) => `${coordinate}: unknown caller ${caller}`),
    ]);
    expect(problems).toEqual([]);
  });
});

const CASES = OPERATIONS.flatMap((operation) => {
  const row = OPERATION_ROWS[operation.coordinate];
  if (!row) return [];
  return ALL_CALLERS.filter((caller) => row.access[caller]).map((caller) => ({
    name: operation.coordinate,
    caller,
    document: documentOf(operation),
    row,
  }));
});

describe.each(CASES)('$name as $caller', ({ caller, document, row }) => {
  const expected = row.access[caller]!;

  it(`is ${expected === 'ok' ? 'allowed' : `refused with ${expected}`}`, async () => {
    const context = contextOf(caller);
    const { variables = {}, refreshToken } = await callOf(row, context);
    const token = caller === 'anonymous' ? undefined : await context.tokenOf(caller);
    const browser = new BrowserSession(app.url);
    browser.refreshToken = refreshToken ?? null;
    const { body } = await browser.send(document, variables, token);
    if (expected === 'ok') {
      expect(body.errors).toBeUndefined();
      expect(body.data).toBeTruthy();
    } else {
      expect(body.errors?.map((e) => e.extensions?.code)).toEqual([expected]);
    }
  });
});
