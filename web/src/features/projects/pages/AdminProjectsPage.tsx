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
  const result = useProjects(listVariables(list));
  const actions = useProjectActions();
  const busy = useBusyRows();

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
            <AddButton to="/admin/projects/new">Add New Project</AddButton>
          </>
        }
      />
      <ProjectTable
        {...listTableProps(list, result, (data) => data.projects)}
        busyIds={busy.busyIds}
        onStatusChange={(p, status) => void busy.run(p.id, () => actions.update(p.id, { status }))}
        onFeaturedChange={(p, featured) => void busy.run(p.id, () => actions.setFeatured(p, featured))}
        onDelete={(p) => void busy.run(p.id, () => actions.remove(p.id))}
      />
    </Card>
  );
}
