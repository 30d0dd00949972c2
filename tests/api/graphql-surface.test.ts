import { getIntrospectionQuery } from 'graphql';
import { MAX_ALIASES, MAX_COST, MAX_DEPTH, MAX_TOKENS } from '../../server/src/app/graphql-guards';
import { PROJECT_FIELDS, validProject } from '../fixtures/projects';
import { dataOf, errorOf, startTestApp, STAFF, type GqlResponse, type TestApp } from '../fixtures/test-app';

/*
 * The abusive requests of the OWASP GraphQL cheat sheet, each next to a legitimate request just
 * inside the same limit, so that no test can pass because the request failed for another reason.
 * `dev` runs with NODE_ENV=development, `prod` with NODE_ENV=production.
 */

let dev: TestApp;
let prod: TestApp;

beforeAll(async () => {
  [dev, prod] = await Promise.all([
    startTestApp({ env: { NODE_ENV: 'development' } }),
    startTestApp({ env: { NODE_ENV: 'production' } }),
  ]);
});
afterAll(() => Promise.all([dev?.close(), prod?.close()]));

interface Answer {
  status: number;
  contentType: string | null;
  text: string;
  body: GqlResponse<Record<string, unknown>>;
}

/** One raw HTTP request to /graphql (or `path`), the body parsed as JSON when it is JSON. */
async function send(
  app: TestApp,
  init: { method?: string; path?: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  const response = await fetch(`${app.url}${init.path ?? '/graphql'}`, {
    method: init.method ?? 'POST',
    headers: init.headers,
    body: init.body,
  });
  const text = await response.text();
  let body: Answer['body'] = {};
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    // Left empty: the assertions on `text` and the content type say what came back.
  }
  return { status: response.status, contentType: response.headers.get('content-type'), text, body };
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A JSON POST of one operation, like Apollo Client sends. */
const post = (app: TestApp, query: string, extra: Record<string, unknown> = {}) =>
  send(app, { headers: JSON_HEADERS, body: JSON.stringify({ query, ...extra }) });

/** Stack frames, file paths, HTML pages and driver names must never reach a client. */
const LEAKS = /<html|<pre|stack|node_modules|\.[jt]s:\d+|at \w+ \(|body-parser|raw-body|SyntaxError|PayloadTooLarge/i;

/** The request was refused with `status` and exactly one error of `code` whose message matches. */
function expectRefused(answer: Answer, status: number, code: string, message: string | RegExp): void {
  expect(answer.status).toBe(status);
  expect(answer.contentType).toMatch(/^application\/json/);
  const error = errorOf(answer.body);
  expect(error.extensions?.code).toBe(code);
  if (typeof message === 'string') expect(error.message).toBe(message);
  else expect(error.message).toMatch(message);
  expect(answer.text).not.toMatch(LEAKS);
}

/** The request was answered 200 with data and no errors. */
function expectAnswered(answer: Answer): Record<string, unknown> {
  expect(answer.status).toBe(200);
  return dataOf(answer.body);
}

describe('depth limit', () => {
  // The schema's own fields nest three levels at most (projects > items > id), so depth is
  // exceeded through `__type`, which is counted like any field (only `__schema` is exempt, see
  // the introspection tests below), and `fields { type { ofType { ofType ... } } }` nests at will.
  /** The selection under `__type` that makes the query `depth` levels deep. */
  const typeRefs = (depth: number) => {
    let inner = 'name';
    for (let level = depth - 1; level > 3; level--) inner = `ofType { ${inner} }`;
    return `fields { type { ${inner} } }`;
  };

  it(`refuses a query ${MAX_DEPTH + 1} levels deep with GRAPHQL_VALIDATION_FAILED`, async () => {
    const answer = await post(dev, `{ __type(name: "Project") { ${typeRefs(MAX_DEPTH + 1)} } }`);
    expectRefused(
      answer,
      400,
      'GRAPHQL_VALIDATION_FAILED',
      `Query depth limit of ${MAX_DEPTH} exceeded, found ${MAX_DEPTH + 1}.`,
    );
  });

  it('counts the levels a fragment adds where it is spread', async () => {
    const query = `{ __type(name: "Project") { ...Deep } } fragment Deep on __Type { ${typeRefs(MAX_DEPTH + 1)} }`;
    expectRefused(
      await post(dev, query),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      `Query depth limit of ${MAX_DEPTH} exceeded, found ${MAX_DEPTH + 1}.`,
    );
  });

  it(`answers a query exactly ${MAX_DEPTH} levels deep`, async () => {
    const data = expectAnswered(await post(dev, `{ __type(name: "Project") { ${typeRefs(MAX_DEPTH)} } }`));
    expect(data).toMatchObject({ __type: { fields: expect.any(Array) } });
  });
});

describe('alias limit', () => {
  const aliased = (count: number, field: string) =>
    `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

  it.each(['projects { total }', '__typename'])(
    `refuses ${MAX_ALIASES + 1} aliases of %s with GRAPHQL_VALIDATION_FAILED`,
    async (field) => {
      expectRefused(
        await post(dev, aliased(MAX_ALIASES + 1, field)),
        400,
        'GRAPHQL_VALIDATION_FAILED',
        `Aliases limit of ${MAX_ALIASES} exceeded, found ${MAX_ALIASES + 1}.`,
      );
    },
  );

  it(`answers ${MAX_ALIASES} aliases`, async () => {
    const data = expectAnswered(await post(dev, aliased(MAX_ALIASES, 'projects { total }')));
    expect(Object.keys(data)).toHaveLength(MAX_ALIASES);
    expect(data.a9).toEqual({ total: expect.any(Number) });
  });
});

describe('cost limit', () => {
  // The schema is too small for an honest document to cost 5000 (the largest the web app sends
  // costs 40), so the expensive query repeats fields: graphql merges the copies when it runs, but
  // parsing, validation and the cost estimate see every one. The cost of the query below is
  // 10 x (5 + 24.75 x repeat): 4752.5 for 19 copies, 5247.5 for 21.
  const wide = (repeat: number) => {
    const fields = Array.from({ length: repeat }, () => PROJECT_FIELDS).join(' ');
    const lists = Array.from({ length: MAX_ALIASES }, (_, i) => `p${i}: projects(limit: 100) { items { ${fields} } }`);
    return `{ ${lists.join(' ')} }`;
  };

  it(`refuses a query costing more than ${MAX_COST} with GRAPHQL_VALIDATION_FAILED`, async () => {
    expectRefused(
      await post(dev, wide(21)),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      `Query Cost limit of ${MAX_COST} exceeded, found 5247.5.`,
    );
  });

  it(`answers a query costing a little under ${MAX_COST}`, async () => {
    const data = expectAnswered(await post(dev, wide(19)));
    expect(data).toMatchObject({ p0: { items: expect.any(Array) }, p9: { items: expect.any(Array) } });
  });
});

describe('token limit', () => {
  // Operations of five tokens each (`query Qn { __typename }`); only the one named runs.
  const operations = (count: number) =>
    Array.from({ length: count }, (_, i) => `query Q${i} { __typename }`).join('\n');

  it(`refuses a document of more than ${MAX_TOKENS} tokens before validating it, with GRAPHQL_PARSE_FAILED`, async () => {
    const count = MAX_TOKENS / 5 + 1;
    expectRefused(
      await post(dev, operations(count), { operationName: 'Q0' }),
      400,
      'GRAPHQL_PARSE_FAILED',
      // graphql-js 16 writes "more that"; accept the fixed wording too.
      new RegExp(`^Syntax Error: Document contains more tha[nt] ${MAX_TOKENS} tokens\\. Parsing aborted\\.$`),
    );
  });

  it(`answers a document of exactly ${MAX_TOKENS} tokens`, async () => {
    const data = expectAnswered(await post(dev, operations(MAX_TOKENS / 5), { operationName: 'Q7' }));
    expect(data).toEqual({ __typename: 'Query' });
  });

  it('leaves large mutations alone: ten creates with every input inline, 48 kB of text', async () => {
    const token = await dev.login(STAFF.email, STAFF.password);
    const description = 'Demand forecasts, week by week. '.repeat(150).trim(); // 4799 characters of the 5000 allowed
    const creates = Array.from({ length: MAX_ALIASES }, (_, i) => {
      const text = Object.entries(validProject({ title: `Forecasting ${i}`, description }))
        .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
        .join(', ');
      return `c${i}: createProject(input: { ${text}, status: IN_PROGRESS, featured: false, icon: CPU }) { description }`;
    });
    const query = `mutation { ${creates.join(' ')} }`;
    expect(query.length).toBeGreaterThan(48_000);
    const data = dataOf(await dev.gql<Record<string, { description: string }>>(query, {}, token));
    expect(Object.values(data).map((project) => project.description)).toEqual(Array(MAX_ALIASES).fill(description));
  });
});

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
    expect(argument.text).not.toMatch(/Did you mean|limit/);

    const input = await post(prod, WRONG_INPUT, { variables: wrongInput });
    expectRefused(input, 400, 'BAD_USER_INPUT', /Field "titel" is not defined by type "CreateProjectInput"\.$/);
    expect(input.text).not.toMatch(/Did you mean|"title"/);
  });
});
