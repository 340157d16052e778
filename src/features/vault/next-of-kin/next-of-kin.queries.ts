/** Next of kin and the vault profile (openapi/vault.yaml, Profile). */
import { useQueryClient } from '@tanstack/react-query';
import { vault } from '@/api/clients';
import { invalidatePaths } from '@/api/resource';
import type { VaultSchemas } from '@/api/types';

export type NextOfKin = VaultSchemas['NextOfKin'];
export type NextOfKinInput = VaultSchemas['NextOfKinInput'];
export type Relationship = VaultSchemas['NextOfKinRelationship'];
export type VaultProfile = VaultSchemas['Profile'];

const silent = { meta: { silent: true } } as const;

export const nextOfKinsQuery = () => vault.$api.queryOptions('get', '/users/next-of-kins/', {}, silent);
export const vaultProfileQuery = () => vault.$api.queryOptions('get', '/users/profile/', {}, silent);

export function useCreateNextOfKin() {
  const queryClient = useQueryClient();
  return vault.$api.useMutation('post', '/users/next-of-kins/', {
    meta: { silent: true },
    onSuccess: () => invalidatePaths(queryClient, ['/users/next-of-kins/']),
  });
}

export function useUpdateNextOfKin() {
  const queryClient = useQueryClient();
  return vault.$api.useMutation('put', '/users/next-of-kins/{id}/', {
    meta: { silent: true },
    onSuccess: () => invalidatePaths(queryClient, ['/users/next-of-kins/']),
  });
}
