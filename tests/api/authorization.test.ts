import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isLeafType, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { SCHEMA_FILE } from '../../server/src/app/schema';
import { Role } from '../../server/src/auth/roles';
import { PasswordResetToken } from '../../server/src/auth/session.entity';
import { randomToken, signAccessToken, tokenHash } from '../../server/src/auth/tokens';
import { User } from '../../server/src/auth/user.entity';
import { Icon } from '../../server/src/common/icon';
import { ContactMessage } from '../../server/src/modules/contact/contact-message.entity';
import { Service } from '../../server/src/modules/services/service.entity';
import { BrowserSession } from '../fixtures/browser-session';
import { CREATE, validProject } from '../fixtures/projects';
import { validService } from '../fixtures/services';
import { validContact, validQuote } from '../fixtures/submissions';
import {
  insertPage,
  storedContent,
  validAbout,
  validHomepage,
  validNewPage,
  validPageWords,
  validServices,
} from '../fixtures/website-content';
import { dataOf, startTestApp, type TestApp, type Variables } from '../fixtures/test-app';
import { insertUser } from '../fixtures/users';

/**
 * Who may call what: every query and mutation of schema.graphql, called anonymously and as
 * each role with valid arguments, against this one table. A new operation fails this test
 * until it has a row here.
 */

type Caller = 'anonymous' | 'client' | 'staff' | 'admin';
const CALLERS: readonly Caller[] = ['anonymous', 'client', 'staff', 'admin'];
/** 'ok': data and no error. Otherwise the error code the caller must get. */
type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN';

interface Call {
  variables?: Variables;
  /** A refresh cookie to send along (for refreshSession). */
  refreshToken?: string;
}

interface Row {
  /** Valid arguments for this caller; called once per caller, so it may create what it needs. */
  call?: (caller: Caller) => Promise<Call> | Call;
  expect: Record<Caller, Outcome>;
}

const everyone: Record<Caller, Outcome> = { anonymous: 'ok', client: 'ok', staff: 'ok', admin: 'ok' };
const signedIn: Record<Caller, Outcome> = { anonymous: 'UNAUTHENTICATED', client: 'ok', staff: 'ok', admin: 'ok' };
const backOffice: Record<Caller, Outcome> = {
  anonymous: 'UNAUTHENTICATED',
  client: 'FORBIDDEN',
  staff: 'ok',
  admin: 'ok',
};

let app: TestApp;
const users = {} as Record<Exclude<Caller, 'anonymous'>, { id: number; email: string; password: string }>;

const PASSWORD = 'Granite-Harbour-Light-4';
const NEW_PASSWORD = 'Willow-Creek-Evening-2';

async function newUser(label: string, role = Role.STAFF) {
  const email = `${label}-${Math.random().toString(36).slice(2)}@authz.example`;
  const id = await insertUser(app.dataSource, { email, password: PASSWORD, role });
  return { id, email, password: PASSWORD };
}

async function projectId(): Promise<number> {
  const admin = await mintToken('admin');
  const { createProject } = dataOf(
    await app.gql<{ createProject: { id: number } }>(CREATE, { input: validProject() }, admin),
  );
  return createProject.id;
}

/** A service of the seeded catalogue. */
async function seededServiceId(): Promise<number> {
  const [first] = await app.dataSource.getRepository(Service).find({ order: { id: 'ASC' }, take: 1 });
  return first!.id;
}

/** A service made for one call (so a deletion or a rename never touches another row's test). */
async function serviceId(): Promise<number> {
  const name = `Authorization target ${Math.random().toString(36).slice(2)}`;
  const { identifiers } = await app.dataSource
    .getRepository(Service)
    .insert({ ...validService({ name }), icon: Icon.CODE });
  return Number(identifiers[0]!.id);
}

/** A contact message stored directly, so the public form's per-address limit stays out of the way. */
async function contactMessageId(): Promise<number> {
  const { identifiers } = await app.dataSource
    .getRepository(ContactMessage)
    .insert({ ...validContact(), handled: false });
  return Number(identifiers[0]!.id);
}

