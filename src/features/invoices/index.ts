/**
 * The invoices feature. Route configs import this index (query options for loaders);
 * the pages load lazily with their routes.
 */
import { lazy } from 'react';

export const InvoicesPage = lazy(() => import('./components/invoices-page').then((m) => ({ default: m.InvoicesPage })));
export { invoices, invoicesQuery } from './api/invoices.queries';
