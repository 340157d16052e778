/**
 * Files: upload (multipart), root list, detail, changes, archive, bin and duplicate.
 * MAGIC VALUE (README: vault): an upload whose name contains `fail-upload` is refused with
 * 500 'Upload interrupted. Please try again.' and nothing is stored.
 */
import { createHash } from 'node:crypto';
import type { components } from '../../../../src/api/generated/vault';
import { UploadedFile, filesOf, safeName } from '../../files';
import { HttpError, badRequest } from '../../types';
import { nonBlank, notInBin, ownerOf, type Deps, type Handlers } from './context';
import { archiveItem, binItem } from './organise';
import { MAX_UPLOAD_BYTES, mimetypeOf } from './sizes';
import { ensureRoom } from './storage';
import { fresh, type FileRow, type VaultStore } from './store';
import { checkTags } from './tags';
import { fileIsActive, fileView, flagsOfFile, folderIsActive } from './tree';
import { mustFind, newestFirst, now, ownedBy, pick } from '../../table';

export const FAIL_UPLOAD_MAGIC = 'fail-upload';
const MAX_NAME = 255;

type FileOrdering = components['parameters']['FileOrdering'];

const ORDER: Record<FileOrdering, (a: FileRow, b: FileRow) => number> = {
  name: (a, b) => a.name.localeCompare(b.name) || a.id - b.id,
  '-name': (a, b) => b.name.localeCompare(a.name) || b.id - a.id,
  created_at: (a, b) => -newestFirst(a, b),
  '-created_at': newestFirst,
  file_size: (a, b) => a._bytes - b._bytes || a.id - b.id,
  '-file_size': (a, b) => b._bytes - a._bytes || b.id - a.id,
};

/** The multipart `file` part, or 400 under `file`. */
function uploadedFile(value: unknown): UploadedFile {
  if (!(value instanceof UploadedFile)) throw badRequest({ file: ['Choose a file to upload.'] });
  if (value.size > MAX_UPLOAD_BYTES) throw badRequest({ file: ['A file may be at most 100 MB.'] });
  return value;
}

/** A folder to put a file in: the person's (404) and active (400 under `field`). */
export function targetFolder(store: VaultStore, owner: number, id: number | null | undefined, field: string): number | null {
  if (id === undefined || id === null) return null;
  const folder = mustFind(store.folders, id, { _owner: owner }, { what: 'Folder not found.' });
  if (!folderIsActive(store, folder)) throw badRequest({ [field]: ['This folder is archived or in the bin.'] });
  return folder.id;
}

/** '{name without extension} (copy).{extension}', kept within the name length. */
export function copyName(name: string): string {
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const suffix = ` (copy)${ext}`;
  return `${base.slice(0, MAX_NAME - suffix.length)}${suffix}`;
}

/** A copy of a file row, not starred, in `folder`, created now. */
export function copyFile(store: VaultStore, row: FileRow, folder: number | null, name: string): FileRow {
  const stamp = now();
  const { id: _id, ...rest } = row;
  return store.files.insert({ ...rest, name, folder, is_starred: false, created_at: stamp, updated_at: stamp, ...fresh() });
}

export function fileHandlers(deps: Deps): Handlers<
  'uploadVaultFile' | 'listVaultRootFiles' | 'getVaultFile' | 'patchVaultFile' | 'deleteVaultFile' | 'archiveVaultFile' | 'duplicateVaultFile'
> {
  const { store } = deps;
  const answer = (row: FileRow) => fileView(deps, store.files.get(row.id)!);
  return {
    uploadVaultFile: (req) => {
      const owner = ownerOf(req);
      const upload = uploadedFile(req.body.file);
      const name = nonBlank(req.body.name ?? (upload.name || 'upload'), 'name');
      const folder = targetFolder(store, owner, req.body.folder, 'folder');
      const tags = checkTags(store, owner, req.body.tags) ?? [];
      ensureRoom(store, owner, upload.size, 'file');
      if (`${name} ${upload.name}`.toLowerCase().includes(FAIL_UPLOAD_MAGIC)) {
        throw new HttpError(500, { detail: 'Upload interrupted. Please try again.' });
      }
      const bytes = upload.content;
      const mimetype = mimetypeOf(upload.type, upload.name || name);
      const hash = createHash('sha256').update(bytes).digest('hex');
      // Kept by content: a copy of the file (duplicate) serves the same bytes.
      filesOf(deps.state).put({ id: hash, name: safeName(name, 'file'), type: mimetype, bytes });
      const stamp = now();
      const row = store.files.insert({
        _owner: owner,
        name,
        description: req.body.description?.trim() || null,
        mimetype,
        hash,
        access: req.body.access ?? 'public',
        folder,
        is_starred: false,
        tags,
        created_at: stamp,
        updated_at: stamp,
        _bytes: bytes.length,
        ...fresh(),
      });
      return { status: 201, body: answer(row) };
    },
    listVaultRootFiles: (req) => ({
      status: 200,
      body: ownedBy(store.files, ownerOf(req))
        .filter((f) => f.folder === null && fileIsActive(store, f))
        .sort(ORDER[req.query.ordering ?? '-created_at'])
        .map((f) => fileView(deps, f)),
    }),
    getVaultFile: (req) => ({ status: 200, body: answer(mustFind(store.files, req.params.id, { _owner: ownerOf(req) }, { what: 'File not found.' })) }),
    patchVaultFile: (req) => {
      const owner = ownerOf(req);
      const row = mustFind(store.files, req.params.id, { _owner: owner }, { what: 'File not found.' });
      notInBin(flagsOfFile(store, row).deleted);
      const body = req.body;
      const tags = checkTags(store, owner, body.tags);
      store.files.update(row.id, {
        ...pick(body, ['access', 'is_starred'] as const),
        ...(body.name !== undefined ? { name: nonBlank(body.name, 'name') } : {}),
        ...(body.description !== undefined ? { description: body.description?.trim() || null } : {}),
        ...(body.folder !== undefined ? { folder: targetFolder(store, owner, body.folder, 'folder') } : {}),
        ...(tags ? { tags } : {}),
        updated_at: now(),
      });
      return { status: 200, body: answer(row) };
    },
    deleteVaultFile: (req) => {
      binItem(store, { type: 'file', row: mustFind(store.files, req.params.id, { _owner: ownerOf(req) }, { what: 'File not found.' }) });
      return { status: 204 };
    },
    archiveVaultFile: (req) => {
      const row = mustFind(store.files, req.params.id, { _owner: ownerOf(req) }, { what: 'File not found.' });
      archiveItem(store, { type: 'file', row });
      return { status: 200, body: answer(row) };
    },
    duplicateVaultFile: (req) => {
      const owner = ownerOf(req);
      const row = mustFind(store.files, req.params.id, { _owner: owner }, { what: 'File not found.' });
      notInBin(flagsOfFile(store, row).deleted);
      ensureRoom(store, owner, row._bytes);
      return { status: 201, body: answer(copyFile(store, row, row.folder, copyName(row.name))) };
    },
  };
}
