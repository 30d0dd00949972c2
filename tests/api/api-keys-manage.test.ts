import { API_KEY_MESSAGES as M } from '@site/shared';
import { tokenHash } from '../../server/src/auth/tokens';
import { ApiKey } from '../../server/src/modules/api-keys/api-key.entity';
import { isWellFormedApiKey } from '../../server/src/modules/api-keys/api-key-token';
import {
  API_KEYS,
  createKey,
  CREATE_API_KEY,
  daysFromNow,
  insertApiKey,
  REVOKE_API_KEY,
  ROLL_API_KEY,
  uniqueKeyName,
  validKey,
  type ApiKeysData,
  type CreateData,
  type KeyInput,
  type RevokeData,
  type RollData,
} from '../fixtures/api-keys';
import { AUDIT_ENTRIES, type AuditEntriesData } from '../fixtures/audit';
import { captureLog } from '../fixtures/log';
import { ADMIN, dataOf, errorOf, fieldErrorsOf, STAFF, startTestApp, type TestApp } from '../fixtures/test-app';

/* Admins manage partner keys: made, listed, revoked and rolled, each audited and logged. */

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login(ADMIN.email, ADMIN.password);
});
afterAll(() => app?.close());

const keys = () => app.dataSource.getRepository(ApiKey);
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const create = (input: object, token = admin) => app.gql<CreateData>(CREATE_API_KEY, { input }, token);
const revoke = (id: number, token = admin) => app.gql<RevokeData>(REVOKE_API_KEY, { id }, token);
const roll = (variables: Record<string, unknown>, token = admin) => app.gql<RollData>(ROLL_API_KEY, variables, token);
const auditOf = async (id: number) =>
  dataOf(await app.gql<AuditEntriesData>(AUDIT_ENTRIES, { entity: 'ApiKey', entityId: String(id) }, admin)).auditEntries
    .items;

describe('creating a key', () => {
  it('answers the key once, in the recognisable checksummed format, and stores only its hash', async () => {
    const name = uniqueKeyName('Acme');
    const expiresAt = daysFromNow(90);
    const { token, key } = dataOf(
      await create({ name: `  ${name}  `, scopes: ['CATALOGUE_READ', 'QUOTES_WRITE'], expiresAt }),
    ).createApiKey;
    expect(isWellFormedApiKey(token)).toBe(true);
    expect(key).toMatchObject({
      name,
      prefix: token.slice(0, 12),
      scopes: ['CATALOGUE_READ', 'QUOTES_WRITE'],
      budgetPerMinute: 1000,
      createdByName: 'Alex Morgan',
      lastUsedAt: null,
      revokedAt: null,
      supersededAt: null,
      status: 'ACTIVE',
    });
    // Whole seconds: what a DATETIME keeps on both databases.
    expect(key.expiresAt).toBe(new Date(Math.floor(Date.parse(expiresAt) / 1000) * 1000).toISOString());

    const row = await keys().findOneByOrFail({ id: key.id });
    expect(row.tokenHash).toBe(tokenHash(token));
    expect(JSON.stringify(row)).not.toContain(token.slice(12));
    // Never listed again.
    const listed = dataOf(await app.gql<ApiKeysData>(API_KEYS, { search: name }, admin)).apiKeys.items;
    expect(listed).toEqual([key]);
    expect(JSON.stringify(listed)).not.toContain(token);
  });

  it('takes the budget given, 100 to 100,000 points a minute', async () => {
    expect((await createKey(app, admin, { budgetPerMinute: 100 })).key.budgetPerMinute).toBe(100);
    expect((await createKey(app, admin, { budgetPerMinute: 100_000 })).key.budgetPerMinute).toBe(100_000);
    for (const budgetPerMinute of [99, 100_001, 0, -5]) {
      expect(fieldErrorsOf(await create(validKey({ budgetPerMinute })))).toEqual({ budgetPerMinute: [M.budget] });
    }
  });

  it.each([
    ['a blank name', { name: '   ' }, { name: [M.nameRequired] }],
    ['a name over 100 characters', { name: 'n'.repeat(101) }, { name: [M.nameMax] }],
    ['no scope', { scopes: [] }, { scopes: [M.scopesRequired] }],
    ['a scope twice', { scopes: ['CATALOGUE_READ', 'CATALOGUE_READ'] }, { scopes: [M.scopesUnique] }],
    ['an expiry in the past', { expiresAt: daysFromNow(-1) }, { expiresAt: [M.expiresAtPast] }],
    ['an expiry now', { expiresAt: new Date(Date.now() - 1000).toISOString() }, { expiresAt: [M.expiresAtPast] }],
    ['an expiry beyond a year', { expiresAt: daysFromNow(367) }, { expiresAt: [M.expiresAtMax] }],
  ])('refuses %s with a clear message and stores nothing', async (_label, overrides, fields) => {
    const before = await keys().count();
    const response = await create(validKey(overrides as Partial<KeyInput>));
    expect(errorOf(response).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields });
    expect(await keys().count()).toBe(before);
  });

  it('accepts a name of exactly 100 characters and an expiry a year ahead', async () => {
    const name = `${uniqueKeyName()} `.padEnd(100, 'x');
    expect((await createKey(app, admin, { name, expiresAt: daysFromNow(365.9) })).key.name).toBe(name);
  });

  it('refuses a required field left out, or an expiry that is no date', async () => {
    const { expiresAt: _left, ...noExpiry } = validKey();
    expect(errorOf(await create(noExpiry)).extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    expect(errorOf(await create(validKey({ expiresAt: 'next year' }))).extensions?.code).toMatch(
      /BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/,
    );
  });

  it('refuses a name a current key has, whatever its case, but not one only a revoked key had', async () => {
    const name = uniqueKeyName('Twin');
    const first = await createKey(app, admin, { name });
    const taken = await create(validKey({ name: name.toUpperCase() }));
    expect(errorOf(taken)).toMatchObject({
      message: M.nameTaken,
      extensions: { code: 'CONFLICT', fields: { name: [M.nameTaken] } },
    });
    dataOf(await revoke(first.key.id));
    expect((await createKey(app, admin, { name })).key.name).toBe(name);
  });

  it('of one name, 10 at once: exactly one is made, the others are CONFLICT', async () => {
    const name = uniqueKeyName('Race');
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(validKey({ name }))));
    expect(answers.filter((answer) => answer.data?.createApiKey)).toHaveLength(1);
    expect(answers.filter((answer) => answer.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(9);
    expect(await keys().countBy({ name })).toBe(1);
  });

  it('is audited with who made it, without the secret, and goes to the security log', async () => {
    const log = captureLog();
    let issued;
    try {
      issued = await createKey(app, admin);
    } finally {
      log.restore();
    }
    const [entry, ...more] = await auditOf(issued.key.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorName: 'Alex Morgan',
      action: 'create',
      entity: 'ApiKey',
      label: issued.key.name,
    });
    expect(JSON.stringify(entry)).not.toContain(issued.token.slice(12));
    expect(JSON.stringify(entry)).not.toContain(tokenHash(issued.token));
    expect(entry!.changes.map((change) => change.field)).toEqual(
      expect.arrayContaining(['name', 'prefix', 'scopes', 'budgetPerMinute', 'expiresAt']),
    );
    const logged = log.entries().filter((line) => line.security === 'api key created');
    expect(logged).toEqual([expect.objectContaining({ apiKeyId: issued.key.id, userId: 1, role: 'admin' })]);
    expect(log.text()).not.toContain(issued.token);
  });
});

