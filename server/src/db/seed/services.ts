import { CATALOGUE_SERVICES, ICON } from '@site/shared';
import { Icon } from '../../common/icon';

type SeedService = {
  name: string;
  description: string;
  icon: Icon;
  bulletPoints: string[];
  featured: boolean;
  sortOrder: number;
};

/**
 * The services the database starts with: the shared catalogue as rows,
 * icons as stored codes and numbered in the catalogue's card order.
 */
export const SEED_SERVICES: readonly SeedService[] = CATALOGUE_SERVICES.map((service, index) => ({
  ...service,
  icon: ICON[service.icon].value,
  bulletPoints: [...service.bulletPoints],
  sortOrder: index + 1,
}));
