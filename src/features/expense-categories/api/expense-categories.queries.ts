/**
 * Expense categories (tools/expense_categories/), from the resource layer: the whole list of
 * active or removed categories (searched and paged in the browser, D6), create, replace (PUT),
 * remove/restore (PATCH `active`, D6) and delete for good (DELETE; the server refuses a category
 * that expenses use). A change also refreshes the expense lists (category names).
 */
import { businessResource, type BusinessScope } from '@/api/resource';

export const expenseCategories = businessResource({
  list: '/business/v1/{businessId}/tools/expense_categories/',
  item: '/business/v1/{businessId}/tools/expense_categories/{id}',
  touches: ['/business/v1/{businessId}/tools/expenses/'],
});

/** The caches a category change touches: the category lists and the expense lists (category names). */
export const EXPENSE_CATEGORY_CACHES = expenseCategories.invalidates;

/** Active (`true`) or removed (`false`) categories of the business, by name. */
export const expenseCategoriesQuery = (scope: BusinessScope, active: boolean) => expenseCategories.listQuery(scope, { active });

/** POST a category; the form shows failures at its fields. */
export const useCreateExpenseCategory = () =>
  expenseCategories.useCreate({ meta: { silent: true, successMessage: 'Expense category added' } });

/** PUT a category (name and description replaced). */
export const useUpdateExpenseCategory = () =>
  expenseCategories.useUpdate({ meta: { silent: true, successMessage: 'Expense category saved' } });