describe('who manages keys', () => {
  it('is an admin only: staff are FORBIDDEN, visitors UNAUTHENTICATED, and nothing is made', async () => {
    const staff = await app.login(STAFF.email, STAFF.password);
    const before = await keys().count();
    expect(errorOf(await create(validKey(), staff)).extensions?.code).toBe('FORBIDDEN');
    expect(errorOf(await app.gql(CREATE_API_KEY, { input: validKey() })).extensions?.code).toBe('UNAUTHENTICATED');
    expect(errorOf(await app.gql(API_KEYS, {}, staff)).extensions?.code).toBe('FORBIDDEN');
    const { id } = await insertApiKey(app);
    expect(errorOf(await revoke(id, staff)).extensions?.code).toBe('FORBIDDEN');
    expect(errorOf(await roll({ id }, staff)).extensions?.code).toBe('FORBIDDEN');
    expect(await keys().count()).toBe(before + 1);
  });
});

describe('the list of keys', () => {
  it('is newest first, revoked and expired included, paged, filtered by status and searched', async () => {
    const label = uniqueKeyName('Listed');
    const active = await insertApiKey(app, { name: `${label} active` });
    const expired = await insertApiKey(app, { name: `${label} expired`, expiresAt: new Date(Date.now() - 1000) });
    const revoked = await insertApiKey(app, { name: `${label} revoked`, revokedAt: new Date() });
    const rolling = await insertApiKey(app, {
      name: `${label} rolling`,
      supersededAt: new Date(Date.now() + HOUR_MS),
    });
    const list = async (variables: Record<string, unknown>) =>
      dataOf(await app.gql<ApiKeysData>(API_KEYS, { search: label, ...variables }, admin)).apiKeys;

    const all = await list({});
    expect(all.items.map((key) => [key.id, key.status])).toEqual([
      [rolling.id, 'ROLLING'],
      [revoked.id, 'REVOKED'],
      [expired.id, 'EXPIRED'],
      [active.id, 'ACTIVE'],
    ]);
    expect(all.total).toBe(4);
    for (const [status, id] of [
      ['ACTIVE', active.id],
      ['EXPIRED', expired.id],
      ['REVOKED', revoked.id],
      ['ROLLING', rolling.id],
    ] as const) {
      expect((await list({ status })).items.map((key) => key.id)).toEqual([id]);
    }
    expect(await list({ offset: 1, limit: 2 })).toMatchObject({ total: 4, offset: 1, limit: 2 });
    expect((await list({ offset: 1, limit: 2 })).items.map((key) => key.id)).toEqual([revoked.id, expired.id]);
    // The visible prefix is searched too.
    const prefix = (await keys().findOneByOrFail({ id: active.id })).prefix;
    expect(
      dataOf(await app.gql<ApiKeysData>(API_KEYS, { search: prefix }, admin)).apiKeys.items.map((key) => key.id),
    ).toContain(active.id);
  });

  it('refuses a search over 200 characters', async () => {
    expect(fieldErrorsOf(await app.gql(API_KEYS, { search: 's'.repeat(201) }, admin))).toEqual({
      search: [M.searchMax],
    });
  });
});

