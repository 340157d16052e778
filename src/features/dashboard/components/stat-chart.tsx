/**
 * The statistic's breakdown as a bar chart (recharts, loaded only with the dashboard's charts).
 * Decorative for assistive technology: the same numbers are in the card's table.
 *
 * Kept cheap to render on a phone (issue 4's Lighthouse goal): the width comes from one
 * ResizeObserver here rather than recharts' ResponsiveContainer (which re-measured on every
 * effect pass), tick labels are plain SVG text at a fixed step (recharts otherwise measures each
 * label in the DOM), and nothing animates.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { Bar, BarChart, Rectangle, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';
import { formatMoney } from '@/lib/money';
import { periodLabel } from '@/lib/month';
import { clampTickX } from './chart-ticks';

export interface StatChartProps {
  points: { period: string; amount: string }[];
  currency: string;
}

const HEIGHT = 144; // h-36

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: string | number };
}

const FONT_SIZE = 11;

function makeTick(width: number) {
  return function Tick({ x, y, payload }: TickProps) {
    const label = String(payload?.value ?? '');
    return (
      <text
        x={clampTickX(Number(x ?? 0), label, width, FONT_SIZE)}
        y={y}
        dy={12}
        textAnchor="middle"
        fontSize={FONT_SIZE}
        fill="var(--muted-foreground)"
      >
        {label}
      </text>
    );
  };
}

/** The element's content width, kept up to date (0 until measured). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(Math.floor(element.clientWidth));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function StatChart({ points, currency }: StatChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const data = points.map((point) => ({ label: periodLabel(point.period), value: Number(point.amount), raw: point.amount }));
  return (
    <div ref={ref} aria-hidden="true" className="h-36 w-full">
      {width > 0 ? (
        <BarChart
          width={width}
          height={HEIGHT}
          data={data}
          margin={{ top: 4, right: 4, bottom: 0, left: 4 }}
          accessibilityLayer={false}
          tabIndex={-1}
        >
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={false}
            tick={makeTick(width)}
            // A fixed step, about five labels ('preserveStartEnd' measures every label in the DOM).
            interval={Math.max(0, Math.ceil(data.length / 5) - 1)}
          />
          <YAxis hide />
          <Tooltip
            cursor={{ fill: 'var(--muted)' }}
            isAnimationActive={false}
            contentStyle={{
              background: 'var(--popover)',
              border: '1px solid var(--border)',
              borderRadius: 6,
              color: 'var(--popover-foreground)',
            }}
            formatter={(_value, _name, item) => [formatMoney((item.payload as { raw: string }).raw, currency), 'Amount']}
          />
          <Bar
            dataKey="value"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
            shape={(props: BarShapeProps) => (
              // Losses (a negative profit) in the destructive colour.
              <Rectangle {...props} fill={Number(props.value) < 0 ? 'var(--destructive)' : 'var(--primary)'} />
            )}
          />
        </BarChart>
      ) : null}
    </div>
  );
}

export default StatChart;
