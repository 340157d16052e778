/**
 * Raising an invoice (`createInvoice`) with an Idempotency-Key (decision 0018): the form keeps one
 * key per attempt (src/lib/attempt-key.ts), so a retry after a lost answer, or a browser resending
 * a POST whose connection dropped, answers the first invoice instead of raising a second one and
 * taking the stock twice.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { business } from '@/api/clients';
import { invalidatePaths, scopeParams, type BusinessScope } from '@/api/resource';
import type { BusinessSchemas } from '@/api/types';
import { invoices } from './invoices.queries';

export interface CreateInvoiceVariables {
  scope: BusinessScope;
  body: BusinessSchemas['InvoiceInput'];
  /** One per attempt: the same for every retry of the same body. */
  idempotencyKey: string;
}

/** POST the invoice; on success every list, record and figure an invoice touches is refreshed. */
export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async ({ scope, body, idempotencyKey }: CreateInvoiceVariables) => {
      const { path, query } = scopeParams(scope);
      const { data, error } = await business.client.POST('/business/v1/{businessId}/tools/invoices/', {
        params: { path, query, header: { 'Idempotency-Key': idempotencyKey } },
        body,
      });
      if (error !== undefined) throw error;
      return data;
    },
    onSuccess: () => invalidatePaths(queryClient, invoices.invalidates),
  });
}
