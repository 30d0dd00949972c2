import type { FeatureModule } from '../../app/feature-module';
import { ServicesAndPages1763800000003 } from '../../db/migrations/1763800000003-services-and-pages';
import { SEED_SERVICES } from '../../db/seed/services';
import { Service } from './service.entity';
import { serviceExport } from './service.export';
import { ServiceResolver } from './service.resolver';

export const servicesModule: FeatureModule = {
  name: 'services',
  entities: [Service],
  resolvers: [ServiceResolver],
  // Predates feature modules: it also made the content pages' table.
  migrations: [ServicesAndPages1763800000003],
  exports: [serviceExport],
  seeds: [
    {
      name: 'services',
      kind: 'content',
      async apply(manager) {
        await manager.insert(Service, [...SEED_SERVICES]);
      },
    },
  ],
};
