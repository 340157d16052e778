/**
 * The payroll feature. Route configs import this index (query options for loaders);
 * the pages load lazily with their routes.
 */
import { lazy } from 'react';

export const PayrollPage = lazy(() => import('./components/payroll-page').then((m) => ({ default: m.PayrollPage })));
export const PayrollHistoryPage = lazy(() =>
  import('./components/payroll-history-page').then((m) => ({ default: m.PayrollHistoryPage })),
);
export { payroll, payrollQuery } from './api/payroll.queries';
export { payrollHistory, payrollHistoryQuery } from './api/payroll-history.queries';
