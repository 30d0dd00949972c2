import { countSeries } from '../charts/chart-types';
import { useDashboardQuotes } from '../api/dashboard';
import { monthLabel, statusLabel } from '../dashboard-format';
import { ChartCard } from './ChartCard';

/** Quotes received per month over the last year, and every quote by its status now. */
export function QuotesCharts() {
  const { data, error, refetch } = useDashboardQuotes();
  const quotes = data?.dashboardQuotes;
  return (
    <>
      <ChartCard
        title="Quotes Received per Month"
        series={
          quotes &&
          countSeries(
            'bar',
            'Month',
            'Quotes',
            quotes.perMonth.map((m) => ({ label: monthLabel(m.month), count: m.count })),
          )
        }
        error={error}
        onRetry={refetch}
        emptyText="No quotes received in the last 12 months"
      />
      <ChartCard
        title="Quotes by Status"
        series={
          quotes &&
          countSeries(
            'doughnut',
            'Status',
            'Quotes',
            quotes.byStatus.map((s) => ({ label: statusLabel(s.status), count: s.count })),
          )
        }
        error={error}
        onRetry={refetch}
        emptyText="No quotes yet"
      />
    </>
  );
}
