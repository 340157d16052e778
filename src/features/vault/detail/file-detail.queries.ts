/** The file detail modal's calls: the file, the person's tags, and changes to the file. */
import { useQueryClient } from '@tanstack/react-query';
import { vault } from '@/api/clients';
import { invalidatePaths } from '@/api/resource';
import type { VaultSchemas } from '@/api/types';
import { vaultStore } from '../state/vault-state';

export type VaultFile = VaultSchemas['VaultFile'];
export type VaultTag = VaultSchemas['Tag'];
export type VaultFilePatch = VaultSchemas['VaultFilePatch'];

const silent = { meta: { silent: true } } as const;

/** Every list a file's change shows in (the browser's views read these paths). */
export const FILE_LISTS = [
  '/files/',
  '/folders/{id}/',
  '/favourite/files/',
  '/archived-items/',
  '/bins/',
  '/file_uploads/{id}/',
] as const;

export const vaultFileQuery = (id: number) =>
  vault.$api.queryOptions('get', '/file_uploads/{id}/', { params: { path: { id } } }, silent);

export const vaultTagsQuery = () => vault.$api.queryOptions('get', '/tags/', {}, silent);

/** Changes one file (rename, describe, access, tags); the modal and the lists get the new file. */
export function usePatchVaultFile() {
  const queryClient = useQueryClient();
  return vault.$api.useMutation('patch', '/file_uploads/{id}/', {
    meta: { silent: true },
    onSuccess: async (file) => {
      vaultStore.updateFile(file);
      queryClient.setQueryData(vaultFileQuery(file.id).queryKey, file);
      await invalidatePaths(
        queryClient,
        FILE_LISTS.filter((path) => path !== '/file_uploads/{id}/'),
      );
    },
  });
}

/** Makes a tag (names are unique per person, ignoring case: 400 under `name`). */
export function useCreateVaultTag() {
  const queryClient = useQueryClient();
  return vault.$api.useMutation('post', '/tags/', {
    meta: { silent: true },
    onSuccess: async () => invalidatePaths(queryClient, ['/tags/']),
  });
}
