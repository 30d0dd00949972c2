import { ListPanel, ListToolbar, useAdminList } from '../../../components/admin-list';
import { useAdminServices } from '../api/admin-services';
import { useServiceActions } from '../api/useServiceActions';
import { ServiceTable } from '../components/ServiceTable';
import { ADMIN_DEFAULT_SORT, ADMIN_PAGE_SIZE, SERVICE_SORTS } from '../constants';
import '../services-admin.css';

export default function AdminServicesPage() {
  const list = useAdminList({
    sortFields: SERVICE_SORTS,
    defaultSort: ADMIN_DEFAULT_SORT,
    defaultPageSize: ADMIN_PAGE_SIZE,
    searchLabel: 'Search services',
    searchPlaceholder: 'Search services...',
    exportPath: '/api/export/services.csv',
    add: { to: '/admin/services/new', label: 'Add New Service' },
  });
  const result = useAdminServices(list.variables);
  const actions = useServiceActions();

  return (
    <ListPanel>
      <ListToolbar {...list.toolbar} />
      <ServiceTable
        {...list.table(result, (data) => data.adminServices)}
        onFeaturedChange={(s, featured) => list.saveRow(s.id, () => actions.setFeatured(s.id, featured))}
        onDelete={(s) => list.saveRow(s.id, () => actions.remove(s.id))}
      />
    </ListPanel>
  );
}
