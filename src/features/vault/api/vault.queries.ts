/**
 * The vault's lists (openapi/vault.yaml), as query options for loaders and pages. The changes
 * the browser makes are in vault-changes.ts (kept apart: route configs import this file's
 * options through the feature's index, which is in the entry chunk).
 */
import { vault } from '@/api/clients';

const silent = { meta: { silent: true } } as const;

export const rootFoldersQuery = () => vault.$api.queryOptions('get', '/folders/', {}, silent);
export const rootFilesQuery = () => vault.$api.queryOptions('get', '/files/', {}, silent);
export const folderQuery = (id: number) => vault.$api.queryOptions('get', '/folders/{id}/', { params: { path: { id } } }, silent);
export const favouriteFilesQuery = () => vault.$api.queryOptions('get', '/favourite/files/', {}, silent);
export const favouriteFoldersQuery = () => vault.$api.queryOptions('get', '/favourite/folders/', {}, silent);
export const archivedQuery = () => vault.$api.queryOptions('get', '/archived-items/', {}, silent);
export const binQuery = () => vault.$api.queryOptions('get', '/bins/', {}, silent);
export const vaultTagsQuery = () => vault.$api.queryOptions('get', '/tags/', {}, silent);
export const storageQuery = () => vault.$api.queryOptions('get', '/storage_usage/', {}, silent);
