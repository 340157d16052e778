/** Receipts: the list, one receipt, and recording a payment (`createReceipt`, with an Idempotency-Key). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { business } from '@/api/clients';
import { businessResource, invalidatePaths, type BusinessScope, type ListParams } from '@/api/resource';
import type { BusinessSchemas } from '@/api/types';

export const receipts = businessResource({
  list: '/business/v1/{businessId}/tools/receipts/',
  item: '/business/v1/{businessId}/tools/receipts/{id}',
});

export type ReceiptListParams = ListParams<'/business/v1/{businessId}/tools/receipts/'>;

/** One page (the table shows a failure with Retry, so the call is silent for the toaster). */
export const receiptsQuery = (scope: BusinessScope, params: ReceiptListParams | number | undefined) =>
  receipts.listQuery(scope, typeof params === 'object' ? params : { page: params }, { meta: { silent: true } });

/** One receipt (its page). */
export const receiptQuery = (scope: BusinessScope, id: number) => receipts.itemQuery(scope, id, { meta: { silent: true } });

/** What a recorded payment changes: the invoice, the sales lists, debts and the sales figures. */
export const PAYMENT_TOUCHES = [
  receipts.list,
  '/business/v1/{businessId}/tools/invoices/',
  '/business/v1/{businessId}/tools/invoices/{id}',
  '/business/v1/{businessId}/tools/debtors/',
  '/business/v1/{businessId}/tools/debtors/{id}',
  '/business/v1/{businessId}/tools/business_statistics/total_sales/',
  '/business/v1/{businessId}/tools/business_statistics/total_profits/',
] as const;

export interface RecordPaymentVariables {
  scope: BusinessScope;
  body: BusinessSchemas['ReceiptInput'];
  /** One per attempt (src/lib/attempt-key.ts): a retry of the same payment records it once. */
  idempotencyKey: string;
}

/** POST a payment; on success every list and figure it changes is refreshed. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async ({ scope, body, idempotencyKey }: RecordPaymentVariables) => {
      const { data, error } = await business.client.POST('/business/v1/{businessId}/tools/receipts/', {
        params: {
          path: { businessId: scope.businessId },
          query: { location: scope.location },
          header: { 'Idempotency-Key': idempotencyKey },
        },
        body,
      });
      if (error !== undefined) throw error;
      return data;
    },
    onSuccess: () => invalidatePaths(queryClient, PAYMENT_TOUCHES),
  });
}
