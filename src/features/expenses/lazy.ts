/**
 * The expenses pages and dialogs, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

export const ExpensesPage = lazy(() => import('./components/expenses-page').then((m) => ({ default: m.ExpensesPage })));
export const ExpenseRecordPage = lazy(() =>
  import('./components/expense-record-page').then((m) => ({ default: m.ExpenseRecordPage })),
);
