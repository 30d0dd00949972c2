import { Card } from 'antd';
import {
  AddButton,
  ExportCsvButton,
  exportParams,
  listTableProps,
  ListToolbar,
  listVariables,
  useBusyRows,
  useListState,
} from '../../../components/admin-list';
import { useAdminServices } from '../api/admin-services';
import { useServiceActions } from '../api/useServiceActions';
import { ServiceTable } from '../components/ServiceTable';
import { ADMIN_DEFAULT_SORT, ADMIN_PAGE_SIZE, SERVICE_SORTS } from '../constants';
import '../services-admin.css';

export default function AdminServicesPage() {
  const list = useListState({
    sortFields: SERVICE_SORTS,
    defaultSort: ADMIN_DEFAULT_SORT,
    defaultPageSize: ADMIN_PAGE_SIZE,
  });
  const result = useAdminServices(listVariables(list));
  const actions = useServiceActions();
  const busy = useBusyRows();

  return (
    <Card>
      <ListToolbar
        search={list.searchText}
        onSearchChange={list.setSearchText}
        searchLabel="Search services"
        searchPlaceholder="Search services..."
        actions={
          <>
            <ExportCsvButton path="/api/export/services.csv" params={exportParams(list)} />
            <AddButton to="/admin/services/new">Add New Service</AddButton>
          </>
        }
      />
      <ServiceTable
        {...listTableProps(list, result, (data) => data.adminServices)}
        busyIds={busy.busyIds}
        onFeaturedChange={(s, featured) => void busy.run(s.id, () => actions.setFeatured(s.id, featured))}
        onDelete={(s) => void busy.run(s.id, () => actions.remove(s.id))}
      />
    </Card>
  );
}
