/** The payment reminder (sendDebtorReminder), kept apart so only the dialog's chunk loads it. */
import { useRecordAction } from '@/api/resource';
import { DEBTOR_PATH, DEBTORS_PATH } from './debtors.queries';

/**
 * Sends a debtor a payment reminder (email by default). Silent for the toaster: the dialog shows
 * refusals itself (the channel's at the channel, the 24-hour one in the dialog). A reminder is per
 * customer, so every debtor row of theirs (each currency) and their page are refreshed.
 */
export const useSendReminder = () =>
  useRecordAction('/business/v1/{businessId}/tools/debtors/{id}/send_reminder/', {
    touches: [DEBTORS_PATH, DEBTOR_PATH],
    meta: { silent: true },
  });
