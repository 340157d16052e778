/**
 * The receipts feature. Route configs import this index (query options for loaders, URL state);
 * the pages load lazily with their routes.
 */

export { receipts, receiptsQuery, receiptQuery } from './api/receipts.queries';
export { parseReceiptsSearch, receiptsParamsOf, type ReceiptsSearch, type ReceiptsSearchPatch } from './search';
