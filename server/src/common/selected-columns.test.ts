import { buildSchema, graphql, type GraphQLResolveInfo } from 'graphql';
import type { EntityMetadata } from 'typeorm';
import { columnsAskedFor } from './selected-columns';

const schema = buildSchema(`
  type Project { id: Int! title: String! client: String! status: String! engagement: String }
  type ProjectPage { items: [Project!]! total: Int! }
  type Query { projects: ProjectPage! }
`);

// The parts of TypeORM's metadata the function reads: the key, and which properties are columns.
const COLUMNS = ['id', 'title', 'client', 'status', 'description'];
const projectMetadata = {
  primaryColumns: [{ propertyName: 'id' }],
  findColumnWithPropertyName: (name: string) => (COLUMNS.includes(name) ? { propertyName: name } : undefined),
} as unknown as EntityMetadata;

/** What the list resolver would select for `document`. */
async function columnsFor(document: string, alwaysRead: string[] = []): Promise<string[] | null> {
  let columns: string[] | null | undefined;
  const result = await graphql({
    schema,
    source: document,
    rootValue: {
      projects: (_args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
        columns = columnsAskedFor(info, projectMetadata, ['items'], alwaysRead);
        return { items: [], total: 0 };
      },
    },
  });
  expect(result.errors).toBeUndefined();
  if (columns === undefined) throw new Error('the resolver was not called');
  return columns;
}

describe('columnsAskedFor', () => {
  it("is the key and the columns asked for under items, not the page's own fields", async () => {
    expect(await columnsFor('{ projects { total items { title client } } }')).toEqual(['id', 'title', 'client']);
  });

  it('follows fragments and inline fragments, and a field asked for twice', async () => {
    const document = `
      query { projects { items { ...Names } more: items { ... on Project { status } } items { title } } }
      fragment Names on Project { __typename title client }`;
    expect(await columnsFor(document)).toEqual(['id', 'title', 'client', 'status']);
  });

  it('is every column (null) when a field that is no column is asked for', async () => {
    expect(await columnsFor('{ projects { items { title engagement } } }')).toBeNull();
  });

  it('is the key alone when only the total is asked for', async () => {
    expect(await columnsFor('{ projects { total } }')).toEqual(['id']);
  });

  it('adds the columns to read whatever is asked for, once', async () => {
    expect(await columnsFor('{ projects { items { title status } } }', ['status', 'client'])).toEqual([
      'id',
      'status',
      'client',
      'title',
    ]);
  });
});
