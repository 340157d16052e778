/**
 * Payroll history (`tools/payroll_histories/`): one page of payments at the chosen location (D5),
 * searched, filtered by payment date and paged on the server (designed, decision 0020); the same
 * selection's totals per month (`monthly_totals/`, designed); a payment's change (PATCH) and its
 * delete for good. A change refreshes the lists, the totals and the dashboard's payroll figure.
 */
import { businessResource, type BusinessScope, type ListParams } from '@/api/resource';
import type { BusinessSchemas } from '@/api/types';

export const payrollHistory = businessResource({
  list: '/business/v1/{businessId}/tools/payroll_histories/',
  item: '/business/v1/{businessId}/tools/payroll_histories/{id}',
  touches: [
    '/business/v1/{businessId}/tools/payroll_histories/monthly_totals/',
    '/business/v1/{businessId}/tools/business_statistics/total_payroll_paid/',
  ],
});

export const payrollMonthlyTotals = businessResource({
  list: '/business/v1/{businessId}/tools/payroll_histories/monthly_totals/',
});

export type PayrollHistoryListParams = ListParams<'/business/v1/{businessId}/tools/payroll_histories/'>;
export type PayrollTotalsParams = ListParams<'/business/v1/{businessId}/tools/payroll_histories/monthly_totals/'>;

/** One page of payments (the table shows a failure with Retry, so the call is silent for the toaster). */
export const payrollHistoryQuery = (scope: BusinessScope, params?: PayrollHistoryListParams) =>
  payrollHistory.listQuery(scope, params, { meta: { silent: true } });

/** The totals per month of what the filters select (the page shows a failure in place). */
export const payrollMonthlyTotalsQuery = (scope: BusinessScope, params?: PayrollTotalsParams) =>
  payrollMonthlyTotals.listQuery(scope, params, { meta: { silent: true } });

/** PATCH a payment's amount, date and description (the form shows failures at its fields). */
export const usePatchPayrollHistory = () => payrollHistory.usePatch({ meta: { silent: true, successMessage: 'Payment saved' } });

/** DELETE a payment for good (the dialog shows a refusal). */
export const useDeletePayrollHistory = () =>
  payrollHistory.useDelete({ meta: { silent: true, successMessage: 'Payment deleted' } });

/** The contract's largest page: every payment of a period in one call. */
const WHOLE_PERIOD = 9999;

/**
 * Every payment between two dates (both included) at the scope's location, as a plain list, for
 * figures over a short period (paid this month or this year per staff member; whether a payroll
 * entry was already paid this month). The list call is paged (decision 0020): this asks for one
 * page as large as the contract allows.
 */
export const payrollPaymentsBetweenQuery = (scope: BusinessScope, range: { start_date: string; end_date: string }) => ({
  ...payrollHistory.listQuery(scope, { ...range, page_size: WHOLE_PERIOD }, { meta: { silent: true } }),
  select: (page: { results: BusinessSchemas['PayrollHistory'][] }) => page.results,
});
