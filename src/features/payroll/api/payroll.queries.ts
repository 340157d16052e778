/**
 * Payroll (tools/payrolls/), from the resource layer: the whole list at the chosen location (D5;
 * the contract has no paging or search, so the page searches, splits active/removed and pages in
 * the browser, D6), add (POST), edit (PUT), remove/restore (PATCH `active`), and paying an entry
 * (createPayrollHistory with an Idempotency-Key, decision 0019). A payment refreshes the payroll
 * list (its designed `paid_this_month`/`paid_this_year`), the payroll history and the dashboard's
 * payroll paid figure.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { business } from '@/api/clients';
import { businessResource, invalidatePaths, type BusinessScope } from '@/api/resource';
import type { BusinessSchemas } from '@/api/types';

export type Payroll = BusinessSchemas['Payroll'];
export type PayrollInput = BusinessSchemas['PayrollInput'];
export type PayrollPayment = BusinessSchemas['PayrollHistory'];
export type PayrollPaymentInput = BusinessSchemas['PayrollHistoryInput'];

export const payroll = businessResource({
  list: '/business/v1/{businessId}/tools/payrolls/',
  item: '/business/v1/{businessId}/tools/payrolls/{id}',
  touches: ['/business/v1/{businessId}/tools/business_statistics/total_payroll_paid/'],
});

/** Every payroll entry at the location, active and removed (the table shows a failure with Retry). */
export const payrollQuery = (scope: BusinessScope) => payroll.listQuery(scope, undefined, { meta: { silent: true } });

/** Adds a payroll entry; the form shows failures at its fields. */
export const useCreatePayroll = () => payroll.useCreate({ meta: { silent: true, successMessage: 'Payroll added' } });

/** Replaces a payroll entry (PUT: the form sends every field). */
export const useUpdatePayroll = () => payroll.useUpdate({ meta: { silent: true, successMessage: 'Payroll saved' } });

/** What a payment changes: the payroll list (paid this month/year), the history and the dashboard figure. */
export const PAYMENT_TOUCHES = [
  payroll.list,
  payroll.item,
  '/business/v1/{businessId}/tools/payroll_histories/',
  '/business/v1/{businessId}/tools/business_statistics/total_payroll_paid/',
] as const;

export interface PayVariables {
  scope: BusinessScope;
  body: PayrollPaymentInput;
  /** One per attempt (src/lib/attempt-key.ts): a retry of the same payment records it once. */
  idempotencyKey: string;
}

/** POST one payment (no cache work: Pay all refreshes once at the end). Throws the ApiError. */
export async function payPayroll({ scope, body, idempotencyKey }: PayVariables): Promise<PayrollPayment> {
  const { data, error } = await business.client.POST('/business/v1/{businessId}/tools/payroll_histories/', {
    params: {
      path: { businessId: scope.businessId },
      query: { location: scope.location },
      header: { 'Idempotency-Key': idempotencyKey },
    },
    body,
  });
  if (error !== undefined) throw error;
  return data;
}

/** Refreshes what payments change (after one payment or a Pay all run). */
export function useRefreshAfterPayments() {
  const queryClient = useQueryClient();
  return () => invalidatePaths(queryClient, PAYMENT_TOUCHES);
}

/** Records one payment; on success the payroll list, history and dashboard figure refresh. */
export function usePayPayroll() {
  const refresh = useRefreshAfterPayments();
  return useMutation({
    meta: { silent: true, successMessage: 'Payment recorded' },
    mutationFn: payPayroll,
    onSuccess: () => refresh(),
  });
}
