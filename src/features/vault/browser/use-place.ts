/** What the browser shows at a place: its folders and files, its title and breadcrumb, and its load state. */
import { useQuery } from '@tanstack/react-query';
import { toApiError } from '@/api/errors';
import type { VaultSchemas } from '@/api/types';
import {
  archivedQuery,
  binQuery,
  favouriteFilesQuery,
  favouriteFoldersQuery,
  folderQuery,
  rootFilesQuery,
  rootFoldersQuery,
} from '../api/vault.queries';
import type { VaultFile, VaultFolder } from './entries';
import type { VaultPlace } from './search';

export interface PlaceContents {
  state: 'loading' | 'error' | 'ready';
  error: string | null;
  retry: () => void;
  title: string;
  /** Folders above, root-most first (a folder's breadcrumb). */
  ancestors: readonly VaultSchemas['FolderRef'][];
  folders: readonly VaultFolder[];
  files: readonly VaultFile[];
  /** Where uploads and new folders go: a folder id, null for root, undefined where nothing is added (views). */
  target: number | null | undefined;
}

const NONE: readonly never[] = [];

interface QueryState {
  isError: boolean;
  isPending: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

function combine(queries: QueryState[]): Pick<PlaceContents, 'state' | 'error' | 'retry'> {
  const failed = queries.find((q) => q.isError);
  return {
    state: failed ? 'error' : queries.some((q) => q.isPending) ? 'loading' : 'ready',
    error: failed ? toApiError(failed.error).message : null,
    retry: () => queries.filter((q) => q.isError).forEach((q) => void q.refetch()),
  };
}

export const PLACE_TITLES = { root: 'All files', favourites: 'Favourites', archived: 'Archived', bin: 'Bin' } as const;

export function usePlace(place: VaultPlace): PlaceContents {
  const kind = place.kind;
  const folderId = place.kind === 'folder' ? place.id : 0;
  const rootFolders = useQuery({ ...rootFoldersQuery(), enabled: kind === 'root' });
  const rootFiles = useQuery({ ...rootFilesQuery(), enabled: kind === 'root' });
  const starredFolders = useQuery({ ...favouriteFoldersQuery(), enabled: kind === 'favourites' });
  const starredFiles = useQuery({ ...favouriteFilesQuery(), enabled: kind === 'favourites' });
  const folder = useQuery({ ...folderQuery(folderId), enabled: kind === 'folder' });
  const archived = useQuery({ ...archivedQuery(), enabled: kind === 'archived' });
  const bin = useQuery({ ...binQuery(), enabled: kind === 'bin' });

  if (kind === 'folder') {
    return {
      ...combine([folder]),
      title: folder.data?.name ?? 'Folder',
      ancestors: folder.data?.ancestors ?? NONE,
      folders: folder.data?.folders ?? NONE,
      files: folder.data?.files ?? NONE,
      target: folder.data && !folder.data.is_archived && !folder.data.is_deleted ? folder.data.id : undefined,
    };
  }
  const single = kind === 'archived' ? archived : kind === 'bin' ? bin : null;
  if (single) {
    return {
      ...combine([single]),
      title: PLACE_TITLES[kind as 'archived' | 'bin'],
      ancestors: NONE,
      folders: single.data?.folders ?? NONE,
      files: single.data?.files ?? NONE,
      target: undefined,
    };
  }
  const [folders, files] = kind === 'root' ? [rootFolders, rootFiles] : [starredFolders, starredFiles];
  return {
    ...combine([folders, files]),
    title: PLACE_TITLES[kind as 'root' | 'favourites'],
    ancestors: NONE,
    folders: folders.data ?? NONE,
    files: files.data ?? NONE,
    target: kind === 'root' ? null : undefined,
  };
}
