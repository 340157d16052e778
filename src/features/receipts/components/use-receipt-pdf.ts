import { useState } from 'react';
import type { BusinessSchemas } from '@/api/types';
import { useBusinessContext } from '@/features/business';
import { toast } from '@/lib/toast';

type Receipt = BusinessSchemas['Receipt'];

/**
 * 'Download PDF' for a receipt: the PDF library and the calls for the paid invoice load only when
 * asked; `busyId` is the receipt being built (its button shows a spinner meanwhile).
 */
export function useReceiptPdf() {
  const { businessId, location, business } = useBusinessContext();
  const [busyId, setBusyId] = useState<number | null>(null);
  const download = async (receipt: Receipt) => {
    setBusyId(receipt.id);
    try {
      const { downloadReceiptPdf } = await import('../pdf/download-receipt-pdf');
      await downloadReceiptPdf({ businessId, location }, business, receipt);
    } catch {
      toast.error('The receipt PDF could not be made. Try again.');
    } finally {
      setBusyId(null);
    }
  };
  return { download, busyId };
}
