import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProjectFieldsFragment, ProjectStatus } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { useProjects } from '../api/projects';
import { useProjectActions } from '../api/useProjectActions';
import { ProjectTable } from '../components/ProjectTable';
import { ADMIN_PAGE_SIZE } from '../constants';

const SEARCH_DELAY_MS = 250;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export default function AdminProjectsPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  const query = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const {
    data: current,
    previousData,
    loading,
    error,
  } = useProjects({
    offset: (page - 1) * ADMIN_PAGE_SIZE,
    limit: ADMIN_PAGE_SIZE,
    search: query || null,
  });
  // Keep showing the last page while the next one loads, so the table does not flash empty.
  const data = current ?? previousData;
  const actions = useProjectActions();
  const navigate = useNavigate();
  const projects = data?.projects.items ?? [];
  const total = data?.projects.total ?? 0;

  const inline = async (project: ProjectFieldsFragment, change: () => Promise<unknown>) => {
    setBusyIds((ids) => new Set(ids).add(project.id));
    try {
      await change();
    } catch {
      // The failure toast has been shown; the row keeps its saved value.
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(project.id);
        return next;
      });
    }
  };

  return (
    <Card>
      <Space className="admin-toolbar" wrap>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search projects..."
          aria-label="Search projects"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          className="admin-toolbar__search"
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/admin/projects/new')}>
          Add New Project
        </Button>
      </Space>
      {error && !data ? (
        <Alert type="error" showIcon title="Error loading projects" description={errorMessage(error)} />
      ) : (
        <ProjectTable
          projects={projects}
          loading={loading && !data}
          total={total}
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          onPageChange={setPage}
          busyIds={busyIds}
          onStatusChange={(p, status: ProjectStatus) => void inline(p, () => actions.update(p.id, { status }))}
          onFeaturedChange={(p, featured) => void inline(p, () => actions.setFeatured(p, featured))}
          onDelete={(p) =>
            void inline(p, async () => {
              await actions.remove(p.id);
              // Deleting the last row of the last page steps back a page.
              if (projects.length === 1 && page > 1) setPage(page - 1);
            })
          }
        />
      )}
    </Card>
  );
}
