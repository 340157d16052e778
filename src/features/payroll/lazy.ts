/**
 * The payroll pages and dialogs, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

export const PayrollPage = lazy(() => import('./components/payroll-page').then((m) => ({ default: m.PayrollPage })));
export const PayrollHistoryPage = lazy(() =>
  import('./components/payroll-history-page').then((m) => ({ default: m.PayrollHistoryPage })),
);
