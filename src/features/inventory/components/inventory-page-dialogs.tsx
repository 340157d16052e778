/**
 * The inventory list's dialogs: remove, adjust stock, add or edit, Sell (the invoice form) and the
 * CSV import, with the CSV export.
 * The list loads this module once the page has settled or when one of them is asked for (issue 21:
 * the list's first load carries neither their code nor the list of their files); each dialog's own
 * code then loads as before (remove and adjust stock ahead of need, the forms when opened).
 */
import { Suspense, lazy } from 'react';
import type { BusinessScope } from '@/api/resource';
import type { BusinessSchemas } from '@/api/types';
import type { RemoveDialogProps } from '@/components/list/row-dialogs';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { AdjustStockDialogProps } from './adjust-stock-dialog';

type InventoryItem = BusinessSchemas['InventoryItem'];

// 'Sell' (issue 13, item 4): the invoice form with the item as its first line, loaded when asked.
const SellModal = lazy(() => import('@/features/invoices/sell').then((m) => ({ default: m.SellModal })));

// The CSV import and export (issue 12, item 8): the dialog, the CSV layer and Papa Parse load when
// Import or Export is pressed.
const loadCsv = () => import('./item-import-dialog');
const ItemImportDialog = lazy(() => loadCsv().then((m) => ({ default: m.ItemImportDialog })));
/** Writes every active item of the scope's location to a CSV file; the number written. */
export const exportItemsCsv = (scope: BusinessScope) => loadCsv().then((m) => m.exportItems(scope));

// The item form loads when it opens.
const ItemFormModal = lazy(() => import('./item-form-modal').then((m) => ({ default: m.ItemFormModal })));

// The remove and stock dialogs (Radix Dialog, the form kit) load once the page has settled or when
// one opens (decision 0036's addendum).
const RemoveDialog = lazyDialog<RemoveDialogProps<InventoryItem>>(
  () => import('@/components/list/row-dialogs').then((m) => m.RemoveDialog),
  (props) => props.open,
);
const AdjustStockDialog = lazyDialog<AdjustStockDialogProps>(
  () => import('./adjust-stock-dialog').then((m) => m.AdjustStockDialog),
  (props) => props.item !== null,
);

export interface InventoryPageDialogsProps {
  scope: BusinessScope;
  /** The item asked about (kept after closing, so the dialog can animate out). */
  removing: { item: InventoryItem | undefined; open: boolean };
  onRemoveOpenChange: (open: boolean) => void;
  /** Removes it; a rejection is shown in the dialog. */
  onRemove: (item: InventoryItem) => Promise<void>;
  adjusting: InventoryItem | null;
  onAdjustClose: () => void;
  /** The item to edit, 'new' for the add form, or null. */
  editing: InventoryItem | 'new' | null;
  onEditClose: () => void;
  selling: InventoryItem | null;
  onSellClose: () => void;
  importing: boolean;
  onImportClose: () => void;
}

export function InventoryPageDialogs({
  scope,
  removing,
  onRemoveOpenChange,
  onRemove,
  adjusting,
  onAdjustClose,
  editing,
  onEditClose,
  selling,
  onSellClose,
  importing,
  onImportClose,
}: InventoryPageDialogsProps) {
  return (
    <>
      <RemoveDialog
        open={removing.open}
        row={removing.item}
        onOpenChange={onRemoveOpenChange}
        nameOf={(item) => item.name}
        onConfirm={onRemove}
      />
      <AdjustStockDialog item={adjusting} scope={scope} onOpenChange={(open) => (open ? undefined : onAdjustClose())} />
      {editing ? (
        <Suspense fallback={null}>
          <ItemFormModal
            open
            item={editing === 'new' ? undefined : editing}
            onOpenChange={(open) => (open ? undefined : onEditClose())}
          />
        </Suspense>
      ) : null}
      {selling ? (
        <Suspense fallback={null}>
          <SellModal item={selling} onOpenChange={(open) => (open ? undefined : onSellClose())} />
        </Suspense>
      ) : null}
      {importing ? (
        <Suspense fallback={null}>
          <ItemImportDialog open onOpenChange={(open) => (open ? undefined : onImportClose())} />
        </Suspense>
      ) : null}
    </>
  );
}
