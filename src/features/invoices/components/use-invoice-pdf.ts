import { useState } from 'react';
import { toApiError } from '@/api/errors';
import type { BusinessScope } from '@/api/resource';
import type { Business } from '@/features/business';
import { toast } from '@/lib/toast';
import { invoiceReceipts, type Invoice } from '../api/invoices.queries';
import { loadInvoicePdf } from '../pdf/load';

/**
 * Download an invoice's PDF: loads the PDF module (and its fonts) only now, fetches the invoice's
 * receipts and the business logo, builds and saves the file. `pending` is the invoice being made
 * (its button shows a spinner); a failure is toasted.
 */
export function useInvoicePdf(scope: BusinessScope, business: Business) {
  const [pending, setPending] = useState<number | null>(null);

  async function download(invoice: Invoice) {
    if (pending !== null) return;
    setPending(invoice.id);
    try {
      const [pdf, receipts, logo] = await Promise.all([
        loadInvoicePdf(),
        invoiceReceipts.fetchList(scope, { invoice: invoice.id }).then((page) => page.results),
        import('@/lib/pdf/logo').then((m) => m.fetchLogo(business.logo)),
      ]);
      const account = business.bank_account;
      const bytes = await pdf.buildInvoicePdf({
        invoice,
        business,
        invoiceNumber: invoice.number,
        receipts,
        logo,
        taxNumber: business.tax_number,
        bankAccount: account
          ? { bankName: account.bank_name, accountNumber: account.account_number, accountName: account.account_name }
          : null,
      });
      const { downloadBytes } = await import('@/lib/download');
      downloadBytes(bytes, pdf.invoicePdfFileName(invoice, invoice.number));
    } catch (error) {
      toast.error(`The PDF could not be made: ${toApiError(error).message}`);
    } finally {
      setPending(null);
    }
  }

  return { pending, download };
}
