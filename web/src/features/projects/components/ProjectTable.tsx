import { Switch } from 'antd';
import {
  AdminTable,
  RowActions,
  RowSelect,
  type AdminColumn,
  type ListTableProps,
} from '../../../components/admin-list';
import type { ProjectFieldsFragment, ProjectSort, ProjectStatus } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { PROJECT_STATUSES, STATUS_LABELS } from '../constants';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this project?';
export const PROJECT_LIST_TEXTS = {
  loading: 'Loading projects...',
  empty: 'No projects found',
  error: 'Error loading projects',
};

export interface ProjectTableProps extends ListTableProps<ProjectFieldsFragment, ProjectSort> {
  onStatusChange: (project: ProjectFieldsFragment, status: ProjectStatus) => void;
  onFeaturedChange: (project: ProjectFieldsFragment, featured: boolean) => void;
  onDelete: (project: ProjectFieldsFragment) => void;
}

const statusOptions = PROJECT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

export function ProjectTable({ busyIds, onStatusChange, onFeaturedChange, onDelete, ...table }: ProjectTableProps) {
  const busy = (p: ProjectFieldsFragment) => busyIds?.has(p.id) ?? false;
  const columns: AdminColumn<ProjectFieldsFragment, ProjectSort>[] = [
    {
      title: 'Project Name',
      dataIndex: 'title',
      key: 'title',
      sortField: 'TITLE',
      width: 230,
      render: (title: string) => <strong>{title}</strong>,
    },
    { title: 'Client', dataIndex: 'client', key: 'client', sortField: 'CLIENT', responsive: ['md'] },
    { title: 'Category', dataIndex: 'category', key: 'category', sortField: 'CATEGORY', responsive: ['lg'] },
    {
      title: 'Status',
      key: 'status',
      sortField: 'STATUS',
      render: (_, p) => (
        <RowSelect
          label={`Status of ${p.title}`}
          value={p.status}
          options={statusOptions}
          onChange={(status) => onStatusChange(p, status)}
          busy={busy(p)}
        />
      ),
    },
    { title: 'Date', dataIndex: 'date', key: 'date', sortField: 'DATE', render: formatDate, responsive: ['md'] },
    {
      title: 'Featured',
      key: 'featured',
      render: (_, p) => (
        <Switch
          aria-label={`Feature ${p.title}`}
          checked={p.featured}
          onChange={(featured) => onFeaturedChange(p, featured)}
          loading={busy(p)}
          size="small"
        />
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, p) => (
        <RowActions
          name={p.title}
          editPath={`/admin/projects/edit/${p.id}`}
          deleteConfirmation={DELETE_CONFIRMATION}
          onDelete={() => onDelete(p)}
          busy={busy(p)}
        />
      ),
    },
  ];
  return (
    <AdminTable<ProjectFieldsFragment, ProjectSort>
      {...table}
      columns={columns}
      busyIds={busyIds}
      texts={PROJECT_LIST_TEXTS}
      totalText={(n) => `${n} projects`}
    />
  );
}
