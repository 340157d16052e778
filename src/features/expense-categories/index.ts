/**
 * Expense categories (spec: Category name, description). Route configs import this index, so the
 * eager exports stay light; the page loads lazily.
 *
 * For other features: `expenseCategoriesQuery(businessId, active)` (the expense form's category
 * picker), `EXPENSE_CATEGORY_CACHES`, and the form modal to add a category from elsewhere.
 */

export type { ExpenseCategoryFormModalProps } from './components/expense-category-form-modal';
export { EXPENSE_CATEGORY_CACHES, expenseCategoriesQuery } from './api/expense-categories.queries';
export type { ExpenseCategory } from './schemas/expense-category.schema';
