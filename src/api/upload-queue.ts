/**
 * One upload queue for every area (vault files, inventory images, receipts, course material):
 * at most three uploads at once, each with its own progress, cancel (aborts its XMLHttpRequest)
 * and retry; failures are the same ApiError as every call. An item's upload function gets the
 * signal and progress callback to hand to `upload()` (src/api/upload.ts):
 *
 *   queue.enqueue(files, (file, { signal, onProgress }) => {
 *     const body = new FormData();
 *     body.append('file', file);
 *     return upload<VaultPaths, '/files/'>('/files/', { baseUrl: env.VITE_VAULT_URL, body, signal, onProgress });
 *   });
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { toApiError, type ApiError } from './errors';
import type { UploadProgress } from './upload';

export const UPLOAD_CONCURRENCY = 3;

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled';

/** What the queue hands an item's upload function: pass both on to `upload()`. */
export interface UploadControl {
  signal: AbortSignal;
  onProgress: (progress: UploadProgress) => void;
}

export type UploadRun<T> = (file: File, control: UploadControl) => Promise<T>;

export interface UploadItem<T> {
  readonly id: string;
  readonly file: File;
  readonly status: UploadStatus;
  /** The latest progress of the current attempt, null before the first report. */
  readonly progress: UploadProgress | null;
  /** The server's answer once `done`. */
  readonly result: T | undefined;
  /** Why it `failed`; null otherwise. */
  readonly error: ApiError | null;
}

export interface UploadQueue<T> {
  /** Queues the files, each uploaded by `run`; returns their ids in order. */
  enqueue: (files: Iterable<File>, run: UploadRun<T>) => string[];
  /** Stops a queued or running item (a running one's request is aborted and its slot freed at once). */
  cancel: (id: string) => void;
  /** Runs a failed or cancelled item again (and only it). */
  retry: (id: string) => void;
  /** Drops a finished, failed or cancelled item from the list. */
  remove: (id: string) => void;
  /** Cancels everything not finished (leaving the page). */
  cancelAll: () => void;
  getSnapshot: () => readonly UploadItem<T>[];
  subscribe: (listener: () => void) => () => void;
}

interface Entry<T> {
  run: UploadRun<T>;
  /** The running attempt's controller; a settlement of any other attempt is ignored. */
  attempt: AbortController | null;
}

let nextId = 0;

export function createUploadQueue<T>({ concurrency = UPLOAD_CONCURRENCY }: { concurrency?: number } = {}): UploadQueue<T> {
  let items: readonly UploadItem<T>[] = [];
  const entries = new Map<string, Entry<T>>();
  const listeners = new Set<() => void>();

  function update(id: string, patch: Partial<UploadItem<T>>) {
    items = items.map((item) => (item.id === id ? { ...item, ...patch } : item));
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  function settle(id: string, attempt: AbortController, patch: Partial<UploadItem<T>>) {
    const entry = entries.get(id);
    if (entry?.attempt !== attempt) return;
    entry.attempt = null;
    update(id, patch);
    pump();
    emit();
  }

  function start(item: UploadItem<T>, entry: Entry<T>) {
    const attempt = new AbortController();
    entry.attempt = attempt;
    update(item.id, { status: 'uploading', progress: null, error: null });
    const onProgress = (progress: UploadProgress) => {
      if (entry.attempt !== attempt) return;
      update(item.id, { progress });
      emit();
    };
    let pending: Promise<T>;
    try {
      pending = entry.run(item.file, { signal: attempt.signal, onProgress });
    } catch (error) {
      // A synchronous throw is a failure like a rejection.
      pending = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    pending.then(
      (result) => settle(item.id, attempt, { status: 'done', result }),
      (error: unknown) => settle(item.id, attempt, { status: 'failed', error: toApiError(error) }),
    );
  }

  /** Starts queued items, oldest first, while fewer than `concurrency` run. */
  function pump() {
    let running = items.filter((item) => item.status === 'uploading').length;
    for (const item of items) {
      if (running >= concurrency) break;
      const entry = entries.get(item.id);
      if (item.status !== 'queued' || !entry) continue;
      start(item, entry);
      running += 1;
    }
  }

  function cancelOne(id: string) {
    const entry = entries.get(id);
    const item = items.find((i) => i.id === id);
    if (!entry || (item?.status !== 'queued' && item?.status !== 'uploading')) return false;
    const attempt = entry.attempt;
    entry.attempt = null;
    update(id, { status: 'cancelled', progress: null });
    attempt?.abort();
    return true;
  }

  return {
    enqueue(files, run) {
      const added = [...files].map((file): UploadItem<T> => {
        nextId += 1;
        const id = `upload-${nextId}`;
        entries.set(id, { run, attempt: null });
        return { id, file, status: 'queued', progress: null, result: undefined, error: null };
      });
      items = [...items, ...added];
      pump();
      emit();
      return added.map((item) => item.id);
    },
    cancel(id) {
      if (!cancelOne(id)) return;
      pump();
      emit();
    },
    retry(id) {
      const item = items.find((i) => i.id === id);
      if (item?.status !== 'failed' && item?.status !== 'cancelled') return;
      update(id, { status: 'queued', progress: null, error: null });
      pump();
      emit();
    },
    remove(id) {
      const item = items.find((i) => i.id === id);
      if (!item || item.status === 'queued' || item.status === 'uploading') return;
      entries.delete(id);
      items = items.filter((i) => i.id !== id);
      emit();
    },
    cancelAll() {
      const cancelled = items.map((item) => cancelOne(item.id)).some(Boolean);
      if (cancelled) emit();
    },
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The queue's items for React, re-rendered on every change. Given no queue, the component gets
 * one of its own whose unfinished uploads are cancelled when it unmounts.
 */
export function useUploadQueue<T>(shared?: UploadQueue<T>): { queue: UploadQueue<T>; items: readonly UploadItem<T>[] } {
  const [own] = useState(() => createUploadQueue<T>());
  const queue = shared ?? own;
  useEffect(() => () => own.cancelAll(), [own]);
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return { queue, items };
}
