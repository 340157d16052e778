/**
 * The debtors pages, for the routes' components, kept out of index.ts: route configs in the entry
 * chunk import the index, and anything it exports would land in every page's first load. Each
 * page's code loads with its route (React.lazy), not with the route's chunk.
 */
import { lazy } from 'react';

export const DebtorsPage = lazy(() => import('./components/debtors-page').then((m) => ({ default: m.DebtorsPage })));
export const DebtorRecordPage = lazy(() =>
  import('./components/debtor-record-page').then((m) => ({ default: m.DebtorRecordPage })),
);
