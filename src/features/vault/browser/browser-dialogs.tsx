import { lazy, Suspense } from 'react';
import { toast } from '@/lib/toast';
import type { BulkAction } from './actions';
import type { Entry } from './entries';
import { itemsWord } from './items-word';
import type { ItemsDialog } from './place-items';
import type { VaultPlace } from './search';

const NameFormModal = lazy(() => import('./dialogs/name-form-modal').then((m) => ({ default: m.NameFormModal })));
const MoveDialog = lazy(() => import('./dialogs/move-dialog').then((m) => ({ default: m.MoveDialog })));
const ConfirmDialog = lazy(() => import('@/components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** A dialog the vault browser opens: the selection's (rename, move, delete), or new folder, new tag, empty bin. */
export type BrowserDialog = ItemsDialog | { kind: 'new-folder' } | { kind: 'new-tag' } | { kind: 'empty-bin' };

export interface BrowserDialogsProps {
  dialog: BrowserDialog;
  onClose: () => void;
  place: VaultPlace;
  /** Where a new folder goes (null: root). */
  target: number | null;
  /** Items at the place (the bin's, for Empty bin). */
  count: number;
  run: (action: BulkAction, entries: readonly Entry[], target?: number | null) => Promise<Entry[]>;
  emptyBin: () => Promise<void>;
}

/** The browser's dialogs (loaded with the first one opened, not with the vault's first paint). */
export function BrowserDialogs({ dialog, onClose, place, target, count, run, emptyBin }: BrowserDialogsProps) {
  return (
    <Suspense fallback={null}>
      {dialog?.kind === 'new-folder' || dialog?.kind === 'new-tag' || dialog?.kind === 'rename' ? (
        <NameFormModal
          open
          onOpenChange={(next) => !next && onClose()}
          mode={
            dialog.kind === 'rename'
              ? { kind: 'rename', entry: dialog.entry }
              : dialog.kind === 'new-tag'
                ? { kind: 'new-tag' }
                : { kind: 'new-folder', parent: target }
          }
          onSaved={(saved) =>
            toast.success(dialog.kind === 'rename' ? `Renamed to “${saved.name}”.` : `“${saved.name}” created.`)
          }
        />
      ) : null}
      {dialog?.kind === 'move' ? (
        <MoveDialog
          open
          onOpenChange={(next) => !next && onClose()}
          entries={dialog.entries}
          from={place.kind === 'folder' ? place.id : null}
          onMove={(target) => run('move', dialog.entries, target)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          onOpenChange={(next) => !next && onClose()}
          title={`Move ${itemsWord(dialog.entries)} to the bin?`}
          description="You can restore them from the bin until it is emptied."
          confirmLabel="Move to bin"
          variant="danger"
          onConfirm={() => run('delete', dialog.entries)}
        />
      ) : null}
      {dialog?.kind === 'empty-bin' ? (
        <ConfirmDialog
          open
          onOpenChange={(next) => !next && onClose()}
          title="Empty the bin for good?"
          description={`The ${count === 1 ? 'item' : `${count} items`} in the bin, and everything in its folders, will be deleted for good and their space freed. This cannot be undone.`}
          confirmLabel="Delete for good"
          variant="danger"
          requireDoubleConfirm
          doubleConfirmLabel="I understand these files cannot be recovered"
          onConfirm={emptyBin}
        />
      ) : null}
    </Suspense>
  );
}
