import { type ListColumn, ResourceListPage } from '@/components/list/resource-list-page';
import { standardRowActions } from '@/components/list/row-actions';
import { useActiveToggle, useDeleteForever } from '@/components/list/row-changes';
import { DeleteForeverDialog, RemoveDialog } from '@/components/ui/lazy-dialogs';
import { useBrowserList } from '@/components/list/use-browser-list';
import { useListDialogs } from '@/components/list/use-list-dialogs';
import { type ListSearchProps, tabOf } from '@/lib/list-search';
import type { Noun } from '@/lib/text';
import { useCan } from '@/lib/permissions';
import { expenseCategories, expenseCategoriesQuery } from '../api/expense-categories.queries';
import type { ExpenseCategory } from '../schemas/expense-category.schema';
import type { ComponentProps } from 'react';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { ExpenseCategoryFormModal as ExpenseCategoryFormModalEager } from './expense-category-form-modal';

// Its dialogs' code (Radix Dialog, the form kit) loads once the page has settled or when one
// opens, not with the page's first paint (decision 0036's addendum).
const ExpenseCategoryFormModal = lazyDialog<ComponentProps<typeof ExpenseCategoryFormModalEager>>(
  () => import('./expense-category-form-modal').then((m) => m.ExpenseCategoryFormModal),
  (props) => props.open,
);

const NOUN: Noun = { one: 'expense category', many: 'expense categories' };

const COLUMNS: ListColumn<ExpenseCategory>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'description', header: 'Description', cell: (row) => row.description || '—' },
];

export interface ExpenseCategoriesPageProps extends ListSearchProps {
  businessId: number;
}

/**
 * Expense categories: the whole list searched and paged in the browser (D6), Active/Removed,
 * create and edit, remove and restore (PATCH), and delete for good (asked twice; the server
 * refuses a category that expenses use, and the dialog says so).
 */
export function ExpenseCategoriesPage({ businessId, search, onSearchChange }: ExpenseCategoriesPageProps) {
  const tab = tabOf(search);
  const allowed = { edit: useCan('expenseCategory', 'edit'), remove: useCan('expenseCategory', 'remove') };
  const list = useBrowserList(expenseCategoriesQuery({ businessId }, tab === 'active'), {
    page: search.page,
    search: search.search,
    searchIn: (row) => [row.name, row.description],
    group: tab,
  });
  const dialogs = useListDialogs<ExpenseCategory>();
  const nameOf = (row: ExpenseCategory) => row.name;
  const toggle = useActiveToggle<ExpenseCategory, unknown>({ resource: expenseCategories, scope: { businessId }, nameOf });
  const forever = useDeleteForever<ExpenseCategory, unknown>({ resource: expenseCategories, scope: { businessId }, nameOf });

  return (
    <ResourceListPage
      title="Expense categories"
      description="How you group your expenses."
      resource="expenseCategory"
      noun={NOUN}
      columns={COLUMNS}
      list={list}
      getRowId={(row) => String(row.id)}
      rowLabel={nameOf}
      rowActions={(row) =>
        standardRowActions(row, {
          tab,
          noun: NOUN,
          allowed,
          onEdit: (category) => dialogs.open('edit', category),
          onRemove: (category) => dialogs.open('remove', category),
          onRestore: (category) => void toggle.restore(category),
          onDelete: (category) => dialogs.open('delete', category),
        })
      }
      onCreate={() => dialogs.open('create')}
      search={search}
      onSearchChange={onSearchChange}
    >
      <ExpenseCategoryFormModal
        open={dialogs.kind === 'create' || dialogs.kind === 'edit'}
        onOpenChange={(open) => (open ? undefined : dialogs.close())}
        businessId={businessId}
        category={dialogs.kind === 'edit' ? dialogs.row : undefined}
      />
      <RemoveDialog {...dialogs.propsFor('remove')} nameOf={nameOf} onConfirm={toggle.remove} />
      <DeleteForeverDialog
        {...dialogs.propsFor('delete')}
        nameOf={nameOf}
        onConfirm={forever.destroy}
        consequence="This cannot be undone. A category that expenses use cannot be deleted: keep it removed instead."
      />
    </ResourceListPage>
  );
}
