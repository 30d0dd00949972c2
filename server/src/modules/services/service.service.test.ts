import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { Icon } from '../../common/icon';
import { openDatabase } from '../../db/data-source';
import { Service } from './service.entity';
import { ServiceCatalog } from './service.service';

let dataSource: DataSource;
let catalog: ServiceCatalog;

beforeAll(async () => {
  dataSource = await openDatabase('sqlite::memory:');
  catalog = new ServiceCatalog(dataSource);
});
afterAll(() => dataSource?.destroy());
beforeEach(() => dataSource.getRepository(Service).clear());

async function add(name: string, fields: Partial<Service> = {}): Promise<Service> {
  const repository = dataSource.getRepository(Service);
  return repository.save(
    repository.create({
      name,
      description: `${name} for growing businesses.`,
      icon: Icon.CODE,
      bulletPoints: ['One', 'Two', 'Three', 'Four', 'Five'],
      ...fields,
    }),
  );
}

const names = (services: Service[]) => services.map((service) => service.name);

describe('ServiceCatalog.list', () => {
  it('orders by sortOrder, then by id for services that share one', async () => {
    await add('Third', { sortOrder: 3 });
    await add('First', { sortOrder: 1 });
    await add('Second, older', { sortOrder: 2 });
    await add('Second, newer', { sortOrder: 2 });
    expect(names(await catalog.list())).toEqual(['First', 'Second, older', 'Second, newer', 'Third']);
  });

  it('gives the bullet points back as the list that was stored, in order', async () => {
    const bulletPoints = ['Quotes "and" commas, too', 'Ünïcödé ✓', 'Three', 'Four', 'Five'];
    await add('Lists', { bulletPoints });
    expect((await catalog.list())[0]).toMatchObject({ bulletPoints, featured: false, sortOrder: 0 });
  });

  it('is empty when there are no services', async () => {
    expect(await catalog.list()).toEqual([]);
  });
});

describe('ServiceCatalog.featured', () => {
  it('returns only the flagged services, in the public order', async () => {
    await add('Plain', { sortOrder: 1 });
    await add('Later', { sortOrder: 5, featured: true });
    await add('Sooner', { sortOrder: 2, featured: true });
    expect(names(await catalog.featured())).toEqual(['Sooner', 'Later']);
  });

  it('is empty when none is flagged: there is no fallback', async () => {
    await add('Plain');
    expect(await catalog.featured()).toEqual([]);
  });
});

describe('ServiceCatalog.get', () => {
  it('finds a service by id', async () => {
    const { id } = await add('Found');
    expect(await catalog.get(id)).toMatchObject({ id, name: 'Found' });
  });

  it("throws NOT_FOUND 'Service not found' for an unknown id", async () => {
    await expect(catalog.get(404)).rejects.toMatchObject({
      message: 'Service not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
