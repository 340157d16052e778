/** The vault's root folders and files. */
import { vault } from '@/api/clients';

const silent = { meta: { silent: true } } as const;

export const rootFoldersQuery = () => vault.$api.queryOptions('get', '/folders/', {}, silent);
export const rootFilesQuery = () => vault.$api.queryOptions('get', '/files/', {}, silent);
