import { MAX_ALIASES, MAX_COST, MAX_DEPTH, MAX_TOKENS } from '../../server/src/app/graphql-guards';
import { expectAnswered, expectRefused, post } from '../fixtures/graphql-http';
import { PROJECT_FIELDS, validProject } from '../fixtures/projects';
import { dataOf, startTestApp, STAFF, type TestApp } from '../fixtures/test-app';

/*
 * The abusive queries of the OWASP GraphQL cheat sheet (depth, aliases, cost, tokens), each next to
 * a legitimate request just inside the same limit, so that no test passes because the request
 * failed for another reason. The app runs with NODE_ENV=development.
 */

let dev: TestApp;

beforeAll(async () => {
  dev = await startTestApp({ env: { NODE_ENV: 'development' } });
});
afterAll(() => dev?.close());

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
