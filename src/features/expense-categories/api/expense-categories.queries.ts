/**
 * Expense categories (tools/expense_categories/): the whole list of active or removed categories
 * (searched and paged in the browser, D6), create, replace (PUT), remove/restore (PATCH `active`,
 * D6) and delete for good (DELETE; the server refuses a category that expenses use). Categories
 * ignore the location (D5), so their keys don't carry it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { business } from '@/api/clients';
import { invalidatePaths } from '@/features/tools-kit';

const { $api, client } = business;

const LIST = '/business/v1/{businessId}/tools/expense_categories/';
const ITEM = '/business/v1/{businessId}/tools/expense_categories/{id}';

/** The caches a category change touches: the category lists and the expense lists (category names). */
export const EXPENSE_CATEGORY_CACHES = [LIST, ITEM, '/business/v1/{businessId}/tools/expenses/'] as const;

/** Active (`true`) or removed (`false`) categories of the business, by name. */
export const expenseCategoriesQuery = (businessId: number, active: boolean) =>
  $api.queryOptions('get', LIST, { params: { path: { businessId }, query: { active } } });

/** POST a category; the form shows failures at its fields. */
export function useCreateExpenseCategory() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', LIST, {
    meta: { silent: true, successMessage: 'Expense category added' },
    onSuccess: () => invalidatePaths(queryClient, EXPENSE_CATEGORY_CACHES),
  });
}

/** PUT a category (name and description replaced). */
export function useUpdateExpenseCategory() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', ITEM, {
    meta: { silent: true, successMessage: 'Expense category saved' },
    onSuccess: () => invalidatePaths(queryClient, EXPENSE_CATEGORY_CACHES),
  });
}

/** PATCH `{active}`: remove (false) or restore (true), D6 (for the toolkit's `useActiveToggle`). */
export const setExpenseCategoryActive = (businessId: number, id: number, active: boolean) =>
  client.PATCH(ITEM, { params: { path: { businessId, id } }, body: { active } });

/** DELETE for good (for `useDeleteForever`); refused with 400 while expenses use the category. */
export const deleteExpenseCategory = (businessId: number, id: number) =>
  client.DELETE(ITEM, { params: { path: { businessId, id } } });
