/**
 * Expenses (tools/expenses/): the whole list of active or removed expenses at the chosen location
 * (D5: none = every location the member works at), searched, filtered by date and paged in the
 * browser (D6); create (POST), change (PATCH with the changed fields: the contract has no PUT)
 * and remove/restore (PATCH `active`, D6).
 */
import { useQueryClient } from '@tanstack/react-query';
import { business } from '@/api/clients';
import { invalidatePaths } from '@/features/tools-kit';

const { $api, client } = business;

const LIST = '/business/v1/{businessId}/tools/expenses/';
const ITEM = '/business/v1/{businessId}/tools/expenses/{id}/';

/** The caches an expense change touches: the expense lists and the dashboard's expense total. */
export const EXPENSE_CACHES = [LIST, '/business/v1/{businessId}/tools/business_statistics/total_expenses'] as const;

export interface ExpensesScope {
  businessId: number;
  /** The chosen location, or undefined for all (D5). */
  location: number | undefined;
}

/** Active (`true`) or removed (`false`) expenses, newest first. */
export const expensesQuery = ({ businessId, location }: ExpensesScope, active: boolean) =>
  $api.queryOptions('get', LIST, { params: { path: { businessId }, query: { active, location } } });

/** POST an expense; the form shows failures at its fields. */
export function useCreateExpense() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', LIST, {
    meta: { silent: true, successMessage: 'Expense recorded' },
    onSuccess: () => invalidatePaths(queryClient, EXPENSE_CACHES),
  });
}

/** PATCH an expense's fields. */
export function useUpdateExpense() {
  const queryClient = useQueryClient();
  return $api.useMutation('patch', ITEM, {
    meta: { silent: true, successMessage: 'Expense saved' },
    onSuccess: () => invalidatePaths(queryClient, EXPENSE_CACHES),
  });
}

/** PATCH `{active}`: remove (false) or restore (true), D6 (for the toolkit's `useActiveToggle`). */
export const setExpenseActive = (scope: ExpensesScope, id: number, active: boolean) =>
  client.PATCH(ITEM, {
    params: { path: { businessId: scope.businessId, id }, query: { location: scope.location } },
    body: { active },
  });
