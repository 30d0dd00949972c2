import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isObjectType, type GraphQLNamedType, type GraphQLSchema } from 'graphql';
import { Role } from '../../server/src/auth/roles';
import { SCHEMA_FILE } from '../../server/src/app/schema';
import { OPERATION_ROWS } from '../fixtures/operations';
import {
  CONVERT_QUOTE,
  ENGAGEMENT_FIELDS,
  insertQuote,
  validConversion,
  type ConvertedProjectView,
} from '../fixtures/quotes';
import { useSiteApp } from '../fixtures/site-app';
import { dataOf, STAFF } from '../fixtures/test-app';
import { insertUser } from '../fixtures/users';

/*
 * A project made from a quote carries its payment, plan and timeline, and the public site reads
 * projects. No path may hand them to a visitor or a client: the schema walk lists every public
 * operation that reaches a project, and each is read below as a visitor and as a client.
 */

const site = useSiteApp();
const AMOUNT = '73519.27';
const MILESTONE = 'Zanzibar sign-off';
const tokens = { staff: '', client: '' };
let project: ConvertedProjectView;

beforeAll(async () => {
  tokens.staff = await site.app.login(STAFF.email, STAFF.password);
  const client = { email: 'privacy-client@example.com', password: 'Client#Privacy2026', role: Role.CLIENT };
  await insertUser(site.app.dataSource, client);
  tokens.client = await site.app.login(client.email, client.password);
  const quote = await insertQuote(site.app, { name: 'Private Person' });
  const input = validConversion({
    paymentDetails: { amount: AMOUNT, currency: 'GBP' },
    planInfo: { duration: '5 months', milestones: [MILESTONE], deliverables: ['Secret deliverable'] },
  });
  project = dataOf(
    await site.app.gql<{ convertQuoteToProject: ConvertedProjectView }>(
      CONVERT_QUOTE,
      { quoteId: quote.id, input },
      tokens.staff,
    ),
  ).convertQuoteToProject;
});

/** The named types a type leads to through its fields, itself included. */
function reachable(schema: GraphQLSchema, start: GraphQLNamedType, seen = new Set<string>()): Set<string> {
  if (seen.has(start.name)) return seen;
  seen.add(start.name);
  if (isObjectType(start)) {
    for (const field of Object.values(start.getFields())) reachable(schema, getNamedType(field.type), seen);
  }
  return seen;
}

describe('the schema', () => {
  const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));

  it('lets a visitor reach projects only through the queries read below', () => {
    const query = schema.getQueryType()!;
    const publicReaching = Object.values(query.getFields())
      .filter((field) => OPERATION_ROWS[`Query.${field.name}`]?.access.anonymous === 'ok')
      .filter((field) => reachable(schema, getNamedType(field.type)).has('ProjectEngagement'))
      .map((field) => field.name)
      .sort();
    expect(publicReaching).toEqual(['featuredProjects', 'project', 'projects']);
    const mutation = schema.getMutationType()!;
    const publicMutations = Object.values(mutation.getFields())
      .filter((field) => OPERATION_ROWS[`Mutation.${field.name}`]?.access.anonymous === 'ok')
      .filter((field) => reachable(schema, getNamedType(field.type)).has('ProjectEngagement'));
    expect(publicMutations).toEqual([]);
  });

  it("keeps the engagement out of Project's own fields: it is the one nullable field that holds it", () => {
    const type = schema.getType('Project');
    if (!isObjectType(type)) throw new Error('no Project type');
    expect(Object.keys(type.getFields()).sort()).toEqual(
      [
        'category',
        'client',
        'createdAt',
        'date',
        'description',
        'engagement',
        'featured',
        'icon',
        'id',
        'status',
        'title',
        'updatedAt',
      ].sort(),
    );
    expect(String(type.getFields().engagement!.type)).toBe('ProjectEngagement');
  });
});

describe("a converted project's engagement", () => {
  const READS = {
    project: `query($id: Int!) { project(id: $id) { id ${ENGAGEMENT_FIELDS} } }`,
    projects: `{ projects(limit: 100) { items { id ${ENGAGEMENT_FIELDS} } } }`,
    featuredProjects: `{ featuredProjects { id ${ENGAGEMENT_FIELDS} } }`,
  };
  const engagementsIn = (data: unknown): unknown[] => {
    const json = JSON.stringify(data);
    return [...json.matchAll(/"engagement":(null|\{)/g)].map((m) => m[1]);
  };

  it('is shown to staff', async () => {
    const { project: read } = dataOf(
      await site.app.gql<{ project: ConvertedProjectView }>(READS.project, { id: project.id }, tokens.staff),
    );
    expect(read.engagement?.paymentDetails.amount).toBe(AMOUNT);
  });

  it.each(['visitor', 'client'] as const)('is null for a %s on every public query, under any alias', async (who) => {
    const token = who === 'client' ? tokens.client : undefined;
    for (const [name, document] of Object.entries(READS)) {
      const response = await site.app.gql(document, { id: project.id }, token);
      const data = dataOf(response);
      expect({ name, engagements: engagementsIn(data).filter((e) => e !== 'null') }).toEqual({ name, engagements: [] });
      expect(JSON.stringify(data)).not.toContain(AMOUNT);
    }
    const aliased = dataOf(
      await site.app.gql(
        `query($id: Int!) { project(id: $id) { money: engagement { paymentDetails { amount } } } }`,
        {
          id: project.id,
        },
        token,
      ),
    );
    expect(aliased).toEqual({ project: { money: null } });
  });

  it("never reaches the site's pages, structured data or sitemap", async () => {
    for (const path of [`/projects/${project.id}`, '/projects', '/', '/sitemap.xml']) {
      const response = await fetch(`${site.app.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      const html = await response.text();
      expect({
        path,
        leaks: [AMOUNT, '73519', MILESTONE, 'Secret deliverable'].filter((t) => html.includes(t)),
      }).toEqual({
        path,
        leaks: [],
      });
    }
  });

  it('is refused to a visitor and a client through the quotes themselves', async () => {
    const document = `{ adminQuotes { items { project { ${ENGAGEMENT_FIELDS} } } } }`;
    expect((await site.app.gql(document)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await site.app.gql(document, {}, tokens.client)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
