/**
 * The vault's tree: where an item is, whether it is active, what a folder holds, and the answer
 * shapes of files and folders. An item is archived or in the bin when it, or any folder above
 * it, was archived or binned itself; its contents follow it without being changed.
 */
import { fileUrl } from '../../files';
import { type Deps } from './context';
import { displaySize } from './sizes';
import type { FileRow, FolderRow, Schemas, VaultStore } from './store';
import { byName, newestFirst } from '../../table';

/** The folders above a container, nearest first (stops on a missing or looping parent). */
export function chainOf(store: VaultStore, folderId: number | null): FolderRow[] {
  const chain: FolderRow[] = [];
  let current = folderId === null ? undefined : store.folders.get(folderId);
  while (current && !chain.includes(current)) {
    chain.push(current);
    current = current.parent === null ? undefined : store.folders.get(current.parent);
  }
  return chain;
}

export interface Flags {
  archived: boolean;
  deleted: boolean;
}

/** The flags an item in `container` inherits from the folders above it. */
export function inherited(store: VaultStore, container: number | null): Flags {
  const chain = chainOf(store, container);
  return { archived: chain.some((f) => f._archived), deleted: chain.some((f) => f._deleted) };
}

export function flagsOfFile(store: VaultStore, row: FileRow): Flags {
  const above = inherited(store, row.folder);
  return { archived: row._archived || above.archived, deleted: row._deleted || above.deleted };
}

export function flagsOfFolder(store: VaultStore, row: FolderRow): Flags {
  const above = inherited(store, row.parent);
  return { archived: row._archived || above.archived, deleted: row._deleted || above.deleted };
}

const isActive = (flags: Flags) => !flags.archived && !flags.deleted;
export const fileIsActive = (store: VaultStore, row: FileRow) => isActive(flagsOfFile(store, row));
export const folderIsActive = (store: VaultStore, row: FolderRow) => isActive(flagsOfFolder(store, row));

const selfClear = (row: { _archived: boolean; _deleted: boolean }) => !row._archived && !row._deleted;

/**
 * What a folder shows inside: the children not archived or binned themselves. A folder that is
 * archived or binned only because of a folder above it shows nothing (contract: getVaultFolder).
 */
export function contentsOf(store: VaultStore, folder: FolderRow): { files: FileRow[]; folders: FolderRow[] } {
  const above = inherited(store, folder.parent);
  if (above.archived || above.deleted) return { files: [], folders: [] };
  return directContents(store, folder.id);
}

function directContents(store: VaultStore, folderId: number) {
  return {
    files: store.files.where((f) => f.folder === folderId && selfClear(f)),
    folders: store.folders.where((f) => f.parent === folderId && selfClear(f)),
  };
}

/** Bytes of every file shown inside, at any depth. */
export function sizeOf(store: VaultStore, folder: FolderRow): number {
  const walk = (folderId: number, seen: Set<number>): number => {
    if (seen.has(folderId)) return 0;
    seen.add(folderId);
    const { files, folders } = directContents(store, folderId);
    return files.reduce((sum, f) => sum + f._bytes, 0) + folders.reduce((sum, f) => sum + walk(f.id, seen), 0);
  };
  const above = inherited(store, folder.parent);
  return above.archived || above.deleted ? 0 : walk(folder.id, new Set());
}

/** Where a file's content is served (kept by content hash: see files.ts). */
const contentUrl = (deps: Deps, row: FileRow): string => fileUrl(deps.state, 'vault', { id: row.hash, name: row.name });

export function fileView(deps: Deps, row: FileRow): Schemas['VaultFile'] {
  const flags = flagsOfFile(deps.store, row);
  const size = displaySize(row._bytes);
  const tags = row.tags.map((id) => deps.store.tags.get(id)).filter((t) => t !== undefined);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    file: contentUrl(deps, row),
    file_size: size.value,
    file_size_unit: size.unit,
    mimetype: row.mimetype,
    hash: row.hash,
    access: row.access,
    folder: row.folder,
    root: row.folder === null,
    is_archived: flags.archived,
    is_deleted: flags.deleted,
    is_starred: row.is_starred,
    tags: tags.map((t) => t.id),
    tags_detail: tags.map((t) => ({ id: t.id, name: t.name })),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function folderView(store: VaultStore, row: FolderRow): Schemas['Folder'] {
  const flags = flagsOfFolder(store, row);
  const { files, folders } = contentsOf(store, row);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    parent: row.parent,
    is_archived: flags.archived,
    is_deleted: flags.deleted,
    is_starred: row.is_starred,
    files_count: files.length,
    folders_count: folders.length,
    size: sizeOf(store, row),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function folderDetail(deps: Deps, row: FolderRow): Schemas['FolderDetail'] {
  const { files, folders } = contentsOf(deps.store, row);
  return {
    ...folderView(deps.store, row),
    ancestors: chainOf(deps.store, row.parent)
      .reverse()
      .map((f) => ({ id: f.id, name: f.name })),
    files: files.sort(newestFirst).map((f) => fileView(deps, f)),
    folders: folders.sort(byName).map((f) => folderView(deps.store, f)),
  };
}
