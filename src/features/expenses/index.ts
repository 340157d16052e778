/**
 * Expenses (spec: amount, name, expense_date, category, description). Route configs import this
 * index, so the eager exports stay light; the page loads lazily.
 */
import { lazy } from 'react';

export const ExpensesPage = lazy(() => import('./components/expenses-page').then((m) => ({ default: m.ExpensesPage })));
export { EXPENSE_CACHES, expenses, expensesQuery } from './api/expenses.queries';
export { expensesSearchSchema, type ExpensesSearch } from './utils/expense-range';
export type { Expense } from './schemas/expense.schema';
