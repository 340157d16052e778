import { useState } from 'react';
import { business as businessClient } from '@/api/clients';
import type { BusinessScope } from '@/api/resource';
import type { BusinessSchemas } from '@/api/types';
import { useBusinessContext } from '@/features/business';
import { downloadBytes } from '@/lib/download';
import { toast } from '@/lib/toast';
import { loadReceiptPdf } from '../pdf/load';
import { receipts } from '../api/receipts.queries';

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

/**
 * 'Download PDF' for a receipt: the PDF library loads only when asked; `busyId` is the receipt
 * being built (its button shows a spinner meanwhile).
 */
export function useReceiptPdf() {
  const { businessId, location, business } = useBusinessContext();
  const [busyId, setBusyId] = useState<number | null>(null);
  const download = async (receipt: Receipt) => {
    setBusyId(receipt.id);
    try {
      const [pdf, context] = await Promise.all([loadReceiptPdf(), invoiceContext({ businessId, location }, receipt.invoice)]);
      const bytes = await pdf.buildReceiptPdf({
        receipt,
        business,
        invoice: context.invoice,
        invoiceReceipts: context.invoiceReceipts,
        taxNumber: business.tax_number ?? null,
      });
      downloadBytes(bytes, pdf.receiptPdfFileName(receipt, receipt.number));
    } catch {
      toast.error('The receipt PDF could not be made. Try again.');
    } finally {
      setBusyId(null);
    }
  };
  return { download, busyId };
}
