/** Folders: root list, create, detail with contents, changes (rename, move, star), archive, bin and duplicate. */
import type { components } from '../../../../src/api/generated/vault';
import { badRequest } from '../../types';
import { nonBlank, notInBin, ownerOf, type Deps, type Handlers } from './context';
import { copyFile, targetFolder } from './files';
import { archiveItem, binItem } from './organise';
import { ensureRoom } from './storage';
import { fresh, type FolderRow, type VaultStore } from './store';
import { chainOf, contentsOf, flagsOfFolder, folderDetail, folderIsActive, folderView, sizeOf } from './tree';
import { byName, mustFind, newestFirst, now, ownedBy } from '../../table';
import { replayed } from '../../replay';

type FolderOrdering = components['parameters']['FolderOrdering'];

const ORDER: Record<FolderOrdering, (a: FolderRow, b: FolderRow) => number> = {
  name: byName,
  '-name': (a, b) => -byName(a, b),
  created_at: (a, b) => -newestFirst(a, b),
  '-created_at': newestFirst,
};

const MAX_NAME = 255;

/** A repeated Idempotency-Key with another body (issue 21). */
export const FOLDER_KEY_REUSED = 'This Idempotency-Key was already used for a different folder.';

/** A new parent for `folder`: not the folder itself nor one of its sub-folders (400 under `parent`). */
function newParent(store: VaultStore, owner: number, folder: FolderRow, parent: number | null): number | null {
  const target = targetFolder(store, owner, parent, 'parent');
  if (target !== null && (target === folder.id || chainOf(store, target).some((f) => f.id === folder.id))) {
    throw badRequest({ parent: ['A folder cannot be moved into itself or one of its own sub-folders.'] });
  }
  return target;
}

/** Copies a folder and what it shows inside, at any depth; answers the new folder. */
function copyFolder(store: VaultStore, folder: FolderRow, parent: number | null, name: string): FolderRow {
  const stamp = now();
  const { id: _id, ...rest } = folder;
  const copy = store.folders.insert({
    ...rest,
    name,
    parent,
    is_starred: false,
    created_at: stamp,
    updated_at: stamp,
    ...fresh(),
  });
  const { files, folders } = contentsOf(store, folder);
  for (const file of files) copyFile(store, file, copy.id, file.name);
  for (const sub of folders) copyFolder(store, sub, copy.id, sub.name);
  return copy;
}

export function folderHandlers(
  deps: Deps,
): Handlers<
  | 'listVaultRootFolders'
  | 'createVaultFolder'
  | 'getVaultFolder'
  | 'patchVaultFolder'
  | 'deleteVaultFolder'
  | 'archiveVaultFolder'
  | 'duplicateVaultFolder'
> {
  const { store } = deps;
  const answer = (row: FolderRow) => folderView(store, store.folders.get(row.id)!);
  const find = (owner: number, id: number) => mustFind(store.folders, id, { _owner: owner }, { what: 'Folder not found.' });
  return {
    listVaultRootFolders: (req) => ({
      status: 200,
      body: ownedBy(store.folders, ownerOf(req))
        .filter((f) => f.parent === null && folderIsActive(store, f))
        .sort(ORDER[req.query.ordering ?? 'name'])
        .map((f) => folderView(store, f)),
    }),
    // A retry under the same Idempotency-Key (a lost answer, a resent call) answers the first folder.
    createVaultFolder: replayed(store, 'createVaultFolder', FOLDER_KEY_REUSED, (req) => {
      const owner = ownerOf(req);
      const stamp = now();
      const row = store.folders.insert({
        _owner: owner,
        name: nonBlank(req.body.name, 'name'),
        description: req.body.description?.trim() || null,
        parent: targetFolder(store, owner, req.body.parent, 'parent'),
        is_starred: false,
        created_at: stamp,
        updated_at: stamp,
        ...fresh(),
      });
      return { status: 201, body: answer(row) };
    }),
    getVaultFolder: (req) => ({ status: 200, body: folderDetail(deps, find(ownerOf(req), req.params.id)) }),
    patchVaultFolder: (req) => {
      const owner = ownerOf(req);
      const row = find(owner, req.params.id);
      notInBin(flagsOfFolder(store, row).deleted);
      const { name, parent, description, is_starred } = req.body;
      store.folders.update(row.id, {
        ...(name !== undefined ? { name: nonBlank(name, 'name') } : {}),
        ...(parent !== undefined ? { parent: newParent(store, owner, row, parent) } : {}),
        ...(description !== undefined ? { description: description?.trim() || null } : {}),
        ...(is_starred !== undefined ? { is_starred } : {}),
        updated_at: now(),
      });
      return { status: 200, body: answer(row) };
    },
    deleteVaultFolder: (req) => {
      binItem(store, { type: 'folder', row: find(ownerOf(req), req.params.id) });
      return { status: 204 };
    },
    archiveVaultFolder: (req) => {
      const row = find(ownerOf(req), req.params.id);
      archiveItem(store, { type: 'folder', row });
      return { status: 200, body: answer(row) };
    },
    duplicateVaultFolder: (req) => {
      const owner = ownerOf(req);
      const row = find(owner, req.params.id);
      notInBin(flagsOfFolder(store, row).deleted);
      ensureRoom(store, owner, sizeOf(store, row));
      const name = `${row.name.slice(0, MAX_NAME - 7)} (copy)`;
      return { status: 201, body: answer(copyFolder(store, row, row.parent, name)) };
    },
  };
}