/** A valid access token for the caller's user as it is now (its current token version). */
async function mintToken(caller: Exclude<Caller, 'anonymous'>): Promise<string> {
  const user = await app.dataSource.getRepository(User).findOneByOrFail({ id: users[caller].id });
  return signAccessToken({ userId: user.id, role: user.role, version: user.tokenVersion }, app.config.jwtSecret).token;
}

const TABLE: Record<string, Row> = {
  // Auth
  'Query.me': { expect: everyone },
  'Mutation.login': {
    call: async () => {
      const { email, password } = await newUser('login');
      return { variables: { email, password } };
    },
    expect: everyone,
  },
  'Mutation.refreshSession': {
    call: async () => {
      const { email, password } = await newUser('refresh');
      const browser = new BrowserSession(app.url);
      dataOf(
        (
          await browser.send(
            'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
            { email, password },
          )
        ).body,
      );
      return { refreshToken: browser.refreshToken ?? undefined };
    },
    expect: everyone,
  },
  'Mutation.logout': { expect: everyone },
  'Mutation.requestPasswordReset': {
    call: async () => ({ variables: { email: (await newUser('forgot')).email } }),
    expect: everyone,
  },
  'Mutation.resetPassword': {
    call: async () => {
      const token = randomToken();
      const { id } = await newUser('reset');
      await app.dataSource
        .getRepository(PasswordResetToken)
        .insert({ userId: id, tokenHash: tokenHash(token), expiresAt: new Date(Date.now() + 60_000) });
      return { variables: { token, password: NEW_PASSWORD } };
    },
    expect: everyone,
  },
  'Mutation.changePassword': {
    call: () => ({ variables: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } }),
    expect: signedIn,
  },

  // Projects
  'Query.projects': { expect: everyone },
  'Query.featuredProjects': { expect: everyone },
  'Query.project': { call: async () => ({ variables: { id: await projectId() } }), expect: everyone },
  'Mutation.createProject': { call: () => ({ variables: { input: validProject() } }), expect: backOffice },
  'Mutation.updateProject': {
    call: async () => ({ variables: { id: await projectId(), input: validProject({ title: 'Renamed' }) } }),
    expect: backOffice,
  },
  'Mutation.deleteProject': { call: async () => ({ variables: { id: await projectId() } }), expect: backOffice },

  // Services
  'Query.services': { expect: everyone },
  'Query.featuredServices': { expect: everyone },
  'Query.service': { call: async () => ({ variables: { id: await seededServiceId() } }), expect: everyone },
  'Query.adminServices': { expect: backOffice },
  'Mutation.createService': {
    call: (caller) => ({ variables: { input: validService({ name: `Authorization ${caller}` }) } }),
    expect: backOffice,
  },
  'Mutation.updateService': {
    call: async (caller) => ({ variables: { id: await serviceId(), input: { name: `Renamed by ${caller}` } } }),
    expect: backOffice,
  },
  'Mutation.setServiceFeatured': {
    call: async () => ({ variables: { id: await serviceId(), featured: true } }),
    expect: backOffice,
  },
  'Mutation.deleteService': { call: async () => ({ variables: { id: await serviceId() } }), expect: backOffice },

  // Website content
  'Query.pages': { expect: everyone },
  'Query.adminPages': { expect: backOffice },
  'Query.page': { call: () => ({ variables: { slug: 'about' } }), expect: everyone },
  'Query.siteContent': { expect: everyone },
  'Mutation.updateHomepageContent': {
    call: async () => ({ variables: { input: validHomepage((await storedContent(app.dataSource)).homepageVersion) } }),
    expect: backOffice,
  },
  'Mutation.updateAboutContent': {
    call: async () => ({ variables: { input: validAbout((await storedContent(app.dataSource)).aboutVersion) } }),
    expect: backOffice,
  },
  'Mutation.updateServicesContent': {
    call: async () => ({ variables: { input: validServices((await storedContent(app.dataSource)).servicesVersion) } }),
    expect: backOffice,
  },
  'Mutation.createPage': {
    call: (caller) => ({ variables: { input: validNewPage(`new-${caller}`) } }),
    expect: backOffice,
  },
  'Mutation.updatePage': {
    call: async (caller) => ({
      variables: { id: await insertPage(app.dataSource, `edit-${caller}`), input: validPageWords() },
    }),
    expect: backOffice,
  },
  'Mutation.deletePage': {
    call: async (caller) => ({ variables: { id: await insertPage(app.dataSource, `gone-${caller}`) } }),
    expect: backOffice,
  },
  'Mutation.subscribeToNewsletter': {
    call: (caller) => ({ variables: { email: `${caller}-${Date.now()}@reader.example` } }),
    expect: everyone,
  },

  // Audit trail
  'Query.auditEntries': { call: () => ({ variables: { entity: 'Project' } }), expect: backOffice },

  // Quote requests and contact messages (public forms: 4 calls each stay within 5 per address)
  'Query.quoteBudgets': { expect: everyone },
  'Query.quoteServices': { expect: everyone },
  'Mutation.submitQuoteRequest': { call: () => ({ variables: { input: validQuote() } }), expect: everyone },
  'Mutation.sendContactMessage': { call: () => ({ variables: { input: validContact() } }), expect: everyone },

  // The inbox
  'Query.contactMessages': { expect: backOffice },
  'Mutation.setContactMessageHandled': {
    call: async () => ({ variables: { id: await contactMessageId(), handled: true } }),
    expect: backOffice,
  },
  'Query.newsletterSubscriptions': { expect: backOffice },
};

