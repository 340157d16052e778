/**
 * Debtors (decision 0018): the whole list of `/business/v1/{businessId}/tools/debtors/` for the
 * chosen location (D5), one row per customer AND currency; one debtor (`?currency=`) with their
 * open invoices; and the payment reminder.
 */
import { businessResource, scopeParams, type BusinessScope } from '@/api/resource';
import { business } from '@/api/clients';
import type { BusinessSchemas } from '@/api/types';

export type Debtor = BusinessSchemas['Debtor'];
export type DebtorDetail = BusinessSchemas['DebtorDetail'];
export type DebtorInvoice = BusinessSchemas['DebtorInvoice'];
export type ReminderInput = BusinessSchemas['ReminderInput'];
export type ReminderChannel = NonNullable<ReminderInput['channel']>;

export const DEBTORS_PATH = '/business/v1/{businessId}/tools/debtors/' as const;
export const DEBTOR_PATH = '/business/v1/{businessId}/tools/debtors/{id}' as const;

export const debtors = businessResource({ list: DEBTORS_PATH });

/** The list (the table shows a failure with Retry, so the call is silent for the toaster). */
export const debtorsQuery = (scope: BusinessScope) => debtors.listQuery(scope, undefined, { meta: { silent: true } });

/** One debtor in one currency, with the open invoices behind the amount owed (404: they owe nothing in it). */
export const debtorQuery = (scope: BusinessScope, id: number, currency: string | undefined) => {
  const base = scopeParams(scope);
  return business.$api.queryOptions(
    'get',
    DEBTOR_PATH,
    { params: { path: { ...base.path, id }, query: { ...base.query, currency } } },
    { meta: { silent: true } },
  );
};
