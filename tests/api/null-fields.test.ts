import {
  getNamedType,
  isInputObjectType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
} from 'graphql';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { createSchema } from '../../server/src/app/schema';
import { ContactMessage } from '../../server/src/modules/contact/contact-message.entity';
import { NewsletterSubscription } from '../../server/src/modules/content/newsletter.entity';
import { WebsiteContent } from '../../server/src/modules/content/website-content.entity';
import { Project } from '../../server/src/modules/projects/project.entity';
import { QuoteRequest } from '../../server/src/modules/quotes/quote-request.entity';
import { Service } from '../../server/src/modules/services/service.entity';
import { newVisitor, postFrom, validContact, validQuote } from '../fixtures/submissions';
import { startTestApp, STAFF, type GqlResponse, type TestApp, type Variables } from '../fixtures/test-app';
import { storedContent, validHomepage } from '../fixtures/website-content';

/*
 * A null sent for a field that the record requires must be refused with BAD_USER_INPUT and leave
 * the record as it was, never reach the database as an internal error. The cases come from the
 * schema and the entities: every nullable field of a mutation's input (and every nullable
 * argument of a mutation) is either a NOT NULL column, where null must be refused; a nullable
 * column, where null is taken (it clears the value); or a field that is not stored at all (the
 * honeypots). A mutation with a nullable field and no row in WRITES fails the test, so a new
 * feature's input is checked as soon as it exists.
 */

interface Write {
  /** The entity the mutation writes: its columns say which fields may be null. */
  entity: EntityTarget<ObjectLiteral>;
  /** Sent by a visitor (each call from an address of its own) or signed in as staff. */
  by: 'visitor' | 'staff';
  /** Fields of the input that no column stores. */
  notStored?: string[];
  /** Valid variables for one call; one field is then set to null. */
  variables(app: TestApp): Promise<Variables>;
  /** What the mutation changes (the row it updates, or how many rows there are). */
  snapshot(app: TestApp): Promise<unknown>;
}

const rowCount = (entity: EntityTarget<ObjectLiteral>) => (app: TestApp) =>
  app.dataSource.getRepository(entity).count();
const firstRow = (entity: EntityTarget<ObjectLiteral>) => async (app: TestApp) =>
  (await app.dataSource.getRepository(entity).find({ order: { id: 'ASC' }, take: 1 }))[0] ?? null;
const firstId = async (app: TestApp, entity: EntityTarget<ObjectLiteral>) =>
  ((await firstRow(entity)(app)) as { id: number }).id;

let subscribers = 0;
const WRITES: Record<string, Write> = {
  updateProject: {
    entity: Project,
    by: 'staff',
    variables: async (app) => ({ id: await firstId(app, Project), input: {} }),
    snapshot: firstRow(Project),
  },
  updateService: {
    entity: Service,
    by: 'staff',
    variables: async (app) => ({ id: await firstId(app, Service), input: {} }),
    snapshot: firstRow(Service),
  },
  updateHomepageContent: {
    entity: WebsiteContent,
    by: 'staff',
    variables: async (app) => ({ input: validHomepage((await storedContent(app.dataSource)).homepageVersion) }),
    snapshot: (app) => storedContent(app.dataSource),
  },
  sendContactMessage: {
    entity: ContactMessage,
    by: 'visitor',
    notStored: ['website'],
    variables: async () => ({ input: validContact() }),
    snapshot: rowCount(ContactMessage),
  },
  submitQuoteRequest: {
    entity: QuoteRequest,
    by: 'visitor',
    notStored: ['website'],
    variables: async () => ({ input: validQuote() }),
    snapshot: rowCount(QuoteRequest),
  },
  subscribeToNewsletter: {
    entity: NewsletterSubscription,
    by: 'visitor',
    notStored: ['website'],
    variables: async () => ({ email: `reader${(subscribers += 1)}@example.com` }),
    snapshot: rowCount(NewsletterSubscription),
  },
};

