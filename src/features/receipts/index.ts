/**
 * The receipts feature. Route configs import this index (query options for loaders);
 * the pages load lazily with their routes.
 */
import { lazy } from 'react';

export const ReceiptsPage = lazy(() => import('./components/receipts-page').then((m) => ({ default: m.ReceiptsPage })));
export { receipts, receiptsQuery } from './api/receipts.queries';
