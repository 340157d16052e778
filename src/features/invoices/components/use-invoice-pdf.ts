import { useState } from 'react';
import { toApiError } from '@/api/errors';
import type { BusinessScope } from '@/api/resource';
import type { Business } from '@/features/business';
import { toast } from '@/lib/toast';
import type { Invoice } from '../api/invoices.queries';

/**
 * Download an invoice's PDF: loads the PDF module (and its fonts) only now, through the pages'
 * on-demand part (`invoice-dialogs.tsx`, usually in by then), fetches the invoice's
 * receipts and the business logo, builds and saves the file. `pending` is the invoice being made
 * (its button shows a spinner); a failure is toasted.
 */
export function useInvoicePdf(scope: BusinessScope, business: Business) {
  const [pending, setPending] = useState<number | null>(null);

  async function download(invoice: Invoice) {
    if (pending !== null) return;
    setPending(invoice.id);
    try {
      const { downloadInvoicePdf } = await import('./invoice-dialogs');
      await downloadInvoicePdf(scope, business, invoice);
    } catch (error) {
      toast.error(`The PDF could not be made: ${toApiError(error).message}`);
    } finally {
      setPending(null);
    }
  }

  return { pending, download };
}
