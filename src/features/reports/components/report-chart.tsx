/**
 * A report's months as bars (recharts, loaded on demand after the page's first paint): one bar
 * per month for one series (sales, payroll), grouped bars for several (profit and loss: Sales,
 * Expenses, Payroll, Net profit). Decorative for assistive technology: the page's 'By month'
 * table holds the same numbers. Cheap like the dashboard's charts: the width from one
 * ResizeObserver, plain SVG tick labels at a fixed step, no animation.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Rectangle, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';
import { formatMoney } from '@/lib/money';
import { periodLabel } from '@/lib/month';
import { seriesColor, type MonthPoint } from '../utils/chart-data';

export interface ReportChartProps {
  points: MonthPoint[];
  series: string[];
  currency: string;
}

const HEIGHT = 240;
const FONT_SIZE = 11;

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: string | number };
}

function Tick({ x, y, payload }: TickProps) {
  return (
    <text x={x} y={y} dy={12} textAnchor="middle" fontSize={FONT_SIZE} fill="var(--muted-foreground)">
      {periodLabel(String(payload?.value ?? ''))}
    </text>
  );
}

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

export function ReportChart({ points, series, currency }: ReportChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  // Bar heights only: the figures shown anywhere are the server's decimal strings.
  const data = points.map((point) => ({
    month: point.month,
    ...Object.fromEntries(series.map((name) => [name, Number(point.amounts[name] ?? '0')])),
    raw: point.amounts,
  }));
  return (
    <div ref={ref} aria-hidden="true" className="h-60 w-full">
      {width > 0 ? (
        <BarChart
          width={width}
          height={HEIGHT}
          data={data}
          margin={{ top: 8, right: 4, bottom: 0, left: 4 }}
          accessibilityLayer={false}
          tabIndex={-1}
          barGap={1}
        >
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis
            dataKey="month"
            tickLine={false}
            axisLine={false}
            tick={Tick}
            interval={Math.max(0, Math.ceil(data.length / Math.max(1, Math.floor(width / 70))) - 1)}
          />
          <YAxis hide />
          <Tooltip
            cursor={{ fill: 'var(--muted)' }}
            isAnimationActive={false}
            labelFormatter={(label) => (typeof label === 'string' ? periodLabel(label) : '')}
            contentStyle={{
              background: 'var(--popover)',
              border: '1px solid var(--border)',
              borderRadius: 6,
              color: 'var(--popover-foreground)',
            }}
            formatter={(_value, name, item) => [
              formatMoney((item.payload as { raw: Record<string, string> }).raw[String(name)] ?? '0.00', currency),
              String(name),
            ]}
          />
          {series.map((name, index) => (
            <Bar
              key={name}
              dataKey={name}
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
              shape={(props: BarShapeProps) => (
                <Rectangle {...props} fill={Number(props.value) < 0 ? 'var(--destructive)' : seriesColor(index)} />
              )}
            />
          ))}
        </BarChart>
      ) : null}
    </div>
  );
}

export default ReportChart;
