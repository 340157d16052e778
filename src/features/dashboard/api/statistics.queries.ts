/**
 * The five statistics of spec section 7 (business_statistics), for the chosen location (D5) and
 * month (absent: the last 12 months). Each needs a view permission (D8).
 */
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { business } from '@/api/clients';
import type { BusinessSchemas } from '@/api/types';
import { scopeParams, type BusinessScope } from '@/api/resource';
import type { Resource } from '@/lib/permissions';

const { $api } = business;

/** `month`: 'YYYY-MM', or undefined for the last 12 months. */
function params(scope: BusinessScope, month: string | undefined) {
  const base = scopeParams(scope);
  return { params: { path: base.path, query: { ...base.query, month } } };
}

export const statisticQueries = {
  totalSales: (scope: BusinessScope, month: string | undefined) =>
    $api.queryOptions('get', '/business/v1/{businessId}/tools/business_statistics/total_sales/', params(scope, month)),
  totalExpenses: (scope: BusinessScope, month: string | undefined) =>
    $api.queryOptions('get', '/business/v1/{businessId}/tools/business_statistics/total_expenses', params(scope, month)),
  totalProfits: (scope: BusinessScope, month: string | undefined) =>
    $api.queryOptions('get', '/business/v1/{businessId}/tools/business_statistics/total_profits/', params(scope, month)),
  totalInventoryWorth: (scope: BusinessScope, month: string | undefined) =>
    $api.queryOptions('get', '/business/v1/{businessId}/tools/business_statistics/total_inventory_worth/', params(scope, month)),
  totalPayrollPaid: (scope: BusinessScope, month: string | undefined) =>
    $api.queryOptions('get', '/business/v1/{businessId}/tools/business_statistics/total_payroll_paid/', params(scope, month)),
};

export type StatisticKey = keyof typeof statisticQueries;

/** What each statistic is called and which view permission shows it (D8: Sales = sales statistics). */
export const STATISTICS: { key: StatisticKey; title: string; resource: Resource; description: string }[] = [
  { key: 'totalSales', title: 'Total sales', resource: 'sales', description: 'Money received for sales' },
  { key: 'totalExpenses', title: 'Total expenses', resource: 'expense', description: 'Expenses by date, payroll not included' },
  { key: 'totalProfits', title: 'Total profits', resource: 'sales', description: 'Sales less expenses and payroll' },
  { key: 'totalInventoryWorth', title: 'Inventory worth', resource: 'inventory', description: 'Stock at cost price' },
  { key: 'totalPayrollPaid', title: 'Payroll paid', resource: 'payrollHistory', description: 'Payroll payments made' },
];

export type Statistic = BusinessSchemas['Statistic'] | BusinessSchemas['ProfitStatistic'];

/**
 * One statistic's query by key, typed as the union of the two answers (the five calls differ only
 * in path; the profit answer adds `sales` and `expenses`). The card shows its own error, so the
 * toaster stays quiet.
 */
export function statisticQuery(
  key: StatisticKey,
  scope: BusinessScope,
  month: string | undefined,
): { queryKey: QueryKey; queryFn: QueryFunction<Statistic>; meta: { silent: true } } {
  const options = statisticQueries[key](scope, month);
  return {
    queryKey: options.queryKey,
    queryFn: options.queryFn as unknown as QueryFunction<Statistic>,
    meta: { silent: true },
  };
}