interface NullCase {
  mutation: GraphQLField<unknown, unknown>;
  /** The argument, and the field of its input object when it is one. */
  argument: string;
  field?: string;
}

/** Every nullable input field and nullable argument of every mutation. */
async function nullCases(): Promise<NullCase[]> {
  const mutations = Object.values((await createSchema()).getMutationType()?.getFields() ?? {});
  return mutations.flatMap((mutation) =>
    mutation.args.flatMap((argument: GraphQLArgument): NullCase[] => {
      const type = getNamedType(argument.type);
      if (!isInputObjectType(type)) return isNonNullType(argument.type) ? [] : [{ mutation, argument: argument.name }];
      return Object.values(type.getFields())
        .filter((field) => !isNonNullType(field.type))
        .map((field) => ({ mutation, argument: argument.name, field: field.name }));
    }),
  );
}

/** The mutation with all its arguments taken from variables of the same names. */
function documentOf(mutation: GraphQLField<unknown, unknown>): string {
  const declared = mutation.args.map((argument) => `$${argument.name}: ${String(argument.type)}`).join(', ');
  const passed = mutation.args.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
  const selection = isObjectType(getNamedType(mutation.type)) ? ' { __typename }' : '';
  return `mutation(${declared}) { ${mutation.name}(${passed})${selection} }`;
}

let app: TestApp;
let staffToken: string;
let cases: NullCase[];
beforeAll(async () => {
  [app, cases] = await Promise.all([startTestApp(), nullCases()]);
  staffToken = await app.login(STAFF.email, STAFF.password);
});
afterAll(() => app?.close());

async function send(write: Write, document: string, variables: Variables): Promise<GqlResponse<unknown>> {
  if (write.by === 'visitor') return postFrom(app, newVisitor(), document, variables);
  return app.gql(document, variables, staffToken);
}

describe('a null for a field', () => {
  it('is checked for every mutation with a nullable field (add a row to WRITES for a new one)', () => {
    const mutations = [...new Set(cases.map((entry) => entry.mutation.name))];
    expect(mutations.filter((name) => !WRITES[name])).toEqual([]);
    // The schema has them today: the derivation must keep finding them.
    expect(mutations).toEqual(expect.arrayContaining(Object.keys(WRITES)));
  });

  it('the record requires is refused with BAD_USER_INPUT and changes nothing; elsewhere it is taken', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const { mutation, argument, field } of cases) {
      const write = WRITES[mutation.name];
      if (!write) continue;
      const name = field ?? argument;
      const label = `${mutation.name}(${field ? `${argument}.${field}` : argument}: null)`;
      const column = app.dataSource.getMetadata(write.entity).findColumnWithPropertyName(name);
      const stored = !write.notStored?.includes(name);
      if (stored && !column)
        throw new Error(`${label}: no column of the entity stores "${name}"; list it in notStored`);
      const mustRefuse = stored && column?.isNullable === false;

      const variables = await write.variables(app);
      if (field) (variables[argument] as Record<string, unknown>)[field] = null;
      else variables[argument] = null;
      const before = await write.snapshot(app);
      const response = await send(write, documentOf(mutation), variables);
      const after = await write.snapshot(app);

      const [error] = response.errors ?? [];
      const refused = error?.extensions?.code === 'BAD_USER_INPUT' && !!error.extensions.fields?.[name];
      const unchanged = JSON.stringify(after) === JSON.stringify(before);
      outcomes.push(
        `${label}: ${refused ? 'refused' : error ? `error ${String(error.extensions?.code)}` : 'taken'}` +
          (refused && !unchanged ? ', record changed' : ''),
      );
      expected.push(`${label}: ${mustRefuse ? 'refused' : 'taken'}`);
    }
    expect(outcomes).toEqual(expected);
    // Project's eight fields, Service's five, and the hero image, company and honeypots at least.
    expect(expected.filter((line) => line.endsWith('refused')).length).toBeGreaterThanOrEqual(13);
    expect(expected.filter((line) => line.endsWith('taken')).length).toBeGreaterThanOrEqual(5);
  });
});
