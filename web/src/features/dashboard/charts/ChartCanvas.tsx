import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Chart } from 'react-chartjs-2';
import type { ChartSeries } from './chart-types';

// Only the pieces the dashboard draws, so the chunk carries no other chart type.
ChartJS.register(ArcElement, DoughnutController, BarElement, BarController, LineElement, LineController);
ChartJS.register(PointElement, CategoryScale, LinearScale, Legend, Tooltip);

/** Colours with at least 3:1 contrast against white, one per bar or slice. */
const PALETTE = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c', '#0e7490'];

/**
 * The drawing of a chart. The canvas is hidden from assistive technology: the chart card gives
 * the same figures as a table.
 */
export default function ChartCanvas({ kind, labels, values, valueTexts, seriesLabel }: ChartSeries) {
  const doughnut = kind === 'doughnut';
  return (
    <div className="chart-card__canvas">
      <Chart
        type={kind}
        aria-hidden
        data={{
          labels: [...labels],
          datasets: [
            {
              label: seriesLabel,
              data: [...values],
              backgroundColor:
                doughnut || kind === 'bar' ? labels.map((_, i) => PALETTE[i % PALETTE.length]) : PALETTE[0],
              borderColor: kind === 'line' ? PALETTE[0] : undefined,
              tension: 0.25,
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            legend: { display: doughnut, position: 'bottom' },
            tooltip: {
              callbacks: { label: (item) => `${item.label}: ${valueTexts[item.dataIndex] ?? String(item.raw)}` },
            },
          },
          ...(doughnut
            ? {}
            : { scales: { y: { beginAtZero: true, ticks: { precision: 0 } }, x: { ticks: { autoSkip: true } } } }),
        }}
      />
    </div>
  );
}
