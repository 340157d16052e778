/**
 * The vault's uploads: one queue for the whole app session (the shared upload queue: three at
 * once, progress, cancel, retry), so the tray keeps showing them while the user moves around the
 * vault. Each item remembers the folder it goes to; a finished upload marks the vault's lists
 * stale. Files refused before upload (too big, no room) are listed in the tray at the file, with
 * the reason (what is free), until removed.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { VaultPaths } from '@/api/clients';
import { invalidatePaths } from '@/api/resource';
import type { VaultSchemas } from '@/api/types';
import { upload } from '@/api/upload';
import { createUploadQueue, useUploadQueue, type UploadQueue } from '@/api/upload-queue';
import { env } from '@/lib/env';
import { VAULT_LISTS } from '../api/vault-changes';
import { planUploads, type Refusal } from './upload-checks';

export type UploadedFile = VaultSchemas['VaultFile'];

let shared: UploadQueue<UploadedFile> | null = null;

/** The session's vault upload queue (made on first use). */
export function vaultUploadQueue(): UploadQueue<UploadedFile> {
  shared ??= createUploadQueue<UploadedFile>();
  return shared;
}

/** A file refused before upload, as the tray lists it. */
export interface RefusedUpload extends Refusal {
  id: number;
}

let refusals: readonly RefusedUpload[] = [];
let nextRefusal = 1;
const listeners = new Set<() => void>();

function setRefusals(next: readonly RefusedUpload[]) {
  refusals = next;
  listeners.forEach((listener) => listener());
}

/** The refused files, newest last (a store for useSyncExternalStore). */
export const refusedUploads = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly RefusedUpload[] => refusals,
  remove: (id: number) => setRefusals(refusals.filter((r) => r.id !== id)),
  clear: () => setRefusals([]),
};

/** For tests: a fresh queue and no refusals. */
export function resetVaultUploads(): void {
  shared?.cancelAll();
  shared = null;
  setRefusals([]);
}

export const useVaultUploads = () => useUploadQueue(vaultUploadQueue());

export interface StartUploads {
  files: readonly File[];
  /** The folder to upload into; null for root. */
  folder: number | null;
  /** Bytes left in the allowance (null when not known). */
  freeBytes: number | null;
  queryClient: QueryClient;
}

/** Bytes of uploads queued or running (they will take room the storage answer does not show yet). */
function pendingBytes(queue: UploadQueue<UploadedFile>): number {
  return queue
    .getSnapshot()
    .filter((item) => item.status === 'queued' || item.status === 'uploading')
    .reduce((sum, item) => sum + item.file.size, 0);
}

/** Checks and queues files; returns how many were queued. */
export function startUploads({ files, folder, freeBytes, queryClient }: StartUploads): number {
  const queue = vaultUploadQueue();
  const plan = planUploads(files, freeBytes === null ? null : freeBytes - pendingBytes(queue));
  if (plan.refused.length) setRefusals([...refusals, ...plan.refused.map((r) => ({ ...r, id: nextRefusal++ }))]);
  if (plan.accepted.length === 0) return 0;
  queue.enqueue(plan.accepted, async (file, { signal, onProgress }) => {
    const body = new FormData();
    body.append('file', file);
    if (folder !== null) body.append('folder', String(folder));
    const stored = await upload<VaultPaths, '/files/'>('/files/', { baseUrl: env.VITE_VAULT_URL, body, signal, onProgress });
    void invalidatePaths(queryClient, VAULT_LISTS);
    return stored;
  });
  return plan.accepted.length;
}
