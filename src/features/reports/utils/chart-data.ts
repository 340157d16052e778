/** What a report's chart draws, from the answer's decimal strings (bar sizes in integer minor units). */
import type { BusinessSchemas } from '@/api/types';
import { toMinor } from '@/lib/money';
import type { ReportType } from './report-types';

type Report = BusinessSchemas['Report'];

/** What each type's chart draws, if anything: bars per month of one total, grouped bars, or a bar list of the rows. */
export const CHARTS: Record<ReportType, { kind: 'months'; series: string[] } | { kind: 'rows' } | null> = {
  sales: { kind: 'months', series: ['Total sales'] },
  profit_and_loss: { kind: 'months', series: ['Sales', 'Expenses', 'Payroll', 'Net profit'] },
  expenses: { kind: 'rows' },
  payroll: { kind: 'months', series: ['Total payroll'] },
  debtors: { kind: 'rows' },
  inventory: null,
};

export interface MonthPoint {
  month: string;
  /** The series' amounts that month, by total label (decimal strings). */
  amounts: Record<string, string>;
}

/** The report's months, each with the amounts of `series` (total labels; a missing one is zero). */
export function monthPoints(report: Report, series: readonly string[]): MonthPoint[] {
  return (report.months ?? []).map(({ month, totals }) => ({
    month,
    amounts: Object.fromEntries(series.map((label) => [label, totals.find((line) => line.label === label)?.amount ?? '0.00'])),
  }));
}

const COLORS = ['var(--primary)', 'var(--warning)', 'var(--muted-foreground)', 'var(--foreground)'];

/** A series' colour (the chart and its legend agree). */
export const seriesColor = (index: number): string => COLORS[index % COLORS.length]!;

/**
 * Each row's bar as a share of the largest amount (by size), in per cent with one decimal, from
 * minor units: '250.00' of a largest '1000.00' is 25.
 */
export function barShares(rows: readonly { amount: string }[]): number[] {
  const sizes = rows.map((row) => {
    const minor = toMinor(row.amount);
    return minor < 0n ? -minor : minor;
  });
  const largest = sizes.reduce((max, size) => (size > max ? size : max), 0n);
  if (largest === 0n) return sizes.map(() => 0);
  return sizes.map((size) => Number((size * 1000n) / largest) / 10);
}
