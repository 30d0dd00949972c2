import { API_KEY_MESSAGES as M } from '@site/shared';
import { checksumOf } from '../../server/src/modules/api-keys/api-key-token';
import { ApiKey } from '../../server/src/modules/api-keys/api-key.entity';
import { AuditEntry } from '../../server/src/modules/audit/audit-entry.entity';
import {
  createKey,
  insertApiKey,
  REVOKE_API_KEY,
  ROLL_API_KEY,
  uniqueKeyName,
  withKey,
  type RollData,
} from '../fixtures/api-keys';
import { captureLog } from '../fixtures/log';
import { ADMIN, dataOf, startTestApp, type TestApp } from '../fixtures/test-app';

/* A key that is malformed, unknown, revoked or expired is refused, logged and audited; a used one says when. */

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login(ADMIN.email, ADMIN.password);
});
afterAll(() => app?.close());

const keys = () => app.dataSource.getRepository(ApiKey);

describe('a key that cannot be used', () => {
  const refusedAs = async (token: string, message: string) => {
    const answer = await withKey(app, token, '{ services { id } }');
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect(answer.body).toEqual({ errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] });
  };

  it('is refused without the database when malformed or its checksum is wrong', async () => {
    const { token } = await createKey(app, admin);
    const typo = token.slice(0, 20) + (token[20] === 'a' ? 'b' : 'a') + token.slice(21);
    const lookups = jest.spyOn(keys(), 'findOneBy');
    try {
      for (const bad of [
        typo,
        'bl_live_short',
        `${token}x`,
        'bl_test_whatever',
        token.replace('bl_live_', 'bl_lave_'),
      ]) {
        await refusedAs(bad, M.invalidKey);
      }
      expect(lookups).not.toHaveBeenCalled();
      // A well-formed key that does not exist is looked up, and refused alike.
      const random = 'Q'.repeat(30);
      await refusedAs(`bl_live_${random}${checksumOf(random)}`, M.invalidKey);
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
  });

  it('is refused from the moment it is revoked', async () => {
    const { token, key } = await createKey(app, admin);
    expect((await withKey(app, token, '{ services { id } }')).status).toBe(200);
    dataOf(await app.gql(REVOKE_API_KEY, { id: key.id }, admin));
    await refusedAs(token, M.revokedKey);
  });

  it('is refused once expired', async () => {
    const { token } = await insertApiKey(app, { expiresAt: new Date(Date.now() - 1000) });
    await refusedAs(token, M.expiredKey);
  });

  it('rolled, stays valid beside its successor for the overlap, then is refused', async () => {
    const old = await createKey(app, admin);
    const rolled = dataOf(await app.gql<RollData>(ROLL_API_KEY, { id: old.key.id, overlapHours: 1 }, admin));
    const successor = rolled.rollApiKey.token;
    expect((await withKey(app, old.token, '{ services { id } }')).status).toBe(200);
    expect((await withKey(app, successor, '{ services { id } }')).status).toBe(200);
    // The overlap ends (as an hour from now would make it).
    await keys().update({ id: old.key.id }, { supersededAt: new Date(Date.now() - 1000) });
    await refusedAs(old.token, M.expiredKey);
    expect((await withKey(app, successor, '{ services { id } }')).status).toBe(200);
  });

  it('rolled with no overlap, is refused at once', async () => {
    const old = await createKey(app, admin);
    dataOf(await app.gql<RollData>(ROLL_API_KEY, { id: old.key.id, overlapHours: 0 }, admin));
    await refusedAs(old.token, M.expiredKey);
  });

  it('is logged each time it is refused, with why, and never with the key itself', async () => {
    const revoked = await insertApiKey(app, { revokedAt: new Date() });
    const expired = await insertApiKey(app, { expiresAt: new Date(Date.now() - 1000) });
    const limited = await createKey(app, admin, { scopes: ['QUOTES_WRITE'] });
    const log = captureLog();
    try {
      await withKey(app, 'bl_live_nonsense', '{ services { id } }');
      await withKey(app, revoked.token, '{ services { id } }');
      await withKey(app, expired.token, '{ services { id } }');
      await withKey(app, limited.token, 'query Catalogue { services { id } }');
      await withKey(app, limited.token, 'query Me { me { email } }');
    } finally {
      log.restore();
    }
    const refusals = log.entries().filter((line) => line.security === 'api key refused');
    expect(refusals.map(({ reason, apiKeyId, operation, level }) => ({ reason, apiKeyId, operation, level }))).toEqual([
      { reason: 'malformed', apiKeyId: undefined, operation: undefined, level: 'warn' },
      { reason: 'revoked', apiKeyId: revoked.id, operation: undefined, level: 'warn' },
      { reason: 'expired', apiKeyId: expired.id, operation: undefined, level: 'warn' },
      { reason: 'scope: CATALOGUE_READ', apiKeyId: limited.key.id, operation: 'Catalogue', level: 'warn' },
      { reason: 'scope: Query.me', apiKeyId: limited.key.id, operation: 'Me', level: 'warn' },
    ]);
    for (const token of [revoked.token, expired.token, limited.token]) expect(log.text()).not.toContain(token);
  });

  it("goes to the key's audit trail, once per reason a minute however often it is refused", async () => {
    const name = uniqueKeyName('Revoked');
    const revoked = await insertApiKey(app, { revokedAt: new Date(), name });
    const limited = await createKey(app, admin, { scopes: ['QUOTES_WRITE'] });
    for (let i = 0; i < 5; i += 1) {
      await withKey(app, revoked.token, '{ services { id } }');
      await withKey(app, limited.token, 'query Catalogue { services { id } }');
    }
    await withKey(app, limited.token, 'query Me { me { email } }');
    await Promise.all(Array.from({ length: 10 }, () => withKey(app, limited.token, 'query Me { me { email } }')));
    const entries = await app.dataSource.getRepository(AuditEntry).find({
      where: [
        { entity: 'ApiKey', entityId: String(revoked.id), action: 'refused' },
        { entity: 'ApiKey', entityId: String(limited.key.id), action: 'refused' },
      ],
      order: { id: 'ASC' },
    });
    expect(
      entries.map(({ entityId, label, actorId, actorName, changes }) => ({
        entityId,
        label,
        actorId,
        actorName,
        changes,
      })),
    ).toEqual([
      {
        entityId: String(revoked.id),
        label: name,
        actorId: null,
        actorName: expect.stringMatching(/^Caller at /),
        changes: { reason: { from: null, to: 'revoked' } },
      },
      expect.objectContaining({
        entityId: String(limited.key.id),
        changes: { reason: { from: null, to: 'scope: CATALOGUE_READ' } },
      }),
      expect.objectContaining({
        entityId: String(limited.key.id),
        changes: { reason: { from: null, to: 'scope: Query.me' } },
      }),
    ]);
  });

  it('that is no key of ours names no record: the security log only', async () => {
    const entries = () => app.dataSource.getRepository(AuditEntry).countBy({ action: 'refused' });
    const before = await entries();
    const random = 'Z'.repeat(30);
    await withKey(app, `bl_live_${random}${checksumOf(random)}`, '{ services { id } }');
    await withKey(app, 'bl_live_nonsense', '{ services { id } }');
    expect(await entries()).toBe(before);
  });
});

describe('when a key was last used', () => {
  it('is recorded on use, at most once a minute', async () => {
    const { token, key } = await createKey(app, admin);
    const lastUsed = async () => (await keys().findOneByOrFail({ id: key.id })).lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await withKey(app, token, '{ services { id } }');
    const first = await lastUsed();
    expect(Date.now() - first!.getTime()).toBeLessThan(5000);

    const writes = jest.spyOn(keys(), 'createQueryBuilder');
    try {
      for (let i = 0; i < 5; i += 1) await withKey(app, token, '{ services { id } }');
      expect(writes).not.toHaveBeenCalled();
    } finally {
      writes.mockRestore();
    }
    expect(await lastUsed()).toEqual(first);

    const longAgo = new Date(Math.floor(Date.now() / 1000) * 1000 - 2 * 60_000);
    await keys().update({ id: key.id }, { lastUsedAt: longAgo });
    await withKey(app, token, '{ services { id } }');
    expect((await lastUsed())!.getTime()).toBeGreaterThan(longAgo.getTime() + 60_000);
  });
});
