import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ExportCsvButton, exportParams, ListToolbar, useBusyRows, useListState } from '../../../components/admin-list';
import { useProjects } from '../api/projects';
import { useProjectActions } from '../api/useProjectActions';
import { ProjectTable } from '../components/ProjectTable';
import { ADMIN_PAGE_SIZE, ADMIN_DEFAULT_SORT, PROJECT_SORTS } from '../constants';

export default function AdminProjectsPage() {
  const list = useListState({
    sortFields: PROJECT_SORTS,
    defaultSort: ADMIN_DEFAULT_SORT,
    defaultPageSize: ADMIN_PAGE_SIZE,
  });
  const { offset, limit, search, sort } = list;
  const { data, previousData, loading, error, refetch } = useProjects({
    offset,
    limit,
    search,
    sort: sort.field,
    direction: sort.direction,
  });
  // The last page stays on screen while the next one loads, so the table does not flash empty.
  const page = (data ?? previousData)?.projects;
  const actions = useProjectActions();
  const busy = useBusyRows();
  const navigate = useNavigate();

  return (
    <Card>
      <ListToolbar
        search={list.searchText}
        onSearchChange={list.setSearchText}
        searchLabel="Search projects"
        searchPlaceholder="Search projects..."
        actions={
          <>
            <ExportCsvButton path="/api/export/projects.csv" params={exportParams(list)} />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/admin/projects/new')}>
              Add New Project
            </Button>
          </>
        }
      />
      <ProjectTable
        projects={page?.items ?? []}
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
        onStatusChange={(p, status) => void busy.run(p.id, () => actions.update(p.id, { status }))}
        onFeaturedChange={(p, featured) => void busy.run(p.id, () => actions.setFeatured(p, featured))}
        onDelete={(p) => void busy.run(p.id, () => actions.remove(p.id))}
      />
    </Card>
  );
}
