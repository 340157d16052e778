/**
 * Expenses (tools/expenses/), from the resource layer: the whole list of active or removed
 * expenses at the chosen location (D5: none = every location the member works at), searched,
 * filtered by date and paged in the browser (D6); create (POST), change (PATCH with the changed
 * fields: the contract has no PUT) and remove/restore (PATCH `active`, D6). A change also
 * refreshes the dashboard's expense total.
 */
import { businessResource, type BusinessScope } from '@/api/resource';

export const expenses = businessResource({
  list: '/business/v1/{businessId}/tools/expenses/',
  item: '/business/v1/{businessId}/tools/expenses/{id}/',
  touches: ['/business/v1/{businessId}/tools/business_statistics/total_expenses'],
});

/** The caches an expense change touches: the expense lists and the dashboard's expense total. */
export const EXPENSE_CACHES = expenses.invalidates;

/** Active (`true`) or removed (`false`) expenses, newest first. */
export const expensesQuery = (scope: BusinessScope, active: boolean) => expenses.listQuery(scope, { active });

/** POST an expense; the form shows failures at its fields. */
export const useCreateExpense = () => expenses.useCreate({ meta: { silent: true, successMessage: 'Expense recorded' } });

/** PATCH an expense's fields. */
export const useUpdateExpense = () => expenses.usePatch({ meta: { silent: true, successMessage: 'Expense saved' } });

/**
 * Every expense at the scope's location, active and removed: an expense's page finds its expense
 * here (the contract has no GET of one expense).
 */
export const allExpensesQuery = (scope: BusinessScope) => expenses.listQuery(scope, {}, { meta: { silent: true } });
