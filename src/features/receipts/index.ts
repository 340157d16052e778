/**
 * The receipts feature. Route configs import this index (query options for loaders);
 * the pages load lazily with their routes.
 */

export { receipts, receiptsQuery } from './api/receipts.queries';
