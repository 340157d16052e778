/**
 * The payroll feature. Route configs import this index (query options for loaders, types);
 * the pages and dialogs load lazily (lazy.ts).
 *
 * For other features: `payrollQuery` (every entry at a location, with the designed
 * `paid_this_month`/`paid_this_year`/`last_paid_on`), `PAYMENT_TOUCHES` (the caches a payment
 * changes), and from lazy.ts `PayrollFormModal` and `PayPayrollDialog`.
 */

export { payroll, payrollQuery, PAYMENT_TOUCHES, type Payroll, type PayrollPayment } from './api/payroll.queries';
export type { PayrollFormModalProps } from './components/payroll-form-modal';
export type { PayPayrollDialogProps } from './components/pay-payroll-dialog';
export { payrollHistory, payrollHistoryQuery } from './api/payroll-history.queries';
export { payrollMonthlyTotalsQuery, payrollPaymentsBetweenQuery } from './api/payroll-history.queries';
export {
  parsePayrollHistorySearch,
  payrollHistoryFiltersOf,
  payrollHistoryParamsOf,
  type PayrollHistorySearch,
  type PayrollHistorySearchPatch,
} from './history/search';
