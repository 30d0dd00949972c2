import { SERVICE_LIMITS, SERVICE_MESSAGES } from '@site/shared';
import { AUDIT_ENTRIES, type AuditEntriesData, type AuditEntryView } from '../fixtures/audit';
import { UNKNOWN_ID } from '../fixtures/projects';
import {
  CREATE_SERVICE,
  DELETE_SERVICE,
  SERVICE,
  SERVICES,
  SET_SERVICE_FEATURED,
  UPDATE_SERVICE,
  validService,
  type CreateServiceData,
  type DeleteServiceData,
  type ServiceData,
  type ServiceInput,
  type ServicesData,
  type ServiceView,
  type SetServiceFeaturedData,
  type UpdateServiceData,
} from '../fixtures/services';
import { ADMIN, dataOf, errorOf, startTestApp, STAFF, type TestApp } from '../fixtures/test-app';

let app: TestApp;
let staff: string;
let admin: string;
const names = { staff: '', admin: '' };

const nameOf = async (token: string) =>
  dataOf(await app.gql<{ me: { name: string } }>('{ me { name } }', {}, token)).me.name;

beforeAll(async () => {
  app = await startTestApp();
  staff = await app.login(STAFF.email, STAFF.password);
  admin = await app.login(ADMIN.email, ADMIN.password);
  names.staff = await nameOf(staff);
  names.admin = await nameOf(admin);
});
afterAll(() => app?.close());

let counter = 0;
/** A name no other test uses, so tests do not collide on the unique index. */
const fresh = (base = 'Service') => `${base} ${++counter}`;

const create = async (input: Partial<ServiceInput> = {}): Promise<ServiceView> =>
  dataOf(await app.gql<CreateServiceData>(CREATE_SERVICE, { input: validService({ name: fresh(), ...input }) }, staff))
    .createService;
const read = async (id: number) => dataOf(await app.gql<ServiceData>(SERVICE, { id })).service;

async function history(id: number): Promise<AuditEntryView[]> {
  const variables = { entity: 'Service', entityId: String(id) };
  return dataOf(await app.gql<AuditEntriesData>(AUDIT_ENTRIES, variables, admin)).auditEntries.items;
}

describe('creating a service', () => {
  it('stores it trimmed, not featured by default, last in the public order, and records who added it', async () => {
    const name = fresh('  Cloud Migration');
    const created = await create({ name: `${name}  `, bulletPoints: [' One ', 'Two'] });
    expect(created).toMatchObject({ name: name.trim(), featured: false, icon: 'GLOBE', bulletPoints: ['One', 'Two'] });
    const { services } = dataOf(await app.gql<ServicesData>(SERVICES));
    expect(services.at(-1)?.id).toBe(created.id);
    expect(await read(created.id)).toEqual(created);
    const [entry] = await history(created.id);
    expect(entry).toMatchObject({ action: 'create', entity: 'Service', label: name.trim(), actorName: names.staff });
  });

  it('keeps the featured flag, the icon and the bullet points it is given', async () => {
    const created = await create({
      featured: true,
      icon: 'CPU',
      bulletPoints: ['Ünïcödé ✓', 'Quotes "and" commas, too'],
    });
    expect(await read(created.id)).toMatchObject({
      featured: true,
      icon: 'CPU',
      bulletPoints: ['Ünïcödé ✓', 'Quotes "and" commas, too'],
    });
  });

  it('refuses a name already taken, whatever its letter case, with CONFLICT and records nothing', async () => {
    const first = await create();
    for (const name of [first.name, first.name.toUpperCase(), ` ${first.name} `]) {
      const response = await app.gql(CREATE_SERVICE, { input: validService({ name }) }, staff);
      expect(errorOf(response)).toMatchObject({
        message: SERVICE_MESSAGES.nameTaken,
        extensions: { code: 'CONFLICT', fields: { name: [SERVICE_MESSAGES.nameTaken] } },
      });
    }
    const { services } = dataOf(await app.gql<ServicesData>(SERVICES));
    expect(services.filter((service) => service.name.toLowerCase() === first.name.toLowerCase())).toHaveLength(1);
  });

  it('lets exactly one of ten concurrent creates with the same name win; the others get CONFLICT', async () => {
    const name = fresh('Raced');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.gql<CreateServiceData>(CREATE_SERVICE, { input: validService({ name }) }, staff),
      ),
    );
    const won = responses.filter((response) => response.data?.createService);
    expect(won).toHaveLength(1);
    const codes = responses.filter((response) => response.errors).map((response) => errorOf(response).extensions?.code);
    expect(codes).toEqual(Array(9).fill('CONFLICT'));
    expect(await history(won[0]!.data!.createService.id)).toHaveLength(1);
  });
});

