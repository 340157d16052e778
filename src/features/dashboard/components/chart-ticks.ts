/**
 * A centred axis label at `x`, moved just enough to stay inside 0..width: the first and last bars'
 * labels ('Dec 2025') would otherwise be cut at the chart's edges. The label's width is estimated
 * from its length (labels are not measured in the DOM: see stat-chart.tsx).
 */
export function clampTickX(x: number, label: string, width: number, fontSize: number): number {
  const half = label.length * fontSize * 0.31;
  return Math.min(Math.max(x, half), Math.max(half, width - half));
}
