/**
 * Share links (openapi/vault.yaml, Sharing). The list is every share the person made (plain array,
 * D6): a file's shares are picked from it in the browser. A restricted share's password goes
 * into the DELETE's query string (spec; D9): nothing here logs or reports a URL.
 */
import { useQueryClient } from '@tanstack/react-query';
import { vault } from '@/api/clients';
import { invalidatePaths } from '@/api/resource';
import type { VaultSchemas } from '@/api/types';

export type FileShare = VaultSchemas['FileShare'];
export type FileShareDetail = VaultSchemas['FileShareDetail'];
export type FileShareInput = VaultSchemas['FileShareInput'];
export type FileSharePatch = VaultSchemas['FileSharePatch'];
export type AccessLevel = VaultSchemas['AccessLevel'];

export const sharesQuery = () => vault.$api.queryOptions('get', '/file_shares/', {}, { meta: { silent: true } });

/** The shares of one file, newest first (the list's own order). */
export const sharesOfFile = (shares: readonly FileShare[] | undefined, fileId: number): FileShare[] =>
  (shares ?? []).filter((share) => share.file === fileId);

export function useCreateShare() {
  const queryClient = useQueryClient();
  return vault.$api.useMutation('post', '/file_shares/', {
    meta: { silent: true },
    onSuccess: () => invalidatePaths(queryClient, ['/file_shares/']),
  });
}

export function usePatchShare() {
  const queryClient = useQueryClient();
  return vault.$api.useMutation('patch', '/file_shares/{id}/', {
    meta: { silent: true },
    onSuccess: () => invalidatePaths(queryClient, ['/file_shares/']),
  });
}

export function useRevokeShare() {
  const queryClient = useQueryClient();
  return vault.$api.useMutation('delete', '/file_shares/{id}/', {
    meta: { silent: true },
    onSuccess: () => invalidatePaths(queryClient, ['/file_shares/']),
  });
}
