import { ERROR_MESSAGES, SERVICE_MESSAGES } from '@site/shared';
import type { DataSource, EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../../auth/actor';
import { conflict, notFound } from '../../common/errors';
import { cappedLimit, orderBySort } from '../../common/pagination';
import { pageAndTotal } from '../../db/list-page';
import { LIKE_ESCAPE, likePattern } from '../../db/text-search';
import { enforce } from '../../common/policy';
import { readForUpdate } from '../../db/read-for-update';
import { isUniqueViolation } from '../../db/constraint-violations';
import { auditTrail } from '../audit/audit-trail.service';
import { Service } from './service.entity';
import type { AdminServicesArgs, CreateServiceInput, UpdateServiceInput } from './service.inputs';
import { canCreateService, canDeleteService, canEditService } from './service.policy';
import { SERVICE_SORT_COLUMNS, type ServicePage } from './service.types';

/** The public order: sortOrder, then id for services that share one. */
const PUBLIC_ORDER = { sortOrder: 'ASC', id: 'ASC' } as const;

const missing = () => notFound(ERROR_MESSAGES.serviceNotFound);
const nameTaken = () => conflict(SERVICE_MESSAGES.nameTaken, 'name');

/** Texts are stored trimmed, bullet points each on its own. */
function trimmed<T extends Partial<CreateServiceInput>>(input: T): T {
  const copy = { ...input };
  if (typeof copy.name === 'string') copy.name = copy.name.trim();
  if (typeof copy.description === 'string') copy.description = copy.description.trim();
  if (Array.isArray(copy.bulletPoints)) copy.bulletPoints = copy.bulletPoints.map((point) => point.trim());
  return copy;
}

/** The services catalogue: one table for the public site and the back office. */
export class ServiceCatalog {
  private readonly services: Repository<Service>;

  constructor(private readonly dataSource: DataSource) {
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
    if (!service) throw missing();
    return service;
  }

  /** A page of the back office's list. */
  async page(args: AdminServicesArgs): Promise<ServicePage> {
    const take = cappedLimit(args.limit);
    const [items, total] = await pageAndTotal(this.matching(args), args.offset, take);
    return { items, total, offset: args.offset, limit: take };
  }

  /** The services the search selects, in the chosen order (the list and its CSV export). */
  matching({ search, sort, direction }: Omit<AdminServicesArgs, 'offset' | 'limit'>): SelectQueryBuilder<Service> {
    const query = this.services.createQueryBuilder('s');
    const text = search?.trim();
    if (text) {
      query.andWhere(
        `(LOWER(s.name) LIKE :q ESCAPE '${LIKE_ESCAPE}' OR LOWER(s.description) LIKE :q ESCAPE '${LIKE_ESCAPE}')`,
        { q: likePattern(text) },
      );
    }
    return orderBySort(query, SERVICE_SORT_COLUMNS, { sort, direction });
  }

  // Writes: each checks its policy, changes the row and records the audit entry in one
  // transaction, so a failed write leaves neither the change nor an entry.

  /** A new service, last in the public order; CONFLICT when the name is taken. */
  create(actor: Actor, input: CreateServiceInput): Promise<Service> {
    enforce(canCreateService(actor));
    const fields = trimmed(input);
    return this.unique(() =>
      this.dataSource.transaction(async (manager) => {
        await assertNameFree(manager, fields.name);
        const last = await manager
          .createQueryBuilder(Service, 's')
          .select('MAX(s.sortOrder)', 'max')
          .getRawOne<{ max: number | string | null }>();
        const sortOrder = Number(last?.max ?? 0) + 1;
        const { id } = await manager.save(manager.create(Service, { ...fields, sortOrder }));
        const service = await manager.findOneByOrFail(Service, { id });
        await auditTrail.record(manager, actor, { ...entry(service), action: 'create', after: service });
        return service;
      }),
    );
  }

  async update(actor: Actor, id: number, input: UpdateServiceInput): Promise<Service> {
    const changes = Object.fromEntries(Object.entries(trimmed(input)).filter(([, value]) => value !== undefined));
    return this.unique(() =>
      this.dataSource.transaction(async (manager) => {
        const before = await existing(manager, id);
        enforce(canEditService(actor, before));
        if (Object.keys(changes).length === 0) return before;
        if (typeof changes.name === 'string') await assertNameFree(manager, changes.name, id);
        const result = await manager.update(Service, { id }, changes);
        if (result.affected === 0) throw missing();
        const after = await manager.findOneByOrFail(Service, { id });
        await auditTrail.record(manager, actor, { ...entry(after), action: 'update', before, after });
        return after;
      }),
    );
  }

  /**
   * Features or unfeatures a service. The UPDATE only matches a row still in the other state,
   * so of several identical requests one changes it and records the entry; the rest find it
   * done and record nothing.
   */
  async setFeatured(actor: Actor, id: number, featured: boolean): Promise<Service> {
    return this.dataSource.transaction(async (manager) => {
      const before = await existing(manager, id);
      enforce(canEditService(actor, before));
      const result = await manager.update(Service, { id, featured: !featured }, { featured });
      const after = await manager.findOneBy(Service, { id });
      if (!after) throw missing();
      if (result.affected) {
        await auditTrail.record(manager, actor, {
          ...entry(after),
          action: featured ? 'feature' : 'unfeature',
          before,
          after,
        });
      }
      return after;
    });
  }

  async delete(actor: Actor, id: number): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const before = await existing(manager, id);
      enforce(canDeleteService(actor, before));
      const result = await manager.delete(Service, { id });
      if (!result.affected) throw missing();
      await auditTrail.record(manager, actor, { ...entry(before), action: 'delete', before });
      return id;
    });
  }

  /** Two writes racing past the name check: the unique index refuses the second, as a CONFLICT. */
  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      throw isUniqueViolation(error) ? nameTaken() : error;
    }
  }
}

/** Names are unique whatever their letter case, on SQLite as on MariaDB. */
async function assertNameFree(manager: EntityManager, name: string, exceptId?: number): Promise<void> {
  const query = manager.createQueryBuilder(Service, 's').where('LOWER(s.name) = :name', { name: name.toLowerCase() });
  if (exceptId !== undefined) query.andWhere('s.id <> :exceptId', { exceptId });
  if (await query.getExists()) throw nameTaken();
}

/** The service as it is now, held until the transaction ends; NOT_FOUND when there is none. */
async function existing(manager: EntityManager, id: number): Promise<Service> {
  const service = await readForUpdate(manager, Service, { id });
  if (!service) throw missing();
  return service;
}

const entry = (service: Service) => ({ entity: 'Service', entityId: service.id, label: service.name });
