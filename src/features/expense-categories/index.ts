/**
 * Expense categories (spec: Category name, description). Route configs import this index, so the
 * eager exports stay light; the page loads lazily.
 *
 * For other features: `expenseCategoriesQuery(businessId, active)` (the expense form's category
 * picker), `EXPENSE_CATEGORY_CACHES`, and the form modal to add a category from elsewhere.
 */
import { lazy } from 'react';

export const ExpenseCategoriesPage = lazy(() =>
  import('./components/expense-categories-page').then((m) => ({ default: m.ExpenseCategoriesPage })),
);
export const ExpenseCategoryFormModal = lazy(() =>
  import('./components/expense-category-form-modal').then((m) => ({ default: m.ExpenseCategoryFormModal })),
);
export type { ExpenseCategoryFormModalProps } from './components/expense-category-form-modal';
export { EXPENSE_CATEGORY_CACHES, expenseCategoriesQuery } from './api/expense-categories.queries';
export type { ExpenseCategory } from './schemas/expense-category.schema';
