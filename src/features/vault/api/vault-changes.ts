/**
 * The changes the vault browser makes (openapi/vault.yaml). Every change marks every vault list
 * stale (an item moving between folders, the archive and the bin touches several lists at once,
 * and storage with it).
 */
import { useQueryClient } from '@tanstack/react-query';
import { vault } from '@/api/clients';
import { invalidatePaths } from '@/api/resource';

/** Every GET a file or folder change can alter. */
export const VAULT_LISTS = [
  '/files/',
  '/folders/',
  '/folders/{id}/',
  '/file_uploads/{id}/',
  '/favourite/files/',
  '/favourite/folders/',
  '/archived-items/',
  '/bins/',
  '/storage_usage/',
  '/tags/',
] as const;

/** Marks every vault list stale (active ones refetch). */
export function useRefreshVault(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => invalidatePaths(queryClient, VAULT_LISTS);
}

/** The calls the browser makes, each through the vault client (errors are ApiError). */
export const vaultCalls = {
  /** `idempotencyKey`: the same for every retry of one attempt, so a lost answer makes one folder. */
  createFolder: (body: { name: string; parent?: number | null }, idempotencyKey?: string) =>
    vault.client.POST('/folders/', {
      params: { header: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined },
      body,
    }),
  patchFolder: (id: number, body: { name?: string; parent?: number | null; is_starred?: boolean }) =>
    vault.client.PATCH('/folders/{id}/', { params: { path: { id } }, body }),
  patchFile: (id: number, body: { name?: string; folder?: number | null; is_starred?: boolean }) =>
    vault.client.PATCH('/file_uploads/{id}/', { params: { path: { id } }, body }),
  deleteFolder: (id: number) => vault.client.DELETE('/folders/{id}/', { params: { path: { id } } }),
  deleteFile: (id: number) => vault.client.DELETE('/file_uploads/{id}/', { params: { path: { id } } }),
  archiveFolder: (id: number) => vault.client.POST('/folders/{id}/archive/', { params: { path: { id } } }),
  archiveFile: (id: number) => vault.client.POST('/file_uploads/{id}/archive/', { params: { path: { id } } }),
  duplicateFolder: (id: number) => vault.client.POST('/folders/{id}/duplicate_folder/', { params: { path: { id } } }),
  duplicateFile: (id: number) => vault.client.POST('/file_uploads/{id}/duplicate_file/', { params: { path: { id } } }),
  unarchive: (item_type: 'file' | 'folder', id: number) => vault.client.POST('/unarchive/', { body: { item_type, id } }),
  restore: (item_type: 'file' | 'folder', id: number) => vault.client.POST('/bins/retrieve_item/', { body: { item_type, id } }),
  emptyBin: () => vault.client.POST('/bins/empty/'),
  createTag: (name: string) => vault.client.POST('/tags/', { body: { name } }),
};
