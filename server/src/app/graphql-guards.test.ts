import 'reflect-metadata';
import { getIntrospectionQuery, parse, specifiedRules, validate, type GraphQLSchema } from 'graphql';
import { graphqlGuardRules, MAX_SELECTION_WIDTH, selectionCounts } from './graphql-guards';
import { RecentTexts } from './graphql-http-guards';
import { createSchema } from './schema';

const times = (count: number, text: string) => Array.from({ length: count }, () => text).join(' ');

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await createSchema();
});

/** What Apollo's validation answers with our rules after graphql-js's own. */
const validationErrors = (query: string) =>
  validate(schema, parse(query), [...specifiedRules, ...graphqlGuardRules({ introspection: false })]).map(
    (error) => error.message,
  );

describe('the selection limits inside validation', () => {
  // Documents reach validation this way when they come to Apollo without the guard in front of it.
  it('refuse a document over them before any other rule sees a selection of it', () => {
    const wide = `{ ...Missing ${times(MAX_SELECTION_WIDTH + 1, 'services { nope }')} }`;
    expect(validationErrors(wide)).toEqual([
      `Selection set width limit of ${MAX_SELECTION_WIDTH} fields exceeded, found ${MAX_SELECTION_WIDTH + 1}.`,
    ]);
  });

  it('leave a document within them to the other rules', () => {
    expect(validationErrors(`{ ...Missing ${times(MAX_SELECTION_WIDTH - 1, 'services { id }')} nope }`)).toEqual([
      'Unknown fragment "Missing".',
      'Cannot query field "nope" on type "Query".',
    ]);
  });
});

describe('selectionCounts', () => {
  it('counts a fragment wherever it is spread, and in the selection set it is spread in', () => {
    const document = parse('{ services { ...S ...S } } fragment S on Service { id name }');
    expect(selectionCounts(document)).toEqual({ widest: 4, total: 5 });
  });

  it('measures the introspection query as the table in graphql-guards.ts says', () => {
    const everyOption = {
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    };
    expect(selectionCounts(parse(getIntrospectionQuery(everyOption)))).toEqual({ widest: 10, total: 230 });
  });
});

describe('the texts the guard remembers', () => {
  it('are the latest it let through, the oldest forgotten first, none longer than the limit', () => {
    const texts = new RecentTexts(2, 10);
    texts.add('{ a }');
    texts.add('{ b }');
    texts.add('{ c }');
    expect([texts.has('{ a }'), texts.has('{ b }'), texts.has('{ c }')]).toEqual([false, true, true]);
    texts.add('{ longer than ten }');
    expect(texts.has('{ longer than ten }')).toBe(false);
    expect(texts.has('{ b }')).toBe(true);
  });
});
