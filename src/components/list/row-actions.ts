import type { RowAction } from '@/components/ui/data-table';
import type { ListTab } from '@/lib/list-search';
import { noPermission, type Noun } from '@/lib/text';

export interface StandardRowActionsOptions<TRow> {
  tab: ListTab;
  noun: Noun;
  /** What the member may do (from `useCan`). */
  allowed: { edit: boolean; remove: boolean };
  onView?: (row: TRow) => void;
  onEdit?: (row: TRow) => void;
  onRemove?: (row: TRow) => void;
  onRestore?: (row: TRow) => void;
  /** Delete for good (only where the contract has DELETE); offered in the Removed list. */
  onDelete?: (row: TRow) => void;
}

/**
 * The kebab menu of a record: View, Edit, Remove (active list) or Restore and Delete for good
 * (removed list). Actions the member may not take stay in the menu, disabled with the reason.
 */
export function standardRowActions<TRow>(row: TRow, options: StandardRowActionsOptions<TRow>): RowAction[] {
  const { tab, noun, allowed } = options;
  const actions: RowAction[] = [];
  const guarded = (label: string, permitted: boolean, run: (row: TRow) => void, reason: string, danger = false): RowAction => ({
    label,
    onSelect: () => run(row),
    disabled: !permitted,
    disabledReason: permitted ? undefined : reason,
    variant: danger ? 'danger' : 'default',
  });
  if (options.onView) actions.push(guarded('View', true, options.onView, ''));
  if (tab === 'active') {
    if (options.onEdit) actions.push(guarded('Edit', allowed.edit, options.onEdit, noPermission('edit', noun)));
    if (options.onRemove) actions.push(guarded('Remove', allowed.remove, options.onRemove, noPermission('remove', noun), true));
  } else {
    if (options.onRestore) actions.push(guarded('Restore', allowed.remove, options.onRestore, noPermission('remove', noun)));
    if (options.onDelete)
      actions.push(guarded('Delete for good', allowed.remove, options.onDelete, noPermission('remove', noun), true));
  }
  return actions;
}
