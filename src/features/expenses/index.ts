/**
 * Expenses (spec: amount, name, expense_date, category, description). Route configs import this
 * index, so the eager exports stay light; the page loads lazily.
 */

export type { ExpenseRecordPageProps } from './components/expense-record-page';
export { EXPENSE_CACHES, allExpensesQuery, expenses, expensesQuery } from './api/expenses.queries';
export { parseExpensesSearch, type ExpensesSearch } from './search';
export type { Expense } from './schemas/expense.schema';
