/**
 * The debtors feature. Route configs import this index (query options for loaders);
 * the pages load lazily with their routes.
 */
import { lazy } from 'react';

export const DebtorsPage = lazy(() => import('./components/debtors-page').then((m) => ({ default: m.DebtorsPage })));
export { debtors, debtorsQuery } from './api/debtors.queries';
