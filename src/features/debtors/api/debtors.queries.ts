/** Debtors: the whole list of `/business/v1/{businessId}/tools/debtors/` for the chosen location (D5). */
import { businessResource, useRecordAction, type BusinessScope } from '@/api/resource';
import { toast } from '@/lib/toast';

export const debtors = businessResource({ list: '/business/v1/{businessId}/tools/debtors/' });

/** The list (the table shows a failure with Retry, so the call is silent for the toaster). */
export const debtorsQuery = (scope: BusinessScope) => debtors.listQuery(scope, undefined, { meta: { silent: true } });

/**
 * Sends a debtor a payment reminder (email by default). The server's answer names where it went
 * ('Reminder sent to chidi.okafor@gmail.com.'); its refusals (no email, one a day) are toasted
 * with the server's message. It changes no list, so it touches no cache.
 */
export const useSendReminder = () =>
  useRecordAction('/business/v1/{businessId}/tools/debtors/{id}/send_reminder/', {
    meta: { silent: false },
    onSuccess: (answer) => toast.success(answer.detail),
  });
