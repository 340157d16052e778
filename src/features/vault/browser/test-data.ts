/** Vault answers for component tests, typed by the contract. */
import type { VaultSchemas } from '@/api/types';

type File = VaultSchemas['VaultFile'];
type Folder = VaultSchemas['Folder'];

export function aFile(id: number, name: string, patch: Partial<File> = {}): File {
  return {
    id,
    name,
    description: null,
    file: `https://vault.example.ng/u/1/${id}`,
    file_size: '1.50',
    file_size_unit: 'KB',
    mimetype: 'application/pdf',
    hash: 'a'.repeat(64),
    access: 'public',
    folder: null,
    root: true,
    is_archived: false,
    is_deleted: false,
    is_starred: false,
    tags: [],
    tags_detail: [],
    created_at: '2026-10-01T09:00:00Z',
    updated_at: `2026-10-${String(10 + (id % 18)).padStart(2, '0')}T09:00:00Z`,
    ...patch,
  };
}

export function aFolder(id: number, name: string, patch: Partial<Folder> = {}): Folder {
  return {
    id,
    name,
    description: null,
    parent: null,
    is_archived: false,
    is_deleted: false,
    is_starred: false,
    files_count: 2,
    folders_count: 0,
    size: 4096,
    created_at: '2026-09-01T09:00:00Z',
    updated_at: '2026-09-02T09:00:00Z',
    ...patch,
  };
}

export const STORAGE: VaultSchemas['StorageUsage'] = {
  used_bytes: 1024 ** 3,
  limit_bytes: 5 * 1024 ** 3,
  used: '1.00',
  used_unit: 'GB',
  limit: '5.00',
  limit_unit: 'GB',
  percent_used: 20,
  by_type: [
    { mimetype_group: 'image', bytes: 512 * 1024 ** 2, count: 3 },
    { mimetype_group: 'document', bytes: 512 * 1024 ** 2, count: 9 },
    { mimetype_group: 'video', bytes: 0, count: 0 },
    { mimetype_group: 'audio', bytes: 0, count: 0 },
    { mimetype_group: 'other', bytes: 0, count: 0 },
  ],
};
