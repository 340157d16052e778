/**
 * The row changes every resource list shares, on the resource layer's mutations: remove and
 * restore (PATCH `{active}`, D6) and delete for good (DELETE, only where the contract has it).
 * The resource invalidates its caches; these add the messages that name the record.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { toApiError } from '@/api/errors';
import type { BusinessScope, IdVariables, ResourceMutationOptions, SetActiveVariables } from '@/api/resource';

interface Row {
  id: number;
}

export interface RowMutationOptions<TRow extends Row> {
  /** Where the calls go. */
  scope: BusinessScope;
  /** The record's name for messages ('“Chidi Okafor” removed'). */
  nameOf: (row: TRow) => string;
}

export interface ActiveToggleOptions<TRow extends Row, TData> extends RowMutationOptions<TRow> {
  /** The resource whose records are removed and restored (its `useSetActive`). */
  resource: {
    useSetActive: (
      options?: ResourceMutationOptions<TData, SetActiveVariables>,
    ) => UseMutationResult<TData, unknown, SetActiveVariables>;
  };
}

/** What `useActiveToggle` gives a list: promises for ConfirmDialog, plus the pending flag. */
export interface ActiveToggle<TRow> {
  /** Rejects with the error (a ConfirmDialog shows it in place). */
  remove: (row: TRow) => Promise<void>;
  /** Toasts its own error; never rejects. */
  restore: (row: TRow) => Promise<void>;
  isPending: boolean;
}

/** How long a remove's toast (with its Undo) stays, unless hovered or focused (sonner pauses then). */
export const UNDO_TOAST_MS = 10_000;

/**
 * Remove and restore (D6). Success toasts name the record and the lists refresh. A failed remove
 * is shown in its confirm dialog (not toasted twice); a failed restore is toasted. The remove's
 * toast has an Undo button (keyboard reachable: it is a button in the toast region, and the toast
 * waits while focused) that restores the record once, however often it is pressed, with its own
 * success or failure message.
 */
export function useActiveToggle<TRow extends Row, TData>({
  resource,
  scope,
  nameOf,
}: ActiveToggleOptions<TRow, TData>): ActiveToggle<TRow> {
  const mutation = resource.useSetActive({ meta: { silent: true } });
  // Rejects with an ApiError, so the dialog shows the catalogue's words (a broken answer's raw
  // SyntaxError text is not for users: 'Please try again'; issue 21's fault sweep).
  const setActive = (row: TRow, active: boolean) =>
    mutation.mutateAsync({ scope, id: row.id, active }).catch((error: unknown) => {
      throw toApiError(error);
    });
  /** Restores; `failure` words the toast of a failure from the server's message. */
  const restore = (row: TRow, failure: (message: string) => string = (message) => message) =>
    setActive(row, true).then(
      () => {
        toast.success(`“${nameOf(row)}” restored`);
      },
      (error: unknown) => {
        const normalised = toApiError(error);
        if (!normalised.silent && normalised.status !== 401) toast.error(failure(normalised.message));
      },
    );
  return {
    remove: async (row) => {
      await setActive(row, false);
      let undone = false;
      toast.success(`“${nameOf(row)}” removed`, {
        duration: UNDO_TOAST_MS,
        action: {
          label: 'Undo',
          onClick: () => {
            if (undone) return;
            undone = true;
            void restore(row, (message) => `Couldn't undo the removal of “${nameOf(row)}”: ${message}`);
          },
        },
      });
    },
    restore: (row) => restore(row),
    isPending: mutation.isPending,
  };
}

export interface DeleteForeverOptions<TRow extends Row, TData> extends RowMutationOptions<TRow> {
  /** The resource whose records are deleted for good (its `useDelete`). */
  resource: {
    useDelete: (options?: ResourceMutationOptions<TData, IdVariables>) => UseMutationResult<TData, unknown, IdVariables>;
  };
}

/**
 * Delete for good (DELETE where the contract has it; ask twice with `DeleteForeverDialog`). The
 * server's refusal (e.g. 'This customer has invoices…') is shown in the dialog, not toasted.
 */
export function useDeleteForever<TRow extends Row, TData>({ resource, scope, nameOf }: DeleteForeverOptions<TRow, TData>) {
  const mutation = resource.useDelete({ meta: { silent: true } });
  return {
    /** Rejects with the error (the dialog shows it). */
    destroy: async (row: TRow) => {
      await mutation.mutateAsync({ scope, id: row.id }).catch((error: unknown) => {
        throw toApiError(error);
      });
      toast.success(`“${nameOf(row)}” deleted for good`);
    },
    isPending: mutation.isPending,
  };
}
