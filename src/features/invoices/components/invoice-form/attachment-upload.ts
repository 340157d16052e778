/**
 * An invoice's attached file, chosen in the form and sent after the invoice is saved, on the
 * shared upload queue (it keeps going once the form has closed; the toaster says how it ended).
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BusinessPaths } from '@/api/clients';
import type { BusinessSchemas } from '@/api/types';
import { invalidatePaths, scopeParams, type BusinessScope } from '@/api/resource';
import { upload } from '@/api/upload';
import { createUploadQueue, type UploadRun } from '@/api/upload-queue';
import { env } from '@/lib/env';
import { toast } from '@/lib/toast';
import { invoices } from '../../api/invoices.queries';

type Invoice = BusinessSchemas['Invoice'];

const ATTACHMENT = '/business/v1/{businessId}/tools/invoices/{id}/attachment/';

/** Every invoice attachment upload of the app. */
export const invoiceAttachmentQueue = createUploadQueue<Invoice>();

/** `queue(scope, invoiceId, file)`: uploads the file to the saved invoice; the lists refresh when it is stored. */
export function useQueueInvoiceAttachment(): (scope: BusinessScope, invoiceId: number, file: File) => string {
  const queryClient = useQueryClient();
  return useCallback(
    (scope, invoiceId, file) => {
      const run: UploadRun<Invoice> = async (chosen, { signal, onProgress }) => {
        const body = new FormData();
        body.append('file', chosen, chosen.name);
        try {
          const stored = await upload<BusinessPaths, typeof ATTACHMENT>(ATTACHMENT, {
            baseUrl: env.VITE_BUSINESS_URL,
            params: { businessId: scopeParams(scope).path.businessId, id: invoiceId },
            body,
            signal,
            onProgress,
          });
          await invalidatePaths(queryClient, invoices.invalidates);
          toast.success(`“${chosen.name}” attached`);
          return stored;
        } catch (error) {
          if (!signal.aborted) toast.error(`“${chosen.name}” was not attached. Attach it again from the invoice.`);
          throw error;
        }
      };
      const [id] = invoiceAttachmentQueue.enqueue([file], run);
      return id!;
    },
    [queryClient],
  );
}
