import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, Lexer, print, Source, TokenKind, type DocumentNode } from 'graphql';
import {
  MAX_ALIASES,
  MAX_COST,
  MAX_DEPTH,
  MAX_SELECTION_WIDTH,
  MAX_SELECTIONS,
  MAX_TOKENS,
} from '../../server/src/app/graphql-guards';
import * as generated from '../../web/src/gql/graphql';
import { expectAnswered, expectRefused, post, send } from '../fixtures/graphql-http';
import { validProject } from '../fixtures/projects';
import { dataOf, startTestApp, STAFF, type TestApp } from '../fixtures/test-app';

/*
 * The abusive queries of the OWASP GraphQL cheat sheet (depth, aliases, cost, tokens), each next to
 * a legitimate request just inside the same limit, so that no test passes because the request
 * failed for another reason. The app runs with NODE_ENV=development.
 */

let dev: TestApp;

/** `text` written `count` times, separated by spaces. */
const times = (count: number, text: string) => Array.from({ length: count }, () => text).join(' ');

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
  // The selection limits keep documents over the schema's own three levels far below 5000 (500
  // fields cost about 1100 there), so the expensive query goes as deep as the depth limit allows,
  // through `__type`, where a field on the eighth level costs 1.5^7 = 17: seven copies of
  // `ofType { name ... }` there, 40 names each cost 4985.09375, 42 names 5224.296875.
  const deep = (names: number) =>
    `{ __type(name: "Project") { fields { type { ofType { ofType { ofType { ${times(7, `ofType { ${times(names, 'name')} }`)} } } } } } } }`;

  it(`refuses a query costing more than ${MAX_COST} with GRAPHQL_VALIDATION_FAILED`, async () => {
    expectRefused(
      await post(dev, deep(42)),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      `Query Cost limit of ${MAX_COST} exceeded, found 5224.296875.`,
    );
  });

  it(`answers a query costing a little under ${MAX_COST}`, async () => {
    const data = expectAnswered(await post(dev, deep(40)));
    expect(data).toMatchObject({ __type: { fields: expect.any(Array) } });
  });
});

