import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Select, Space, Switch, Table, type TableProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { ProjectFieldsFragment, ProjectStatus } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { PROJECT_STATUSES, STATUS_LABELS } from '../constants';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this project?';

export interface ProjectTableProps {
  projects: readonly ProjectFieldsFragment[];
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onStatusChange: (project: ProjectFieldsFragment, status: ProjectStatus) => void;
  onFeaturedChange: (project: ProjectFieldsFragment, featured: boolean) => void;
  onDelete: (project: ProjectFieldsFragment) => void;
  /** Ids whose inline change is being saved. */
  busyIds?: ReadonlySet<number>;
}

const statusOptions = PROJECT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

export function ProjectTable(props: ProjectTableProps) {
  const { projects, loading, total, page, pageSize, onPageChange, busyIds } = props;
  const navigate = useNavigate();
  const columns: TableProps<ProjectFieldsFragment>['columns'] = [
    {
      title: 'Project Name',
      dataIndex: 'title',
      key: 'title',
      width: 230,
      render: (title: string) => <strong>{title}</strong>,
    },
    { title: 'Client', dataIndex: 'client', key: 'client', responsive: ['md'] },
    { title: 'Category', dataIndex: 'category', key: 'category', responsive: ['lg'] },
    {
      title: 'Status',
      key: 'status',
      render: (_, p) => (
        <Select
          aria-label={`Status of ${p.title}`}
          value={p.status}
          options={statusOptions}
          onChange={(status) => props.onStatusChange(p, status)}
          disabled={busyIds?.has(p.id)}
          style={{ width: 124 }}
          size="small"
        />
      ),
    },
    { title: 'Date', dataIndex: 'date', key: 'date', render: formatDate, responsive: ['md'] },
    {
      title: 'Featured',
      key: 'featured',
      render: (_, p) => (
        <Switch
          aria-label={`Feature ${p.title}`}
          checked={p.featured}
          onChange={(featured) => props.onFeaturedChange(p, featured)}
          loading={busyIds?.has(p.id)}
          size="small"
        />
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, p) => (
        <Space size="small">
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit ${p.title}`}
            title="Edit"
            onClick={() => navigate(`/admin/projects/edit/${p.id}`)}
          />
          <Popconfirm
            title={DELETE_CONFIRMATION}
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() => props.onDelete(p)}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${p.title}`} title="Delete" />
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Table<ProjectFieldsFragment>
      rowKey="id"
      columns={columns}
      dataSource={projects as ProjectFieldsFragment[]}
      loading={loading}
      locale={{ emptyText: loading ? 'Loading projects...' : 'No projects found' }}
      pagination={
        total > pageSize
          ? {
              current: page,
              pageSize,
              total,
              onChange: onPageChange,
              showSizeChanger: false,
              showTotal: (n) => `${n} projects`,
            }
          : false
      }
      size="middle"
      scroll={{ x: 'max-content' }}
    />
  );
}
