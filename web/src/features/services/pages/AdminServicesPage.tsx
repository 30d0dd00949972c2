import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ExportCsvButton, exportParams, ListToolbar, useBusyRows, useListState } from '../../../components/admin-list';
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
  const { offset, limit, search, sort } = list;
  const { data, previousData, loading, error, refetch } = useAdminServices({
    offset,
    limit,
    search,
    sort: sort.field,
    direction: sort.direction,
  });
  // The last page stays on screen while the next one loads, so the table does not flash empty.
  const page = (data ?? previousData)?.adminServices;
  const actions = useServiceActions();
  const busy = useBusyRows();
  const navigate = useNavigate();

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
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/admin/services/new')}>
              Add New Service
            </Button>
          </>
        }
      />
      <ServiceTable
        services={page?.items ?? []}
        total={page?.total ?? 0}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        sort={sort}
        onSortChange={list.setSort}
        busyIds={busy.busyIds}
        onFeaturedChange={(s, featured) => void busy.run(s.id, () => actions.setFeatured(s.id, featured))}
        onDelete={(s) => void busy.run(s.id, () => actions.remove(s.id))}
      />
    </Card>
  );
}