describe('revoking a key', () => {
  it('marks it revoked at once; a second time is CONFLICT; an unknown key NOT_FOUND', async () => {
    const { key } = await createKey(app, admin);
    const revoked = dataOf(await revoke(key.id)).revokeApiKey;
    expect(revoked).toMatchObject({ id: key.id, status: 'REVOKED' });
    expect(Date.now() - Date.parse(revoked.revokedAt!)).toBeLessThan(5000);
    expect(errorOf(await revoke(key.id))).toMatchObject({
      message: 'This key is already revoked',
      extensions: { code: 'CONFLICT' },
    });
    expect(errorOf(await revoke(999_999))).toMatchObject({ message: M.notFound, extensions: { code: 'NOT_FOUND' } });
  });

  it('works on an expired or a rolling key too', async () => {
    const expired = await insertApiKey(app, { expiresAt: new Date(Date.now() - 1000) });
    const rolling = await insertApiKey(app, { supersededAt: new Date(Date.now() + HOUR_MS) });
    expect(dataOf(await revoke(expired.id)).revokeApiKey.status).toBe('REVOKED');
    expect(dataOf(await revoke(rolling.id)).revokeApiKey.status).toBe('REVOKED');
  });

  it('10 times at once: exactly one succeeds, and one audit entry says so', async () => {
    const { id } = await insertApiKey(app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => revoke(id)));
    expect(answers.filter((answer) => answer.data?.revokeApiKey)).toHaveLength(1);
    expect(answers.filter((answer) => answer.errors?.[0]?.message === M.alreadyRevoked)).toHaveLength(9);
    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(['revoke']);
    expect(entries[0]!.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'revokedAt', from: null })]),
    );
  });

  it('goes to the security log', async () => {
    const { id } = await insertApiKey(app);
    const log = captureLog();
    try {
      dataOf(await revoke(id));
    } finally {
      log.restore();
    }
    expect(log.entries().filter((line) => line.security === 'api key revoked')).toEqual([
      expect.objectContaining({ apiKeyId: id, userId: 1 }),
    ]);
  });
});

