import { useId } from 'react';
import { BarChart3 } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { useBusinessContext } from '@/features/business';
import { can } from '@/lib/permissions';
import { STATISTICS, type StatisticKey } from '../api/statistics.queries';
import { monthLabel, recentMonths } from '@/lib/month';
import { REPORT_TYPES, reportSearchFor, type ReportType } from '@/features/reports';
import type { Resource } from '@/lib/permissions';
import { GettingStarted } from './getting-started';
import { LowStockCard } from './low-stock-card';
import { StatCard, type EmptyHint } from './stat-card';

/** What fills each statistic, and where that is done (create permission needed for the link). */
const EMPTY_HINTS: Record<StatisticKey, Omit<EmptyHint, 'allowed'> & { resource: Resource }> = {
  totalSales: { none: 'No sales', action: 'raise an invoice', to: '/b/$businessId/invoices', resource: 'invoicing' },
  totalExpenses: { none: 'No expenses', action: 'record an expense', to: '/b/$businessId/expenses', resource: 'expense' },
  totalProfits: { none: 'No sales or costs', action: 'raise an invoice', to: '/b/$businessId/invoices', resource: 'invoicing' },
  totalInventoryWorth: { none: 'No stock', action: 'add an item', to: '/b/$businessId/inventory', resource: 'inventory' },
  totalPayrollPaid: { none: 'No payroll paid', action: 'set up payroll', to: '/b/$businessId/payroll', resource: 'payroll' },
};

const LAST_12 = 'last-12';

/** The report each statistic opens. */
const REPORT_OF: Record<StatisticKey, ReportType> = {
  totalSales: 'sales',
  totalExpenses: 'expenses',
  totalProfits: 'profit_and_loss',
  totalInventoryWorth: 'inventory',
  totalPayrollPaid: 'payroll',
};

/** The matching report for the dashboard's period: the month's days, or the last 12 months (this one included). */
function reportOf(key: StatisticKey, month: string | undefined, membership: Parameters<typeof can>[0]) {
  const type = REPORT_TYPES.find((item) => item.value === REPORT_OF[key])!;
  // The reports page needs Sales view, each report its own resource's view.
  if (!can(membership, 'sales', 'view') || !can(membership, type.resource, 'view')) return undefined;
  return { label: `${type.label} report`, search: reportSearchFor(type.value, month) };
}

export interface DashboardProps {
  month: string | undefined;
  onMonthChange: (month: string | undefined) => void;
}

/**
 * The business landing page: the five statistics the member may see, for a month or the last 12
 * months, and (with Inventory view) how many items are low on stock.
 */
export function Dashboard({ month, onMonthChange }: DashboardProps) {
  const { businessId, location, business, membership } = useBusinessContext();
  const pickerId = useId();
  const visible = STATISTICS.filter((item) => can(membership, item.resource, 'view'));
  const scope = { businessId, location };
  const periodText = month ? monthLabel(month) : 'Last 12 months';
  const months = recentMonths(24);

  return (
    <div className="flex flex-col gap-4">
      <GettingStarted />
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={pickerId} className="text-sm font-medium">
          Period
        </label>
        <select
          id={pickerId}
          value={month ?? LAST_12}
          onChange={(event) => onMonthChange(event.target.value === LAST_12 ? undefined : event.target.value)}
          className="h-11 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
        >
          <option value={LAST_12}>Last 12 months</option>
          {month && !months.includes(month) ? <option value={month}>{monthLabel(month)}</option> : null}
          {months.map((value) => (
            <option key={value} value={value}>
              {monthLabel(value)}
            </option>
          ))}
        </select>
      </div>
      {visible.length === 0 ? (
        <EmptyState
          icon={<BarChart3 />}
          title="No statistics for your role"
          description="Your role in this business doesn't include sales, expenses, inventory or payroll figures."
          className="rounded-lg border bg-card"
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {visible.map((item) => (
            <StatCard
              key={item.key}
              statistic={item.key}
              title={item.title}
              description={item.description}
              scope={scope}
              month={month}
              currency={business.currency}
              periodText={periodText}
              businessId={businessId}
              emptyHint={{ ...EMPTY_HINTS[item.key], allowed: can(membership, EMPTY_HINTS[item.key].resource, 'create') }}
              report={reportOf(item.key, month, membership)}
            />
          ))}
          {can(membership, 'inventory', 'view') ? <LowStockCard scope={scope} /> : null}
        </div>
      )}
    </div>
  );
}
