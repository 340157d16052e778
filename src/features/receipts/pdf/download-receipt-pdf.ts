/**
 * Builds and saves a receipt's PDF: the invoice it pays and that invoice's receipts (for the
 * balance after this payment), the PDF module and its fonts. Loaded by `useReceiptPdf` when a
 * download is asked for, so none of it is in a receipts page's first load (issue 21).
 */
import { business as businessClient } from '@/api/clients';
import type { BusinessScope } from '@/api/resource';
import type { BusinessSchemas } from '@/api/types';
import type { Business } from '@/features/business';
import { downloadBytes } from '@/lib/download';
import { receipts } from '../api/receipts.queries';
import { loadReceiptPdf } from './load';

type Receipt = BusinessSchemas['Receipt'];

/** The invoice a receipt pays and every receipt of it, for the balance after this payment. */
async function invoiceContext(scope: BusinessScope, invoiceId: number) {
  const [invoice, list] = await Promise.all([
    businessClient.client
      .GET('/business/v1/{businessId}/tools/invoices/{id}', {
        params: { path: { businessId: scope.businessId, id: invoiceId }, query: { location: scope.location } },
      })
      .then((answer) => answer.data ?? null)
      .catch(() => null),
    receipts
      .fetchList(scope, { invoice: invoiceId })
      .then((page) => page.results)
      .catch(() => undefined),
  ]);
  return { invoice, invoiceReceipts: list };
}

export async function downloadReceiptPdf(scope: BusinessScope, business: Business, receipt: Receipt) {
  const [pdf, context] = await Promise.all([loadReceiptPdf(), invoiceContext(scope, receipt.invoice)]);
  const bytes = await pdf.buildReceiptPdf({
    receipt,
    business,
    invoice: context.invoice,
    invoiceReceipts: context.invoiceReceipts,
    taxNumber: business.tax_number ?? null,
  });
  downloadBytes(bytes, pdf.receiptPdfFileName(receipt, receipt.number));
}
