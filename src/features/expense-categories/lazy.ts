/**
 * The expense-categories pages and dialogs, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

export const ExpenseCategoryFormModal = lazy(() =>
  import('./components/expense-category-form-modal').then((m) => ({ default: m.ExpenseCategoryFormModal })),
);
