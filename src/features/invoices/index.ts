/**
 * The invoices feature. Route configs import this index (query options for loaders, the URL
 * search schema); the pages load lazily with their routes (lazy.ts).
 */

export {
  INVOICE_PATH,
  INVOICES_PATH,
  invoiceQuery,
  invoiceReceiptsQuery,
  invoices,
  invoicesQuery,
  type Invoice,
  type InvoiceState,
} from './api/invoices.queries';
export { parseInvoicesSearch, type InvoicesSearch, type InvoicesSearchPatch } from './search';
