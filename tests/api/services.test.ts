import { Icon } from '../../server/src/common/icon';
import { Service } from '../../server/src/modules/services/service.entity';
import { UNKNOWN_ID } from '../fixtures/projects';
import {
  FEATURED_SERVICES,
  SEEDED_SERVICE_NAMES,
  SERVICE,
  SERVICES,
  type FeaturedServicesData,
  type ServiceData,
  type ServicesData,
  type ServiceView,
} from '../fixtures/services';
import { dataOf, errorOf, startTestApp, type TestApp } from '../fixtures/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const all = async (): Promise<ServiceView[]> => dataOf(await app.gql<ServicesData>(SERVICES)).services;
const featured = async (): Promise<ServiceView[]> =>
  dataOf(await app.gql<FeaturedServicesData>(FEATURED_SERVICES)).featuredServices;
const names = (services: ServiceView[]) => services.map((service) => service.name);

/** GraphQL names of the spec's icons (the enum's keys). */
const ICON_NAMES = Object.keys(Icon);

/** Runs `check` after `change` has been applied to the services table, then restores every row. */
async function withChangedServices(change: () => Promise<unknown>, check: () => Promise<void>): Promise<void> {
  const repository = app.dataSource.getRepository(Service);
  const before = await repository.find();
  await change();
  try {
    await check();
  } finally {
    for (const { id, featured: flag, sortOrder } of before)
      await repository.update({ id }, { featured: flag, sortOrder });
  }
}

describe('the seeded catalogue', () => {
  it('has the 8 services of the spec, in the Services page order', async () => {
    expect(names(await all())).toEqual([...SEEDED_SERVICE_NAMES]);
  });

  it('has Web Development exactly once (the spec duplicates its card)', async () => {
    expect(names(await all()).filter((name) => name === 'Web Development')).toHaveLength(1);
  });

  it('gives every service 5 distinct, written-out bullet points', async () => {
    for (const service of await all()) {
      expect({ name: service.name, count: service.bulletPoints.length }).toEqual({ name: service.name, count: 5 });
      expect(new Set(service.bulletPoints).size).toBe(5);
      for (const point of service.bulletPoints) expect(point.trim().length).toBeGreaterThan(15);
    }
  });

  it('gives every service a description of one or two real sentences and an icon from the spec', async () => {
    for (const service of await all()) {
      expect(service.description.length).toBeGreaterThan(60);
      expect(service.description).toMatch(/\.$/);
      expect(service.description).not.toMatch(/lorem|ipsum|tbd|todo/i);
      expect(ICON_NAMES).toContain(service.icon);
    }
  });

  it('features 4 services', async () => {
    expect((await all()).filter((service) => service.featured)).toHaveLength(4);
  });
});

describe('the service list', () => {
  it('is ordered by sortOrder', async () => {
    const orders = (await all()).map((service) => service.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('follows a changed sortOrder, breaking ties by id', async () => {
    const repository = app.dataSource.getRepository(Service);
    const last = await repository.findOneByOrFail({ name: 'Mobile App Development' });
    const third = await repository.findOneByOrFail({ name: 'Web Development' });
    await withChangedServices(
      async () => {
        await repository.update({ id: last.id }, { sortOrder: -1 });
        await repository.update({ id: third.id }, { sortOrder: 1 }); // the same as Custom Software Solutions
      },
      async () => {
        expect(names(await all()).slice(0, 3)).toEqual([
          'Mobile App Development',
          'Custom Software Solutions',
          'Web Development',
        ]);
      },
    );
  });
});

describe('featured services', () => {
  it('are the 4 flagged ones, in the public order', async () => {
    const list = await featured();
    expect(names(list)).toEqual([
      'Custom Software Solutions',
      'Web Development',
      'AI/ML Solutions',
      'Consulting Services',
    ]);
    expect(list.every((service) => service.featured)).toBe(true);
    expect(list).toEqual((await all()).filter((service) => service.featured));
  });

  it('are only the flagged ones: none flagged gives none', async () => {
    await withChangedServices(
      () => app.dataSource.getRepository(Service).update({ featured: true }, { featured: false }),
      async () => expect(await featured()).toEqual([]),
    );
  });
});

describe('one service', () => {
  it('is found by id with every field', async () => {
    const listed = (await all())[2]!;
    const { service } = dataOf(await app.gql<ServiceData>(SERVICE, { id: listed.id }));
    expect(service).toEqual(listed);
    expect(service).toMatchObject({ name: 'Web Development', icon: 'GLOBE', featured: true });
    expect(new Date(service.createdAt).toISOString()).toBe(service.createdAt);
  });

  it("is NOT_FOUND with 'Service not found' for an unknown id", async () => {
    const response = await app.gql(SERVICE, { id: UNKNOWN_ID });
    expect(response.data).toBeNull();
    expect(errorOf(response)).toMatchObject({ message: 'Service not found', extensions: { code: 'NOT_FOUND' } });
  });
});
