import { STAFF_ROLES } from '../../auth/roles';
import { defineExport } from '../../common/export/csv-export';
import { Service } from './service.entity';
import { AdminServicesArgs } from './service.inputs';
import { ServiceCatalog } from './service.service';

/** The services list as CSV: the back-office table's columns, with its search and sort applied. */
export const serviceExport = defineExport({
  name: 'services',
  roles: STAFF_ROLES,
  args: AdminServicesArgs,
  params: ['search', 'sort', 'direction'],
  query: (dataSource, args) => new ServiceCatalog(dataSource).matching(args),
  columns: [
    { header: 'Service Name', value: (s: Service) => s.name },
    { header: 'Description', value: (s) => s.description },
    { header: 'Icon', value: (s) => s.icon },
    { header: 'Featured', value: (s) => s.featured },
    // One cell: the points one per line, as a spreadsheet shows them in a wrapped cell.
    { header: 'Bullet Points', value: (s) => s.bulletPoints.join('\n') },
  ],
});