describe('the service inputs', () => {
  const fieldsOf = (response: Awaited<ReturnType<TestApp['gql']>>) => {
    const error = errorOf(response);
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    return error.extensions?.fields ?? {};
  };

  it.each([
    ['a blank name', { name: '   ' }, 'name', SERVICE_MESSAGES.nameRequired],
    ['a name too long', { name: 'n'.repeat(SERVICE_LIMITS.name + 1) }, 'name', SERVICE_MESSAGES.nameMax],
    ['a blank description', { description: '' }, 'description', SERVICE_MESSAGES.descriptionRequired],
    [
      'a description too long',
      { description: 'd'.repeat(SERVICE_LIMITS.description + 1) },
      'description',
      SERVICE_MESSAGES.descriptionMax,
    ],
    [
      'too many bullet points',
      { bulletPoints: Array.from({ length: SERVICE_LIMITS.bulletPoints + 1 }, (_, i) => `Point ${i}`) },
      'bulletPoints',
      SERVICE_MESSAGES.bulletPointsMax,
    ],
    ['a blank bullet point', { bulletPoints: ['One', ' '] }, 'bulletPoints', SERVICE_MESSAGES.bulletPointRequired],
    [
      'a bullet point too long',
      { bulletPoints: ['b'.repeat(SERVICE_LIMITS.bulletPoint + 1)] },
      'bulletPoints',
      SERVICE_MESSAGES.bulletPointMax,
    ],
  ])('refuse %s with BAD_USER_INPUT and the field message, creating or updating', async (_, change, field, message) => {
    const created = await create();
    const onCreate = await app.gql(CREATE_SERVICE, { input: validService({ name: fresh(), ...change }) }, staff);
    expect(fieldsOf(onCreate)[field]).toEqual([message]);
    const onUpdate = await app.gql(UPDATE_SERVICE, { id: created.id, input: change }, staff);
    expect(fieldsOf(onUpdate)[field]).toEqual([message]);
    expect(await read(created.id)).toEqual(created);
  });

  it('refuses null for a required field with BAD_USER_INPUT, never an internal error', async () => {
    const created = await create();
    for (const field of ['name', 'description', 'icon', 'bulletPoints', 'featured']) {
      const onUpdate = await app.gql(UPDATE_SERVICE, { id: created.id, input: { [field]: null } }, staff);
      expect(errorOf(onUpdate).extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(fieldsOf(onUpdate))).toEqual([field]);
    }
    for (const field of ['name', 'description', 'icon']) {
      const onCreate = await app.gql(CREATE_SERVICE, { input: { ...validService(), [field]: null } }, staff);
      expect(errorOf(onCreate).extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await read(created.id)).toEqual(created);
  });
});

describe('updating a service', () => {
  it('changes only the fields it is given and records a field-by-field diff', async () => {
    const original = await create();
    const name = fresh('Renamed');
    const updated = dataOf(
      await app.gql<UpdateServiceData>(
        UPDATE_SERVICE,
        { id: original.id, input: { name: ` ${name} `, icon: 'CPU' } },
        admin,
      ),
    ).updateService;
    expect(updated).toMatchObject({ ...original, name, icon: 'CPU', updatedAt: updated.updatedAt });
    const [entry] = await history(original.id);
    expect(entry).toMatchObject({ action: 'update', label: name, actorName: names.admin });
    expect(entry!.changes.map((change) => change.field).sort()).toEqual(['icon', 'name']);
  });

  it("may keep its own name but not take another service's name (CONFLICT)", async () => {
    const one = await create();
    const other = await create();
    const same = await app.gql<UpdateServiceData>(UPDATE_SERVICE, { id: one.id, input: { name: one.name } }, staff);
    expect(dataOf(same).updateService.name).toBe(one.name);
    const taken = await app.gql(UPDATE_SERVICE, { id: one.id, input: { name: other.name.toLowerCase() } }, staff);
    expect(errorOf(taken)).toMatchObject({ message: SERVICE_MESSAGES.nameTaken, extensions: { code: 'CONFLICT' } });
    expect((await read(one.id)).name).toBe(one.name);
  });

  it("is NOT_FOUND with 'Service not found' for an unknown id", async () => {
    for (const query of [UPDATE_SERVICE, SET_SERVICE_FEATURED, DELETE_SERVICE]) {
      const variables = { id: UNKNOWN_ID, input: { name: 'Ghost' }, featured: true };
      const response = await app.gql(query, variables, staff);
      expect(errorOf(response)).toMatchObject({ message: 'Service not found', extensions: { code: 'NOT_FOUND' } });
    }
  });
});

describe('featuring a service', () => {
  const feature = (id: number, featured: boolean) =>
    app.gql<SetServiceFeaturedData>(SET_SERVICE_FEATURED, { id, featured }, staff);

  it('features and unfeatures it, each change recorded', async () => {
    const { id } = await create();
    expect(dataOf(await feature(id, true)).setServiceFeatured.featured).toBe(true);
    expect(dataOf(await feature(id, false)).setServiceFeatured.featured).toBe(false);
    expect((await history(id)).map((entry) => entry.action)).toEqual(['unfeature', 'feature', 'create']);
  });

  it('of ten concurrent identical requests, changes it once and records one entry; all answer featured', async () => {
    const { id } = await create();
    const responses = await Promise.all(Array.from({ length: 10 }, () => feature(id, true)));
    expect(responses.map((response) => dataOf(response).setServiceFeatured.featured)).toEqual(Array(10).fill(true));
    expect((await history(id)).filter((entry) => entry.action === 'feature')).toHaveLength(1);
  });
});

describe('deleting a service', () => {
  it('removes it from the public list, answers its id and records the deletion', async () => {
    const created = await create();
    expect(dataOf(await app.gql<DeleteServiceData>(DELETE_SERVICE, { id: created.id }, staff)).deleteService).toBe(
      created.id,
    );
    const { services } = dataOf(await app.gql<ServicesData>(SERVICES));
    expect(services.map((service) => service.id)).not.toContain(created.id);
    expect((await history(created.id))[0]).toMatchObject({ action: 'delete', label: created.name });
    const again = await app.gql(DELETE_SERVICE, { id: created.id }, staff);
    expect(errorOf(again).extensions?.code).toBe('NOT_FOUND');
  });
});
