/**
 * Favourites, the archive and the bin, and the life-cycle changes files and folders share:
 * archiving, binning, unarchiving and retrieving one item (its contents follow: tree.ts).
 */
import { badRequest } from '../../types';
import { notInBin, ownerOf, type Deps, type Handlers } from './context';
import type { FileRow, FolderRow, Schemas, VaultStore } from './store';
import { fileIsActive, fileView, flagsOfFile, flagsOfFolder, folderIsActive, folderView, inherited, type Flags } from './tree';
import { byName, mustFind, newestFirst, now, ownedBy } from '../../table';

type ItemType = Schemas['VaultItemType'];
type Item = { type: 'file'; row: FileRow } | { type: 'folder'; row: FolderRow };
type LifeCyclePatch = Partial<Pick<FileRow, '_archived' | '_deleted' | '_deleted_at' | 'updated_at'>> & { container?: null };

/** The person's file or folder, or 404. */
export function itemOf(store: VaultStore, owner: number, type: ItemType, id: number): Item {
  return type === 'file'
    ? { type, row: mustFind(store.files, id, { _owner: owner }, { what: 'File not found.' }) }
    : { type, row: mustFind(store.folders, id, { _owner: owner }, { what: 'Folder not found.' }) };
}

const flagsOf = (store: VaultStore, item: Item): Flags =>
  item.type === 'file' ? flagsOfFile(store, item.row) : flagsOfFolder(store, item.row);
const containerOf = (item: Item) => (item.type === 'file' ? item.row.folder : item.row.parent);

function change(store: VaultStore, item: Item, patch: LifeCyclePatch): void {
  const { container, ...flags } = patch;
  if (item.type === 'file') store.files.update(item.row.id, { ...flags, ...(container === null ? { folder: null } : {}) });
  else store.folders.update(item.row.id, { ...flags, ...(container === null ? { parent: null } : {}) });
}

/** Archives an item not in the bin; an item already archived (itself or by a folder above) stays as it is. */
export function archiveItem(store: VaultStore, item: Item): void {
  const flags = flagsOf(store, item);
  notInBin(flags.deleted);
  if (!flags.archived) change(store, item, { _archived: true, updated_at: now() });
}

/** Moves an item to the bin (its contents go with it); binning it again changes nothing. */
export function binItem(store: VaultStore, item: Item): void {
  if (!item.row._deleted) change(store, item, { _deleted: true, _deleted_at: now() });
}

const ITEM_WORD: Record<ItemType, string> = { file: 'File', folder: 'Folder' };

export function organiseHandlers(
  deps: Deps,
): Handlers<
  | 'listFavouriteVaultFiles'
  | 'listFavouriteVaultFolders'
  | 'listArchivedVaultItems'
  | 'unarchiveVaultItem'
  | 'listVaultBin'
  | 'retrieveVaultBinItem'
  | 'emptyVaultBin'
> {
  const { store } = deps;
  return {
    listFavouriteVaultFiles: (req) => ({
      status: 200,
      body: ownedBy(store.files, ownerOf(req))
        .filter((f) => f.is_starred && fileIsActive(store, f))
        .sort(newestFirst)
        .map((f) => fileView(deps, f)),
    }),
    listFavouriteVaultFolders: (req) => ({
      status: 200,
      body: ownedBy(store.folders, ownerOf(req))
        .filter((f) => f.is_starred && folderIsActive(store, f))
        .sort(byName)
        .map((f) => folderView(store, f)),
    }),
    listArchivedVaultItems: (req) => {
      const owner = ownerOf(req);
      const recent = <T extends FileRow | FolderRow>(a: T, b: T) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id;
      return {
        status: 200,
        body: {
          files: ownedBy(store.files, owner)
            .filter((f) => f._archived && !flagsOfFile(store, f).deleted)
            .sort(recent)
            .map((f) => fileView(deps, f)),
          folders: ownedBy(store.folders, owner)
            .filter((f) => f._archived && !flagsOfFolder(store, f).deleted)
            .sort(recent)
            .map((f) => folderView(store, f)),
        },
      };
    },
    unarchiveVaultItem: (req) => {
      const item = itemOf(store, ownerOf(req), req.body.item_type, req.body.id);
      if (!item.row._archived) {
        const why = flagsOf(store, item).archived ? ' itself: unarchive the folder it is in.' : '.';
        throw badRequest({ id: [`This ${item.type} is not archived${why}`] });
      }
      change(store, item, { _archived: false, updated_at: now() });
      return {
        status: 200,
        body: { item_type: item.type, id: item.row.id, detail: `${ITEM_WORD[item.type]} moved out of the archive.` },
      };
    },
    listVaultBin: (req) => {
      const owner = ownerOf(req);
      const recent = <T extends FileRow | FolderRow>(a: T, b: T) =>
        (b._deleted_at ?? '').localeCompare(a._deleted_at ?? '') || b.id - a.id;
      return {
        status: 200,
        body: {
          files: ownedBy(store.files, owner)
            .filter((f) => f._deleted)
            .sort(recent)
            .map((f) => ({ ...fileView(deps, f), deleted_at: f._deleted_at ?? f.updated_at })),
          folders: ownedBy(store.folders, owner)
            .filter((f) => f._deleted)
            .sort(recent)
            .map((f) => ({ ...folderView(store, f), deleted_at: f._deleted_at ?? f.updated_at })),
        },
      };
    },
    retrieveVaultBinItem: (req) => {
      const item = itemOf(store, ownerOf(req), req.body.item_type, req.body.id);
      if (!item.row._deleted) {
        const why = flagsOf(store, item).deleted ? ' itself: retrieve the folder it is in.' : '.';
        throw badRequest({ id: [`This ${item.type} is not in the bin${why}`] });
      }
      const toRoot = inherited(store, containerOf(item)).deleted;
      change(store, item, { _deleted: false, _deleted_at: null, updated_at: now(), ...(toRoot ? { container: null } : {}) });
      const where = toRoot ? ' to root (its folder is in the bin)' : '';
      return {
        status: 200,
        body: { item_type: item.type, id: item.row.id, detail: `${ITEM_WORD[item.type]} restored${where}.` },
      };
    },
    emptyVaultBin: (req) => {
      const { files, folders } = emptyBin(store, ownerOf(req));
      return {
        status: 200,
        body: { files, folders, detail: files + folders === 0 ? 'The bin was already empty.' : 'Bin emptied.' },
      };
    },
  };
}

/**
 * Deletes for good every file and folder of `owner` that is in the bin, itself or inside a binned
 * folder, with the share links of those files (designed `POST /bins/empty/`, issue 17).
 */
export function emptyBin(store: VaultStore, owner: number): { files: number; folders: number } {
  const files = ownedBy(store.files, owner).filter((f) => flagsOfFile(store, f).deleted);
  const folders = ownedBy(store.folders, owner).filter((f) => flagsOfFolder(store, f).deleted);
  const gone = new Set(files.map((f) => f.id));
  for (const share of ownedBy(store.shares, owner)) if (gone.has(share.file)) store.shares.delete(share.id);
  for (const file of files) store.files.delete(file.id);
  for (const folder of folders) store.folders.delete(folder.id);
  return { files: files.length, folders: folders.length };
}
