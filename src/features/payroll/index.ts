/**
 * The payroll feature. Route configs import this index (query options for loaders);
 * the pages load lazily with their routes.
 */

export { payroll, payrollQuery } from './api/payroll.queries';
export { payrollHistory, payrollHistoryQuery } from './api/payroll-history.queries';
export { payrollMonthlyTotalsQuery, payrollPaymentsBetweenQuery } from './api/payroll-history.queries';
export {
  payrollHistorySearchSchema,
  payrollHistoryFiltersOf,
  payrollHistoryParamsOf,
  type PayrollHistorySearch,
  type PayrollHistorySearchPatch,
} from './history/search';
