/** One series of figures to draw: a label and a value each. */
export interface ChartSeries {
  kind: 'bar' | 'line' | 'doughnut';
  /** What the labels are, such as 'Month' or 'Status' (the table's first column). */
  categoryLabel: string;
  labels: readonly string[];
  values: readonly number[];
  /** Each value as people read it ('$12,400.00', '3'): the table and the tooltips show these. */
  valueTexts: readonly string[];
  /** What the values are, such as 'Quotes'. */
  seriesLabel: string;
}

/** A series of counts: each value's text is the number itself. */
export function countSeries(
  kind: ChartSeries['kind'],
  categoryLabel: string,
  seriesLabel: string,
  points: readonly { label: string; count: number }[],
): ChartSeries {
  return {
    kind,
    categoryLabel,
    seriesLabel,
    labels: points.map((p) => p.label),
    values: points.map((p) => p.count),
    valueTexts: points.map((p) => String(p.count)),
  };
}
