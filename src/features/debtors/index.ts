/**
 * The debtors feature. Route configs import this index (query options for loaders, search
 * schemas); the pages load lazily with their routes.
 */
import { lazy } from 'react';

export const DebtorsPage = lazy(() => import('./components/debtors-page').then((m) => ({ default: m.DebtorsPage })));
export const DebtorRecordPage = lazy(() =>
  import('./components/debtor-record-page').then((m) => ({ default: m.DebtorRecordPage })),
);
export type { DebtorsPageProps } from './components/debtors-page';
export type { DebtorRecordPageProps } from './components/debtor-record-page';
export {
  DEBTOR_PATH,
  DEBTORS_PATH,
  debtorQuery,
  debtors,
  debtorsQuery,
  type Debtor,
  type DebtorDetail,
  type DebtorInvoice,
} from './api/debtors.queries';
export { debtorSearchSchema, debtorsSearchSchema, type DebtorSearch, type DebtorsSearch } from './search';
