/**
 * Next of kin and the vault profile (openapi/vault.yaml, Profile). The route's loader takes the
 * query options from the feature's index (the entry chunk): this file imports nothing heavier
 * than the vault client.
 */
import { useQueryClient } from '@tanstack/react-query';
import { vault } from '@/api/clients';
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get', '/users/next-of-kins/'] }),
  });
}

export function useUpdateNextOfKin() {
  const queryClient = useQueryClient();
  return vault.$api.useMutation('put', '/users/next-of-kins/{id}/', {
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get', '/users/next-of-kins/'] }),
  });
}
