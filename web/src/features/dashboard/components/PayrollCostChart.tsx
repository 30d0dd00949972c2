import { formatMoney } from '../../../lib/format';
import { useDashboardPayrollCost } from '../api/dashboard';
import { monthLabel } from '../dashboard-format';
import { ChartCard } from './ChartCard';

/** Admins: what payroll cost (net salaries) each month over the last year. */
export function PayrollCostChart() {
  const { data, error, refetch } = useDashboardPayrollCost();
  const months = data?.dashboardPayrollCost;
  return (
    <ChartCard
      title="Payroll Cost per Month"
      series={
        months && {
          kind: 'line',
          categoryLabel: 'Month',
          seriesLabel: 'Net salaries',
          labels: months.map((m) => monthLabel(m.month)),
          // The drawing needs numbers; the table and tooltips keep the exact amounts.
          values: months.map((m) => Number(m.amount)),
          valueTexts: months.map((m) => formatMoney(m.amount)),
        }
      }
      error={error}
      onRetry={refetch}
      emptyText="No payroll in the last 12 months"
    />
  );
}
