import { getIntrospectionQuery } from 'graphql';
import { MAX_DEPTH } from '../../server/src/app/graphql-guards';
import { expectAnswered, expectRefused, JSON_HEADERS, post, send } from '../fixtures/graphql-http';
import { validProject } from '../fixtures/projects';
import { startTestApp, type TestApp } from '../fixtures/test-app';

/*
 * How the GraphQL endpoint treats abusive transport (batching, CSRF, oversized or malformed
 * bodies) and what it hides in production (introspection, "Did you mean" hints), each next to a
 * legitimate request. `dev` runs with NODE_ENV=development, `prod` with NODE_ENV=production.
 */

let dev: TestApp;
let prod: TestApp;

beforeAll(async () => {
  [dev, prod] = await Promise.all([
    startTestApp({ env: { NODE_ENV: 'development' } }),
    // Production's limits as callers with a session or an API key meet them, who may send any document.
    startTestApp({ env: { NODE_ENV: 'production', TRUSTED_DOCUMENTS_ONLY: 'false' } }),
  ]);
});
afterAll(() => Promise.all([dev?.close(), prod?.close()]));

describe('HTTP batching', () => {
  const operation = { query: '{ __typename }' };

  it('refuses an array of operations with 400 BAD_REQUEST', async () => {
    const answer = await send(dev, { headers: JSON_HEADERS, body: JSON.stringify([operation, operation]) });
    expectRefused(answer, 400, 'BAD_REQUEST', 'Operation batching disabled.');
    expect(answer.body).toEqual({
      errors: [{ message: 'Operation batching disabled.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('answers the same operation sent on its own', async () => {
    expect(expectAnswered(await send(dev, { headers: JSON_HEADERS, body: JSON.stringify(operation) }))).toEqual({
      __typename: 'Query',
    });
  });
});

describe('CSRF prevention', () => {
  const CSRF = /^This operation has been blocked as a potential Cross-Site Request Forgery \(CSRF\)\./;
  const GET_PATH = `/graphql?query=${encodeURIComponent('{ __typename }')}`;

  it('refuses a GET without a preflight header with 400 BAD_REQUEST', async () => {
    expectRefused(await send(dev, { method: 'GET', path: GET_PATH }), 400, 'BAD_REQUEST', CSRF);
  });

  it.each([['apollo-require-preflight'], ['x-apollo-operation-name']])('answers a GET with %s', async (header) => {
    const answer = await send(dev, { method: 'GET', path: GET_PATH, headers: { [header]: 'true' } });
    expect(expectAnswered(answer)).toEqual({ __typename: 'Query' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a POST sent as %s (a "simple" request a browser sends cross-site) with 400 BAD_REQUEST',
    async (contentType) => {
      const answer = await send(dev, {
        headers: { 'content-type': contentType },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expectRefused(answer, 400, 'BAD_REQUEST', CSRF);
    },
  );

  it('answers a JSON POST', async () => {
    expect(expectAnswered(await post(dev, '{ __typename }'))).toEqual({ __typename: 'Query' });
  });

  it('answers without an ETag (a POST is never revalidated) and without naming the framework', async () => {
    const response = await fetch(`${prod.url}/graphql`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the JSON body', () => {
  /** `{ __typename }` padded with white space to a JSON body of `bytes` bytes. */
  const padded = (bytes: number) => {
    const empty = JSON.stringify({ query: '{ __typename }' }).length;
    return JSON.stringify({ query: `{ __typename }${' '.repeat(bytes - empty)}` });
  };

  it('over 100 kB is refused with 413 PAYLOAD_TOO_LARGE in GraphQL shape', async () => {
    const body = padded(200 * 1024);
    expect(body.length).toBe(200 * 1024);
    const answer = await send(dev, { headers: JSON_HEADERS, body });
    expectRefused(answer, 413, 'PAYLOAD_TOO_LARGE', 'The request is too large.');
    expect(answer.body).toEqual({
      errors: [{ message: 'The request is too large.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
  });

  it('just under 100 kB is answered', async () => {
    const answer = await send(dev, { headers: JSON_HEADERS, body: padded(100 * 1024 - 100) });
    expect(expectAnswered(answer)).toEqual({ __typename: 'Query' });
  });

  it('that is not JSON is refused with 400 BAD_REQUEST and a plain message', async () => {
    const answer = await send(dev, { headers: JSON_HEADERS, body: '{"query": "{ __typename }"' });
    expectRefused(answer, 400, 'BAD_REQUEST', 'The request body is not valid JSON.');
    expect(answer.body).toEqual({
      errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('the same body, closed, is answered', async () => {
    const answer = await send(dev, { headers: JSON_HEADERS, body: '{"query": "{ __typename }"}' });
    expect(expectAnswered(answer)).toEqual({ __typename: 'Query' });
  });
});

describe('introspection', () => {
  const SCHEMA_QUERY = '{ __schema { queryType { name } } }';
  const REFUSED =
    'GraphQL introspection is not allowed by Apollo Server, but the query contained __schema or __type. ' +
    'To enable introspection, pass introspection: true to ApolloServer in production';

  it('is refused in production with GRAPHQL_VALIDATION_FAILED', async () => {
    expectRefused(await post(prod, SCHEMA_QUERY), 400, 'GRAPHQL_VALIDATION_FAILED', REFUSED);
    expectRefused(await post(prod, '{ __type(name: "Project") { name } }'), 400, 'GRAPHQL_VALIDATION_FAILED', REFUSED);
  });

  it('is answered in development', async () => {
    expect(expectAnswered(await post(dev, SCHEMA_QUERY))).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  // The standard introspection query is 15 levels deep and costs ~15 000: `__schema` is left out
  // of the depth and cost counts while introspection is on, so GraphiQL, Apollo Sandbox and
  // codegen keep working. In production nothing is exempt (see graphql-guards.ts).
  it('answers the full introspection query in development, beyond the depth and cost limits', async () => {
    const data = expectAnswered(await post(dev, getIntrospectionQuery({ descriptions: true, specifiedByUrl: true })));
    const types = (data.__schema as { types: { name: string }[] }).types.map((type) => type.name);
    expect(types).toEqual(expect.arrayContaining(['Query', 'Mutation', 'Project', 'ProjectPage']));
  });

  it('counts a deep `__schema` query against the depth limit in production', async () => {
    const deep = `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }`;
    const answer = await post(prod, deep);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((error) => error.message)).toEqual(
      expect.arrayContaining([REFUSED, `Query depth limit of ${MAX_DEPTH} exceeded, found 10.`]),
    );
  });
});

describe('field suggestions', () => {
  const WRONG_FIELD = '{ projectz { total } }';
  const WRONG_ARGUMENT = '{ projects(limt: 5) { total } }';
  const WRONG_INPUT = `mutation Create($input: CreateProjectInput!) { createProject(input: $input) { id } }`;
  const wrongInput = { input: { ...validProject(), titel: 'Typo' } };

  it('are given in development', async () => {
    expectRefused(
      await post(dev, WRONG_FIELD),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      'Cannot query field "projectz" on type "Query". Did you mean "project" or "projects"?',
    );
    expectRefused(
      await post(dev, WRONG_ARGUMENT),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      'Unknown argument "limt" on field "Query.projects". Did you mean "limit"?',
    );
    expectRefused(
      await post(dev, WRONG_INPUT, { variables: wrongInput }),
      400,
      'BAD_USER_INPUT',
      /Field "titel" is not defined by type "CreateProjectInput"\. Did you mean "title"/,
    );
  });

  it('are removed in production, from validation and variable errors alike', async () => {
    const field = await post(prod, WRONG_FIELD);
    expectRefused(field, 400, 'GRAPHQL_VALIDATION_FAILED', 'Cannot query field "projectz" on type "Query".');
    expect(field.text).not.toMatch(/Did you mean|"projects?"/);

    const argument = await post(prod, WRONG_ARGUMENT);
    expectRefused(argument, 400, 'GRAPHQL_VALIDATION_FAILED', 'Unknown argument "limt" on field "Query.projects".');
    expect(JSON.stringify(argument.body.errors)).not.toMatch(/Did you mean|limit/);

    const input = await post(prod, WRONG_INPUT, { variables: wrongInput });
    expectRefused(input, 400, 'BAD_USER_INPUT', /Field "titel" is not defined by type "CreateProjectInput"\.$/);
    expect(input.text).not.toMatch(/Did you mean|"title"/);
  });
});
