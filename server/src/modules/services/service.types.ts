import { ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { Service } from './service.entity';

@ObjectType({ description: 'One page of services and how many match in all.' })
export class ServicePage extends Paginated(Service, 'services') {}

/** The columns the back office's services list can be sorted by. */
export enum ServiceSort {
  POSITION = 'POSITION',
  NAME = 'NAME',
  ICON = 'ICON',
  FEATURED = 'FEATURED',
}
registerEnumType(ServiceSort, {
  name: 'ServiceSort',
  description: 'A column the services list can be sorted by; POSITION is the public order.',
});

/** The SQL each sort orders by: text case-insensitively, so SQLite and MariaDB agree. */
export const SERVICE_SORT_COLUMNS: Record<ServiceSort, string> = {
  [ServiceSort.POSITION]: 's.sortOrder',
  [ServiceSort.NAME]: 'LOWER(s.name)',
  [ServiceSort.ICON]: 's.icon',
  [ServiceSort.FEATURED]: 's.featured',
};