describe('token limit', () => {
  // Operations of 28 tokens and two fields each, within the selection limits, and one of 16
  // tokens: 178 x 28 + 16 = 5000. Only the one named runs.
  const ARGUMENTS = 'offset: 0, limit: 1, search: "x", category: "y", sort: DATE, direction: ASC';
  const operations = (count: number) =>
    Array.from({ length: count }, (_, i) => `query Q${i} { projects(${ARGUMENTS}) { total } }`)
      .concat('query Last { projects(offset: 0, limit: 1) { total } }')
      .join('\n');
  const tokens = (document: string) => {
    const lexer = new Lexer(new Source(document));
    let count = 0;
    while (lexer.advance().kind !== TokenKind.EOF) count += 1;
    return count;
  };

  it(`refuses a document of more than ${MAX_TOKENS} tokens before validating it, with GRAPHQL_PARSE_FAILED`, async () => {
    const document = operations(179);
    expect(tokens(document)).toBe(MAX_TOKENS + 28);
    expectRefused(
      await post(dev, document, { operationName: 'Q0' }),
      400,
      'GRAPHQL_PARSE_FAILED',
      // graphql-js 16 writes "more that"; accept the fixed wording too.
      new RegExp(`^Syntax Error: Document contains more tha[nt] ${MAX_TOKENS} tokens\\. Parsing aborted\\.$`),
    );
  });

  it(`answers a document of exactly ${MAX_TOKENS} tokens`, async () => {
    const document = operations(178);
    expect(tokens(document)).toBe(MAX_TOKENS);
    const data = expectAnswered(await post(dev, document, { operationName: 'Q7' }));
    expect(data).toEqual({ projects: { total: expect.any(Number) } });
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

describe('selection limits, checked before validation', () => {
  const WIDTH_REFUSED = (found: number) =>
    `Selection set width limit of ${MAX_SELECTION_WIDTH} fields exceeded, found ${found}.`;
  const SIZE_REFUSED = (found: number) => `Document limit of ${MAX_SELECTIONS} fields exceeded, found ${found}.`;

  // The flood: 15 kB, under every other limit (4802 tokens, no alias, depth 2), and without this
  // limit some 0.25 s of validation before graphql-js's own budget gives up.
  it('refuses 1,200 copies of `services { id }` with GRAPHQL_VALIDATION_FAILED', async () => {
    const flood = `{ ${times(1200, 'services{id}')} }`;
    expect(flood.length).toBeGreaterThan(15_000);
    expectRefused(await post(dev, flood), 400, 'GRAPHQL_VALIDATION_FAILED', WIDTH_REFUSED(1200));
  });

  // Node refuses addresses over 16 kB (431), so a GET carries a few hundred copies at most.
  it('refuses a wide document sent as a GET query too', async () => {
    const path = `/graphql?query=${encodeURIComponent(`{ ${times(300, 'services{id}')} }`)}`;
    const answer = await send(dev, { method: 'GET', path, headers: { 'apollo-require-preflight': 'true' } });
    expectRefused(answer, 400, 'GRAPHQL_VALIDATION_FAILED', WIDTH_REFUSED(300));
  });

  it(`refuses ${MAX_SELECTION_WIDTH + 1} fields in one selection set, at any depth`, async () => {
    const wide = times(MAX_SELECTION_WIDTH + 1, 'id');
    for (const query of [
      `{ ${times(MAX_SELECTION_WIDTH + 1, 'services { id }')} }`,
      `{ projects { items { ${wide} } } }`,
    ]) {
      expectRefused(await post(dev, query), 400, 'GRAPHQL_VALIDATION_FAILED', WIDTH_REFUSED(MAX_SELECTION_WIDTH + 1));
    }
  });

  it(`answers ${MAX_SELECTION_WIDTH} fields in one selection set`, async () => {
    const data = expectAnswered(
      await post(dev, `{ projects(limit: 1) { items { ${times(MAX_SELECTION_WIDTH, 'id')} } } }`),
    );
    expect(data).toEqual({ projects: { items: [{ id: expect.any(Number) }] } });
  });

  it('counts the fields of fragments in the selection set they are spread in', async () => {
    const half = Math.ceil((MAX_SELECTION_WIDTH + 1) / 2);
    const named = `{ ...A ...B } fragment A on Query { ${times(half, 'services { id }')} } fragment B on Query { ${times(half, 'featuredServices { id }')} }`;
    const inline = `{ ... on Query { ${times(half, 'services { id }')} } ... { ${times(half, 'services { id }')} } }`;
    // One small fragment spread many times, and a chain of fragments each spreading the last twice.
    const repeated = `{ ${times(MAX_SELECTION_WIDTH + 1, '...S')} } fragment S on Query { services { id } }`;
    const chain = ['fragment F0 on Query { services { id } }'];
    for (let i = 1; i <= 12; i++) chain.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`);
    const doubled = `{ ...F12 } ${chain.join(' ')}`;
    expect(doubled.length).toBeLessThan(1000);
    for (const [query, found] of [
      [named, 2 * half],
      [inline, 2 * half],
      [repeated, MAX_SELECTION_WIDTH + 1],
      [doubled, 4096],
    ] as const) {
      expectRefused(await post(dev, query), 400, 'GRAPHQL_VALIDATION_FAILED', WIDTH_REFUSED(found));
    }
  });

  it('checks a fragment no operation spreads, and the first of two fragments of one name', async () => {
    const wide = `fragment W on Query { ${times(MAX_SELECTION_WIDTH + 1, 'services { id }')} }`;
    for (const query of [`{ __typename } ${wide}`, `{ ...W } ${wide} fragment W on Query { __typename }`]) {
      expectRefused(await post(dev, query), 400, 'GRAPHQL_VALIDATION_FAILED', WIDTH_REFUSED(MAX_SELECTION_WIDTH + 1));
    }
  });

  it('measures fragments that spread each other in a cycle, or one that does not exist, and lets validation refuse them', async () => {
    const cycle = '{ ...A } fragment A on Query { ...B services { id } } fragment B on Query { ...A }';
    expectRefused(
      await post(dev, cycle),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      'Cannot spread fragment "A" within itself via "B".',
    );
    expectRefused(await post(dev, '{ ...Missing }'), 400, 'GRAPHQL_VALIDATION_FAILED', 'Unknown fragment "Missing".');
  });

  it(`refuses more than ${MAX_SELECTIONS} fields in all, nested or behind fragments`, async () => {
    // 23 x (1 + 22) = 529 fields, no selection set wider than 23.
    const nested = `{ ${times(23, `services { ${times(22, 'id')} }`)} }`;
    expectRefused(await post(dev, nested), 400, 'GRAPHQL_VALIDATION_FAILED', SIZE_REFUSED(529));
    // Each spread of P (1 + 25 fields) counts: 20 x 26 = 520.
    const spread = `{ ${times(20, 'services { ...P }')} } fragment P on Service { ${times(25, 'id')} }`;
    expectRefused(await post(dev, spread), 400, 'GRAPHQL_VALIDATION_FAILED', SIZE_REFUSED(520));
  });

  it(`answers ${MAX_SELECTIONS} fields in all`, async () => {
    // 20 x (1 + 24) = 500.
    const data = expectAnswered(await post(dev, `{ ${times(20, `services { ${times(24, 'id')} }`)} }`));
    expect(data).toEqual({ services: expect.any(Array) });
  });

  it('passes every document of the web app, with the __typename fields Apollo Client adds', async () => {
    // The operations (a fragment's document is sent as part of the operations that spread it).
    const documents = Object.entries(generated).filter(
      (entry): entry is [string, DocumentNode] =>
        (entry[1] as { kind?: unknown }).kind === Kind.DOCUMENT &&
        (entry[1] as DocumentNode).definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION),
    );
    expect(documents.length).toBeGreaterThan(30);
    const token = await dev.login(STAFF.email, STAFF.password);
    for (const [name, document] of documents) {
      // Sent without variables: an answer other than a refused document (data, a missing
      // variable, a forbidden operation) shows it passed every limit and graphql's validation.
      const answer = await dev.post(print(addTypenameToDocument(document)), {}, token);
      const codes = (answer.body.errors ?? []).map((error) => error.extensions?.code);
      expect({ name, codes }).toEqual({ name, codes: expect.not.arrayContaining(['GRAPHQL_VALIDATION_FAILED']) });
      expect({ name, codes }).toEqual({ name, codes: expect.not.arrayContaining(['GRAPHQL_PARSE_FAILED']) });
    }
  });
});

describe('subscriptions', () => {
  it('are refused as an invalid document with 400 GRAPHQL_VALIDATION_FAILED', async () => {
    for (const query of ['subscription { services { id } }', 'subscription OnChange { __typename }']) {
      expectRefused(await post(dev, query), 400, 'GRAPHQL_VALIDATION_FAILED', 'Subscriptions are not supported.');
    }
  });

  it('are refused next to a query in the same document, even when the query is the one named', async () => {
    const query = 'query Q { __typename } subscription S { __typename }';
    expectRefused(
      await post(dev, query, { operationName: 'Q' }),
      400,
      'GRAPHQL_VALIDATION_FAILED',
      'Subscriptions are not supported.',
    );
    expect(expectAnswered(await post(dev, 'query Q { __typename }', { operationName: 'Q' }))).toEqual({
      __typename: 'Query',
    });
  });
});
