import { ListPanel, ListToolbar, useAdminList } from '../../../components/admin-list';
import { useProjects } from '../api/projects';
import { useProjectActions } from '../api/useProjectActions';
import { ProjectTable } from '../components/ProjectTable';
import { ADMIN_PAGE_SIZE, ADMIN_DEFAULT_SORT, PROJECT_SORTS } from '../constants';

export default function AdminProjectsPage() {
  const list = useAdminList({
    sortFields: PROJECT_SORTS,
    defaultSort: ADMIN_DEFAULT_SORT,
    defaultPageSize: ADMIN_PAGE_SIZE,
    searchLabel: 'Search projects',
    searchPlaceholder: 'Search projects...',
    exportPath: '/api/export/projects.csv',
    add: { to: '/admin/projects/new', label: 'Add New Project' },
  });
  const result = useProjects(list.variables);
  const actions = useProjectActions();

  return (
    <ListPanel>
      <ListToolbar {...list.toolbar} />
      <ProjectTable
        {...list.table(result, (data) => data.projects)}
        onStatusChange={(p, status) => list.saveRow(p.id, () => actions.update(p.id, { status }))}
        onFeaturedChange={(p, featured) => list.saveRow(p.id, () => actions.setFeatured(p, featured))}
        onDelete={(p) => list.saveRow(p.id, () => actions.remove(p.id))}
      />
    </ListPanel>
  );
}
