/**
 * Mutations every resource list shares: remove and restore (PATCH `{active}`, D6), delete for
 * good (DELETE, only where the contract has it), and cache invalidation by path.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { toApiError } from '@/api/errors';

/**
 * Marks every cached GET of `paths` stale, whatever its parameters (openapi-react-query keys are
 * `['get', path, init]`, so `['get', path]` is a prefix of all of them). Active queries refetch.
 */
export function invalidatePaths(queryClient: QueryClient, paths: readonly string[]): Promise<void> {
  return Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: ['get', path] }))).then(() => undefined);
}

/** The same, as a mutation's `onSuccess`: `onSuccess: useInvalidate([LIST, DETAIL])`. */
export function useInvalidate(paths: readonly string[]): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => invalidatePaths(queryClient, paths);
}

export interface RowMutationOptions<TRow> {
  /** GET paths whose caches the change touches (the list, the record, lists that show it). */
  invalidates: readonly string[];
  /** The record's name for messages ('“Chidi Okafor” removed'). */
  nameOf: (row: TRow) => string;
}

export interface ActiveToggleOptions<TRow> extends RowMutationOptions<TRow> {
  /** PATCH `{active}` of one record (`false` removes it, `true` restores it; D6). */
  setActive: (row: TRow, active: boolean) => Promise<unknown>;
}

/** What `useActiveToggle` gives a list: promises for ConfirmDialog, plus the pending flag. */
export interface ActiveToggle<TRow> {
  /** Rejects with the error (a ConfirmDialog shows it in place). */
  remove: (row: TRow) => Promise<void>;
  /** Toasts its own error; never rejects. */
  restore: (row: TRow) => Promise<void>;
  isPending: boolean;
}

/**
 * Remove and restore (D6). Success toasts name the record and the lists refresh. A failed remove
 * is shown in its confirm dialog (not toasted twice); a failed restore is toasted.
 */
export function useActiveToggle<TRow>({ setActive, invalidates, nameOf }: ActiveToggleOptions<TRow>): ActiveToggle<TRow> {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    meta: { silent: true },
    mutationFn: ({ row, active }: { row: TRow; active: boolean }) => setActive(row, active),
    onSuccess: (_data, { row, active }) => {
      toast.success(active ? `“${nameOf(row)}” restored` : `“${nameOf(row)}” removed`);
      return invalidatePaths(queryClient, invalidates);
    },
    onError: (error, { active }) => {
      const normalised = toApiError(error);
      if (active && !normalised.silent && normalised.status !== 401) toast.error(normalised.message);
    },
  });
  return {
    remove: async (row) => {
      await mutation.mutateAsync({ row, active: false });
    },
    restore: (row) =>
      mutation.mutateAsync({ row, active: true }).then(
        () => undefined,
        () => undefined,
      ),
    isPending: mutation.isPending,
  };
}

export interface DeleteForeverOptions<TRow> extends RowMutationOptions<TRow> {
  /** DELETE of one record. */
  destroy: (row: TRow) => Promise<unknown>;
}

/**
 * Delete for good (DELETE where the contract has it; ask twice with `DeleteForeverDialog`). The
 * server's refusal (e.g. 'This customer has invoices…') is shown in the dialog, not toasted.
 */
export function useDeleteForever<TRow>({ destroy, invalidates, nameOf }: DeleteForeverOptions<TRow>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    meta: { silent: true },
    mutationFn: (row: TRow) => destroy(row),
    onSuccess: (_data, row) => {
      toast.success(`“${nameOf(row)}” deleted for good`);
      return invalidatePaths(queryClient, invalidates);
    },
  });
  return {
    /** Rejects with the error (the dialog shows it). */
    destroy: async (row: TRow) => {
      await mutation.mutateAsync(row);
    },
    isPending: mutation.isPending,
  };
}
