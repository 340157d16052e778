/**
 * Invoices (tools/invoices, decision 0018), from the resource layer: one page of the list for the
 * URL state (server search, filters and paging for the chosen location, D5), one invoice, its
 * receipts, and the changes (cancel, delete), each refreshing what an invoice change touches: the
 * lists, the record, the debtors, the stock it held and the receipts.
 */
import type { BusinessSchemas } from '@/api/types';
import { businessResource, type BusinessScope } from '@/api/resource';
import type { InvoicesSearch } from '../search';

export type Invoice = BusinessSchemas['Invoice'];
export type InvoiceState = Invoice['state'];
export type InvoiceReceipt = BusinessSchemas['Receipt'];

export const invoices = businessResource({
  list: '/business/v1/{businessId}/tools/invoices/',
  item: '/business/v1/{businessId}/tools/invoices/{id}',
  touches: [
    '/business/v1/{businessId}/tools/debtors/',
    '/business/v1/{businessId}/tools/debtors/{id}',
    '/business/v1/{businessId}/tools/inventories/',
    '/business/v1/{businessId}/tools/inventories/{id}/',
    '/business/v1/{businessId}/tools/receipts/',
  ],
});

export const INVOICES_PATH = invoices.list;
export const INVOICE_PATH = invoices.item;

/** The receipts of one invoice (`?invoice=`), for its page. */
export const invoiceReceipts = businessResource({ list: '/business/v1/{businessId}/tools/receipts/' });

/** The list call's query for the URL state. */
export function invoicesQueryOf(search: InvoicesSearch | undefined) {
  return {
    page: search?.page,
    search: search?.search,
    state: search?.state,
    start_date: search?.start_date,
    end_date: search?.end_date,
    customer: search?.customer,
  };
}

/**
 * One page of the list for the URL state (a page number alone still works: `invoicesQuery(scope, 2)`).
 * The table shows a failure with Retry, so the call is silent for the toaster.
 */
export const invoicesQuery = (scope: BusinessScope, search: InvoicesSearch | number | undefined) =>
  invoices.listQuery(scope, invoicesQueryOf(typeof search === 'number' ? { page: search } : search), { meta: { silent: true } });

/** One invoice (its page shows 404 and errors itself). */
export const invoiceQuery = (scope: BusinessScope, id: number) => invoices.itemQuery(scope, id, { meta: { silent: true } });

/** The payments recorded against an invoice (the first page: far more than an invoice takes). */
export const invoiceReceiptsQuery = (scope: BusinessScope, invoiceId: number) =>
  invoiceReceipts.listQuery(scope, { invoice: invoiceId }, { meta: { silent: true } });

/** Cancel (PATCH `state: cancelled`): the stock it held goes back. Errors are shown in the dialog. */
export const useCancelInvoice = () =>
  invoices.usePatch({ meta: { silent: true, successMessage: 'Invoice cancelled: its items are back in stock' } });

/** Delete a draft for good. Errors are shown in the dialog. */
export const useDeleteInvoice = () => invoices.useDelete({ meta: { silent: true, successMessage: 'Draft deleted' } });
