/**
 * The browser's changes to one or many items (the selection's bulk actions): each item's call,
 * all at once, then the vault's lists refreshed once and one toast saying what happened (a
 * failure names the item and the server's reason). Loaded with the first action, not with the
 * vault's first paint.
 */
import type { QueryClient } from '@tanstack/react-query';
import { toApiError } from '@/api/errors';
import { invalidatePaths } from '@/api/resource';
import { toast } from '@/lib/toast';
import { VAULT_LISTS, vaultCalls } from '../api/vault-changes';
import type { Entry } from './entries';
import { itemsWord } from './items-word';

export type BulkAction = 'favourite' | 'unfavourite' | 'archive' | 'unarchive' | 'delete' | 'restore' | 'duplicate' | 'move';

/** The call of one action on one item (the middleware throws ApiError on failure). */
function callFor(action: BulkAction, entry: Entry, target: number | null): Promise<unknown> {
  const folder = entry.type === 'folder';
  switch (action) {
    case 'favourite':
    case 'unfavourite': {
      const body = { is_starred: action === 'favourite' };
      return folder ? vaultCalls.patchFolder(entry.id, body) : vaultCalls.patchFile(entry.id, body);
    }
    case 'archive':
      return folder ? vaultCalls.archiveFolder(entry.id) : vaultCalls.archiveFile(entry.id);
    case 'unarchive':
      return vaultCalls.unarchive(entry.type, entry.id);
    case 'delete':
      return folder ? vaultCalls.deleteFolder(entry.id) : vaultCalls.deleteFile(entry.id);
    case 'restore':
      return vaultCalls.restore(entry.type, entry.id);
    case 'duplicate':
      return folder ? vaultCalls.duplicateFolder(entry.id) : vaultCalls.duplicateFile(entry.id);
    case 'move':
      return folder ? vaultCalls.patchFolder(entry.id, { parent: target }) : vaultCalls.patchFile(entry.id, { folder: target });
  }
}

const DONE: Record<BulkAction, string> = {
  favourite: 'added to favourites',
  unfavourite: 'removed from favourites',
  archive: 'archived',
  unarchive: 'moved out of the archive',
  delete: 'moved to the bin',
  restore: 'restored',
  duplicate: 'duplicated',
  move: 'moved',
};

const FAILED: Record<BulkAction, string> = {
  favourite: 'add to favourites',
  unfavourite: 'remove from favourites',
  archive: 'archive',
  unarchive: 'unarchive',
  delete: 'move to the bin',
  restore: 'restore',
  duplicate: 'duplicate',
  move: 'move',
};

export interface BulkResult {
  done: Entry[];
  failed: { entry: Entry; message: string }[];
}

/** Runs `action` on every entry; resolves once the lists are refreshed, with what worked. */
export async function runBulkAction(
  queryClient: QueryClient,
  action: BulkAction,
  entries: readonly Entry[],
  target: number | null = null,
): Promise<BulkResult> {
  const outcomes = await Promise.allSettled(entries.map((entry) => callFor(action, entry, target)));
  const result: BulkResult = { done: [], failed: [] };
  outcomes.forEach((outcome, i) => {
    const entry = entries[i]!;
    if (outcome.status === 'fulfilled') result.done.push(entry);
    else result.failed.push({ entry, message: toApiError(outcome.reason).message });
  });
  await invalidatePaths(queryClient, VAULT_LISTS);
  if (result.done.length) toast.success(`${itemsWord(result.done)} ${DONE[action]}.`);
  for (const { entry, message } of result.failed)
    toast.error(`Could not ${FAILED[action]} “${entry.name}”`, { description: message });
  return result;
}

/** Empties the bin for good (asked twice before), then refreshes the lists and says so; throws the failure. */
export async function emptyBin(queryClient: QueryClient): Promise<void> {
  const { data, error } = await vaultCalls.emptyBin();
  if (error !== undefined || !data) throw error ?? new Error('The bin could not be emptied.');
  await invalidatePaths(queryClient, VAULT_LISTS);
  toast.success(data.detail);
}
