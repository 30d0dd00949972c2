import type { DataSource, Repository } from 'typeorm';
import { notFound } from '../../common/errors';
import { Service } from './service.entity';

/** The public order: sortOrder, then id for services that share one. */
const PUBLIC_ORDER = { sortOrder: 'ASC', id: 'ASC' } as const;

/** The services catalogue (decisions.md item 3: one table for the public site and the back office). */
export class ServiceCatalog {
  private readonly services: Repository<Service>;

  constructor(dataSource: DataSource) {
    this.services = dataSource.getRepository(Service);
  }

  /** Every service, in the public order. */
  list(): Promise<Service[]> {
    return this.services.find({ order: PUBLIC_ORDER });
  }

  /** The services flagged featured, in the public order (the home page's grid). */
  featured(): Promise<Service[]> {
    return this.services.find({ where: { featured: true }, order: PUBLIC_ORDER });
  }

  async get(id: number): Promise<Service> {
    const service = await this.services.findOneBy({ id });
    if (!service) throw notFound('Service not found');
    return service;
  }
}
