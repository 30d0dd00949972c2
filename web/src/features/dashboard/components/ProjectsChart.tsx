import { countSeries } from '../charts/chart-types';
import { useDashboardProjects } from '../api/dashboard';
import { statusLabel } from '../dashboard-format';
import { ChartCard } from './ChartCard';

/** How many projects are in each status. */
export function ProjectsChart() {
  const { data, error, refetch } = useDashboardProjects();
  return (
    <ChartCard
      title="Projects by Status"
      series={
        data &&
        countSeries(
          'bar',
          'Status',
          'Projects',
          data.dashboardProjects.map((s) => ({ label: statusLabel(s.status), count: s.count })),
        )
      }
      error={error}
      onRetry={refetch}
      emptyText="No projects yet"
    />
  );
}
