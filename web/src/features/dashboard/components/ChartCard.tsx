import { lazy, Suspense, type ReactNode } from 'react';
import type { ChartSeries } from '../charts/chart-types';
import { DashboardPart, PartState } from './DashboardPart';

// The chart library comes in its own chunk, fetched only when a chart is shown: the public
// site and the rest of the back office never download it.
const ChartCanvas = lazy(() => import('../charts/ChartCanvas'));

export interface ChartCardProps {
  title: string;
  /** Figures to draw; undefined while they load. */
  series?: ChartSeries;
  error?: unknown;
  onRetry: () => unknown;
  /** Said instead of a chart when there is nothing to draw. */
  emptyText?: string;
  footer?: ReactNode;
}

/**
 * A chart with its figures also as a table: screen readers and people who prefer numbers read
 * the table (visually hidden), everyone else the drawing.
 */
export function ChartCard({ title, series, error, onRetry, emptyText, footer }: ChartCardProps) {
  let body: ReactNode;
  if (!series) {
    body = <PartState error={error} onRetry={onRetry} what="this chart" loading="Loading chart..." />;
  } else if (emptyText && series.values.every((v) => v === 0)) {
    body = <p className="dashboard-part__state">{emptyText}</p>;
  } else {
    body = (
      <>
        <Suspense fallback={<div className="chart-card__canvas" aria-hidden />}>
          <ChartCanvas {...series} />
        </Suspense>
        <table className="visually-hidden">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{series.categoryLabel}</th>
              <th scope="col">{series.seriesLabel}</th>
            </tr>
          </thead>
          <tbody>
            {series.labels.map((label, i) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{series.valueTexts[i]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }
  return (
    <DashboardPart title={title} className="chart-card">
      {body}
      {footer}
    </DashboardPart>
  );
}
