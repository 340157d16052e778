import { useState } from 'react';

/** The dialogs a list page opens: one at a time. */
export type ListDialogKind = 'create' | 'view' | 'edit' | 'remove' | 'delete' | 'import';

export interface ListDialogs<TRow> {
  kind: ListDialogKind | null;
  /** The record of a view/edit/remove/delete dialog. */
  row: TRow | undefined;
  open: (kind: ListDialogKind, row?: TRow) => void;
  close: () => void;
  /** Props for the dialog of `kind`: `<RemoveDialog {...dialogs.propsFor('remove')} />`. */
  propsFor: (kind: ListDialogKind) => { open: boolean; row: TRow | undefined; onOpenChange: (open: boolean) => void };
}

/** Which dialog of a list page is open, and for which record. */
export function useListDialogs<TRow>(): ListDialogs<TRow> {
  const [state, setState] = useState<{ kind: ListDialogKind | null; row: TRow | undefined }>({ kind: null, row: undefined });
  const close = () => setState((prev) => ({ kind: null, row: prev.row }));
  return {
    kind: state.kind,
    row: state.row,
    open: (kind, row) => setState({ kind, row }),
    close,
    propsFor: (kind) => ({
      open: state.kind === kind,
      row: state.row,
      onOpenChange: (open) => {
        if (!open) close();
      },
    }),
  };
}