/** Every query and mutation of the schema the server publishes, with a document that calls it. */
function operations() {
  const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
  const roots: [string, GraphQLObjectType | null | undefined][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  return roots.flatMap(([kind, type]) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({
      name: `${type!.name}.${field.name}`,
      document: (variables: Variables) => documentFor(kind, field, variables),
    })),
  );
}

/** Passes the arguments the row gives; arguments with a default may be left out. */
function documentFor(kind: string, field: GraphQLField<unknown, unknown>, variables: Variables): string {
  const passed = field.args.filter((a) => a.name in variables || a.defaultValue === undefined);
  const params = passed.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = passed.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind}${params ? `(${params})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

const OPERATIONS = operations();

beforeAll(async () => {
  app = await startTestApp();
  users.client = await newUser('client', Role.CLIENT);
  users.staff = await newUser('staff', Role.STAFF);
  users.admin = await newUser('admin', Role.ADMIN);
});
afterAll(() => app?.close());

describe('the authorization table', () => {
  it('has a row for every query and mutation in schema.graphql, and none for operations that are gone', () => {
    const inSchema = OPERATIONS.map((o) => o.name).sort();
    expect(Object.keys(TABLE).sort()).toEqual(inSchema);
  });

  it('covers each operation for every caller', () => {
    for (const row of Object.values(TABLE)) expect(Object.keys(row.expect).sort()).toEqual([...CALLERS].sort());
  });
});

const CASES = OPERATIONS.flatMap(({ name, document }) =>
  CALLERS.map((caller) => [name, caller, document] as const).filter(([op]) => TABLE[op]),
);

describe.each(CASES.map(([name, caller, document]) => ({ name, caller, document })))(
  '$name as $caller',
  ({ name, caller, document }) => {
    const row = TABLE[name]!;
    const expected = row.expect[caller];

    it(`is ${expected === 'ok' ? 'allowed' : `refused with ${expected}`}`, async () => {
      const { variables = {}, refreshToken } = (await row.call?.(caller)) ?? {};
      const token = caller === 'anonymous' ? undefined : await mintToken(caller);
      const browser = new BrowserSession(app.url);
      browser.refreshToken = refreshToken ?? null;
      const { body } = await browser.send(document(variables), variables, token);
      if (expected === 'ok') {
        expect(body.errors).toBeUndefined();
        expect(body.data).toBeTruthy();
      } else {
        expect(body.errors?.map((e) => e.extensions?.code)).toEqual([expected]);
      }
    });
  },
);
