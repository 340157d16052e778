/**
 * The statistic's breakdown as a bar chart (recharts, loaded only with the dashboard's charts).
 * Decorative for assistive technology: the same numbers are in the card's table.
 */
import { Bar, BarChart, Rectangle, ResponsiveContainer, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';
import { formatMoney } from '@/lib/money';
import { periodLabel } from '../month';

export interface StatChartProps {
  points: { period: string; amount: string }[];
  currency: string;
}

export function StatChart({ points, currency }: StatChartProps) {
  const data = points.map((point) => ({ label: periodLabel(point.period), value: Number(point.amount), raw: point.amount }));
  return (
    <div aria-hidden="true" className="h-36 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: 4 }} accessibilityLayer={false} tabIndex={-1}>
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={false}
            fontSize={11}
            interval="preserveStartEnd"
            stroke="var(--muted-foreground)"
          />
          <YAxis hide />
          <Tooltip
            cursor={{ fill: 'var(--muted)' }}
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
      </ResponsiveContainer>
    </div>
  );
}

export default StatChart;
