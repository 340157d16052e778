/**
 * The invoices feature. Route configs import this index (query options for loaders);
 * the pages load lazily with their routes.
 */

export { invoices, invoicesQuery } from './api/invoices.queries';
