/**
 * The statistic's breakdown as a bar chart: plain SVG, one rectangle per period, about five
 * period labels, losses below a zero line in the destructive colour. Decorative for assistive
 * technology: the same numbers are in the card's table; a pointer over a bar shows its period and
 * amount (the bar's SVG title).
 *
 * Drawn by hand rather than with recharts (decision 0036): on a phone-speed CPU recharts' chunk
 * (about 100 KB gzip) took some 200 ms to evaluate and each chart another 150-200 ms to render,
 * most of the dashboard's total blocking time; this draws in well under a millisecond.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { formatMoney, toMinor } from '@/lib/money';
import { periodLabel } from '@/lib/month';
import { clampTickX } from './chart-ticks';

export interface StatChartProps {
  points: { period: string; amount: string }[];
  currency: string;
}

const HEIGHT = 144; // h-36
const FONT_SIZE = 11;
/** Room under the bars for the period labels. */
const LABELS = 18;
const TOP = 4;
const SIDE = 4;
/** The gap between bars, as a share of each bar's slot. */
const GAP = 0.2;

/**
 * The element's content width, kept up to date (0 until measured). Where ResizeObserver exists,
 * its first report (after the browser's own layout) gives the width: reading clientWidth here
 * forced a layout of the whole dashboard inside each chart's commit (~130 ms at 4x CPU).
 */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(Math.floor(element.clientWidth));
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export interface Bar {
  /** The period ('2026-11'), unique in a breakdown. */
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
  negative: boolean;
  label: string;
  title: string;
}

/**
 * Where each bar goes in a `width` x HEIGHT box: heights in proportion to the amounts (compared in
 * minor units, never as floats of money), a zero line between the highest gain and the deepest
 * loss; a zero amount draws no bar.
 */
export function layoutBars(points: StatChartProps['points'], currency: string, width: number): Bar[] {
  const minor = points.map((point) => toMinor(point.amount));
  const max = minor.reduce((high, value) => (value > high ? value : high), 0n);
  const min = minor.reduce((low, value) => (value < low ? value : low), 0n);
  const range = max - min;
  const plot = HEIGHT - TOP - LABELS;
  const slot = (width - SIDE * 2) / Math.max(1, points.length);
  // Share of the plot above the zero line (all of it when nothing is negative).
  const share = (value: bigint) => (range === 0n ? 0 : Number((value * 1_000_000n) / range) / 1_000_000);
  const zero = TOP + plot * share(max);
  return points.map((point, index) => {
    const value = minor[index]!;
    const height = plot * share(value < 0n ? -value : value);
    const label = periodLabel(point.period);
    return {
      key: point.period,
      x: SIDE + slot * index + (slot * GAP) / 2,
      y: value < 0n ? zero : zero - height,
      width: Math.max(1, slot * (1 - GAP)),
      height,
      negative: value < 0n,
      label,
      title: `${label}: ${formatMoney(point.amount, currency)}`,
    };
  });
}

export function StatChart({ points, currency }: StatChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const bars = width > 0 ? layoutBars(points, currency, width) : [];
  // About five labels at a fixed step, kept inside the chart's edges.
  const step = Math.max(1, Math.ceil(points.length / 5));
  return (
    <div ref={ref} aria-hidden="true" className="h-36 w-full">
      {width > 0 ? (
        <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} focusable="false">
          {bars.map((bar) => (
            <rect
              key={bar.key}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx={Math.min(3, bar.width / 2, bar.height / 2)}
              fill={bar.negative ? 'var(--destructive)' : 'var(--primary)'}
              className="hover:opacity-80"
            >
              <title>{bar.title}</title>
            </rect>
          ))}
          {bars.map((bar, index) =>
            index % step === 0 ? (
              <text
                key={bar.key}
                x={clampTickX(bar.x + bar.width / 2, bar.label, width, FONT_SIZE)}
                y={HEIGHT - LABELS + 12}
                textAnchor="middle"
                fontSize={FONT_SIZE}
                fill="var(--muted-foreground)"
              >
                {bar.label}
              </text>
            ) : null,
          )}
        </svg>
      ) : null}
    </div>
  );
}

export default StatChart;