describe('rolling a key', () => {
  it('makes a successor with the same name, scopes and budget; the old key is ROLLING until the overlap ends', async () => {
    const old = await createKey(app, admin, { scopes: ['PROJECTS_READ', 'QUOTES_WRITE'], budgetPerMinute: 250 });
    const before = Date.now();
    const { token, key } = dataOf(await roll({ id: old.key.id, overlapHours: 48 })).rollApiKey;
    expect(token).not.toBe(old.token);
    expect(isWellFormedApiKey(token)).toBe(true);
    expect(key).toMatchObject({
      name: old.key.name,
      scopes: ['PROJECTS_READ', 'QUOTES_WRITE'],
      budgetPerMinute: 250,
      status: 'ACTIVE',
      supersededAt: null,
    });
    const oldNow = await keys().findOneByOrFail({ id: old.key.id });
    expect(oldNow.supersededAt!.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 48 * HOUR_MS);
    expect(oldNow.supersededAt!.getTime()).toBeLessThan(Date.now() + 48 * HOUR_MS + 1000);
    const listed = dataOf(await app.gql<ApiKeysData>(API_KEYS, { search: old.key.name }, admin)).apiKeys.items;
    expect(listed.map((item) => [item.id, item.status])).toEqual([
      [key.id, 'ACTIVE'],
      [old.key.id, 'ROLLING'],
    ]);
    // The name stays the successor's: a new key cannot take it.
    expect(errorOf(await create(validKey({ name: old.key.name }))).extensions?.code).toBe('CONFLICT');
  });

  it("gives the successor the old key's span from now by default, capped at a year, or the expiry asked for", async () => {
    const created = await createKey(app, admin, { expiresAt: daysFromNow(30) });
    const span = Date.parse(created.key.expiresAt) - Date.parse(created.key.createdAt);
    const before = Date.now();
    const rolled = dataOf(await roll({ id: created.key.id })).rollApiKey.key;
    const expected = before + span;
    expect(Math.abs(Date.parse(rolled.expiresAt) - expected)).toBeLessThan(5000);

    const long = await insertApiKey(app, {
      createdAt: new Date(Date.now() - 300 * DAY_MS),
      expiresAt: new Date(Date.now() + 66 * DAY_MS),
    });
    const capped = dataOf(await roll({ id: long.id })).rollApiKey.key;
    expect(Date.parse(capped.expiresAt)).toBeLessThanOrEqual(Date.now() + 366 * DAY_MS);
    expect(Date.parse(capped.expiresAt)).toBeGreaterThan(Date.now() + 365 * DAY_MS);

    const chosen = daysFromNow(10);
    const asked = dataOf(await roll({ id: (await insertApiKey(app)).id, expiresAt: chosen })).rollApiKey.key;
    expect(Math.abs(Date.parse(asked.expiresAt) - Date.parse(chosen))).toBeLessThan(1000);
  });

  it('with an overlap of 0 stops the old key at once', async () => {
    const { id } = await insertApiKey(app);
    dataOf(await roll({ id, overlapHours: 0 }));
    const old = dataOf(await app.gql<ApiKeysData>(API_KEYS, { status: 'EXPIRED' }, admin)).apiKeys.items;
    expect(old.map((key) => key.id)).toContain(id);
  });

  it.each([
    ['an overlap below 0', { overlapHours: -1 }, { overlapHours: [M.overlap] }],
    ['an overlap over 720 hours', { overlapHours: 721 }, { overlapHours: [M.overlap] }],
    ['an expiry in the past', { expiresAt: daysFromNow(-1) }, { expiresAt: [M.expiresAtPast] }],
    ['an expiry beyond a year', { expiresAt: daysFromNow(367) }, { expiresAt: [M.expiresAtMax] }],
  ])('refuses %s and changes nothing', async (_label, variables, fields) => {
    const { id } = await insertApiKey(app);
    const before = await keys().count();
    expect(errorOf(await roll({ id, ...variables })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields });
    expect(await keys().count()).toBe(before);
    expect((await keys().findOneByOrFail({ id })).supersededAt).toBeNull();
  });

  it('accepts the longest overlap, 720 hours', async () => {
    const { id } = await insertApiKey(app);
    expect(dataOf(await roll({ id, overlapHours: 720 })).rollApiKey.key.status).toBe('ACTIVE');
  });

  it('refuses a key that is not active with CONFLICT, and an unknown one with NOT_FOUND', async () => {
    const states = [
      { revokedAt: new Date() },
      { expiresAt: new Date(Date.now() - 1000) },
      { supersededAt: new Date(Date.now() + HOUR_MS) },
    ];
    for (const fields of states) {
      const { id } = await insertApiKey(app, fields);
      expect(errorOf(await roll({ id }))).toMatchObject({ message: M.notRollable, extensions: { code: 'CONFLICT' } });
    }
    expect(errorOf(await roll({ id: 999_999 })).extensions?.code).toBe('NOT_FOUND');
  });

  it('10 times at once: exactly one successor is made', async () => {
    const { id } = await insertApiKey(app, { name: uniqueKeyName('Rolled') });
    const before = await keys().count();
    const answers = await Promise.all(Array.from({ length: 10 }, () => roll({ id, overlapHours: 1 })));
    expect(answers.filter((answer) => answer.data?.rollApiKey)).toHaveLength(1);
    expect(answers.filter((answer) => answer.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(9);
    expect(await keys().count()).toBe(before + 1);
  });

  it('is audited on the old key and the new one, and goes to the security log', async () => {
    const { id } = await insertApiKey(app);
    const log = captureLog();
    let successor;
    try {
      successor = dataOf(await roll({ id, overlapHours: 2 })).rollApiKey.key;
    } finally {
      log.restore();
    }
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['roll']);
    expect((await auditOf(successor.id)).map((entry) => [entry.action, entry.actorName])).toEqual([
      ['create', 'Alex Morgan'],
    ]);
    expect(log.entries().filter((line) => line.security === 'api key rolled')).toEqual([
      expect.objectContaining({ apiKeyId: id, reason: `successor ${successor.id}` }),
    ]);
  });
});
