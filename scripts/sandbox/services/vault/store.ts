/**
 * The vault service's data: one table per kind of item, every row tagged with its owner
 * (`_owner`, the signed-in user's id). Files and folders keep their own archive and bin flags
 * (`_archived`, `_deleted`): the flags a file or folder answers with are computed from those of
 * the item and of the folders above it (tree.ts), so binning or archiving a folder carries its
 * contents without touching them, and restoring it brings back exactly what it carried.
 */
import type { components } from '../../../../src/api/generated/vault';
import { Table, TableStore, defineStore } from '../../table';

export type Schemas = components['schemas'];

interface Owned {
  _owner: number;
}

/** Archive and bin flags of the item itself (not inherited from its folders). */
interface LifeCycle {
  _archived: boolean;
  _deleted: boolean;
  _deleted_at: string | null;
}

/** The life-cycle flags of a new item: active. */
export const fresh = (): LifeCycle => ({ _archived: false, _deleted: false, _deleted_at: null });

export interface FileRow extends Owned, LifeCycle {
  id: number;
  name: string;
  description: string | null;
  mimetype: string;
  hash: string;
  access: Schemas['AccessLevel'];
  folder: number | null;
  is_starred: boolean;
  tags: number[];
  created_at: string;
  updated_at: string;
  /** Exact size in bytes. */
  _bytes: number;
  /** The content as a `data:` URL for small uploads; null: served nowhere (README: vault). */
}

export interface FolderRow extends Owned, LifeCycle {
  id: number;
  name: string;
  description: string | null;
  parent: number | null;
  is_starred: boolean;
  created_at: string;
  updated_at: string;
}

export type TagRow = Schemas['Tag'] & Owned;
export type NextOfKinRow = Schemas['NextOfKin'] & Owned;

/** A share link; `_uuid` is its public id. The password is kept only as a hash. */
export interface ShareRow extends Owned {
  id: number;
  _uuid: string;
  file: number;
  access: Schemas['AccessLevel'];
  _password_hash: string | null;
  expires_at: string | null;
  created_at: string;
  views: number;
}

export class VaultStore extends TableStore {
  files = new Table<FileRow>('files', 101);
  folders = new Table<FolderRow>('folders', 11);
  tags = new Table<TagRow>('tags', 1);
  shares = new Table<ShareRow>('shares', 1);
  nextOfKins = new Table<NextOfKinRow>('nextOfKins', 1);


}

export const STORE_KEY = 'vault';

export const storeOf = defineStore(STORE_KEY, () => new VaultStore());
