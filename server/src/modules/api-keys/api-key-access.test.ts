import 'reflect-metadata';
import { Kind, parse, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { createSchema } from '../../app/schema';
import { API_SCOPES, ApiScope, OPERATION_SCOPES, UNSCOPED_OPERATIONS } from '../../auth/api-scopes';
import { keyRefusal } from './api-key-access';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await createSchema();
});

const { CATALOGUE_READ, PROJECTS_READ, QUOTES_WRITE } = ApiScope;

/** The refusal's message and extensions, or 'allowed'. */
function verdict(query: string, scopes: readonly ApiScope[]) {
  const document = parse(query);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const refusal = keyRefusal(schema, document, operation, scopes);
  return refusal ? { message: refusal.message, extensions: refusal.extensions } : 'allowed';
}

const lacks = (scope: string) => ({
  message: `This API key lacks the scope ${scope}`,
  extensions: { code: 'FORBIDDEN', missingScope: scope },
});
const notForKeys = (coordinate: string) => ({
  message: `API keys cannot use ${coordinate}`,
  extensions: { code: 'FORBIDDEN', operation: coordinate },
});

describe('what a key may run', () => {
  it('lets a key read the catalogue with CATALOGUE_READ, and names the scope it lacks otherwise', () => {
    expect(verdict('{ services { id name } page(slug: "about") { title } }', [CATALOGUE_READ])).toBe('allowed');
    expect(verdict('{ services { id } }', [QUOTES_WRITE])).toEqual(lacks('CATALOGUE_READ'));
  });

  it("keeps a project's status for PROJECTS_READ, which includes the catalogue", () => {
    const list = '{ projects { items { id title client status } } }';
    expect(verdict('{ projects { items { id title client } } }', [CATALOGUE_READ])).toBe('allowed');
    expect(verdict(list, [CATALOGUE_READ])).toEqual(lacks('PROJECTS_READ'));
    expect(verdict(list, [PROJECTS_READ])).toBe('allowed');
    expect(verdict('{ services { id } }', [PROJECTS_READ])).toBe('allowed');
  });

  it('finds the status however it is asked for: aliased, in fragments, nested fragments or inline ones', () => {
    const ways = [
      '{ project(id: 1) { s: status } }',
      '{ featuredProjects { ...Card } } fragment Card on Project { id ...More } fragment More on Project { status }',
      '{ project(id: 1) { ... on Project { status } } }',
      '{ projects { items { ... { status } } } }',
    ];
    for (const query of ways) expect(verdict(query, [CATALOGUE_READ])).toEqual(lacks('PROJECTS_READ'));
  });

  it('lets QUOTES_WRITE submit quote requests and nothing more', () => {
    const submit = `mutation { submitQuoteRequest(input: { name: "A", email: "a@b.example", phone: "5550100",
      services: [WEB_DEVELOPMENT], message: "Hello there" }) { received } }`;
    expect(verdict(submit, [QUOTES_WRITE])).toBe('allowed');
    expect(verdict(submit, [CATALOGUE_READ, PROJECTS_READ])).toEqual(lacks('QUOTES_WRITE'));
  });

  it('answers the budget and the schema description to every key', () => {
    expect(verdict('{ __typename rateLimit { limit cost remaining resetAt } }', [QUOTES_WRITE])).toBe('allowed');
    expect(verdict('{ __schema { queryType { name } } __type(name: "Project") { name } }', [QUOTES_WRITE])).toBe(
      'allowed',
    );
  });

  it('refuses everything outside the list to a key with every scope, aliased or not', () => {
    expect(verdict('{ me { email } }', API_SCOPES)).toEqual(notForKeys('Query.me'));
    expect(verdict('{ services { id } x: adminEmployees { total } }', API_SCOPES)).toEqual(
      notForKeys('Query.adminEmployees'),
    );
    expect(verdict('mutation { revokeApiKey(id: 1) { id } }', API_SCOPES)).toEqual(notForKeys('Mutation.revokeApiKey'));
  });

  it('refuses, for a key with every scope, every query and mutation of the schema that the list leaves out', () => {
    const roots = [schema.getQueryType()!, schema.getMutationType()!];
    const outside = roots.flatMap((root) =>
      Object.values(root.getFields())
        .map((field) => `${root.name}.${field.name}`)
        .filter((coordinate) => !(coordinate in OPERATION_SCOPES) && !UNSCOPED_OPERATIONS.has(coordinate)),
    );
    // Employees, payroll, leave, the audit trail, the keys themselves, sign-in, every write but one.
    expect(outside.length).toBeGreaterThan(50);
    for (const coordinate of [
      'Query.adminPayrolls',
      'Query.myPayrolls',
      'Query.leaveRequests',
      'Query.auditEntries',
      'Query.apiKeys',
    ]) {
      expect(outside).toContain(coordinate);
    }
    for (const coordinate of outside) {
      const [type, name] = coordinate.split('.') as [string, string];
      // A bare selection suffices: the check reads names, before arguments or subfields matter.
      const document = parse(`${type === 'Query' ? 'query' : 'mutation'} { ${name} }`, { noLocation: true });
      const operation = document.definitions[0] as OperationDefinitionNode;
      expect(keyRefusal(schema, document, operation, API_SCOPES)?.extensions).toEqual({
        code: 'FORBIDDEN',
        operation: coordinate,
      });
    }
  });
});
