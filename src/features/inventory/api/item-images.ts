/**
 * An item's pictures (issue 12, item 4): uploads on the shared upload queue, one queue for the
 * whole app so an upload started from the item form keeps going on the item's page (and after
 * the form closes). Each picture is shrunk to fit 2,000 px in the browser first (decision 17),
 * then checked against the 5 MB limit, then posted to `images/` with its progress. A finished
 * upload refreshes the item and the lists (the first picture is the list's thumbnail).
 *
 *   const queueImages = useQueueItemImages();
 *   const saved = await create.mutateAsync(...);
 *   queueImages(scope, saved.id, files);
 *
 *   const { uploads, cancel, retry, dismiss } = useItemImageUploads(item.id);
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { business, type BusinessPaths } from '@/api/clients';
import { ApiError } from '@/api/errors';
import { invalidatePaths, scopeParams, type BusinessScope } from '@/api/resource';
import type { BusinessSchemas } from '@/api/types';
import { upload } from '@/api/upload';
import { createUploadQueue, type UploadItem, type UploadRun } from '@/api/upload-queue';
import { env } from '@/lib/env';
import { imageSizeProblem, imageTypeProblem, shrinkImage } from '@/lib/image-file';
import { inventory } from './inventory.queries';

export type InventoryImage = BusinessSchemas['InventoryImage'];

const IMAGES = '/business/v1/{businessId}/tools/inventories/{id}/images/';
const IMAGE = '/business/v1/{businessId}/tools/inventories/{id}/images/{image_id}';

/** One picture on its way to an item: the queue's entry and the item it belongs to. */
export interface ItemImageUpload extends UploadItem<InventoryImage> {
  readonly itemId: number;
}

/** Every item-image upload of the app (at most three at once). */
export const itemImageQueue = createUploadQueue<InventoryImage>();
/** Which item each upload is for, by upload id. */
const owners = new Map<string, number>();

/** The file to send: shrunk to fit 2,000 px, then refused when it is still over 5 MB. */
export async function prepareItemImage(file: File): Promise<File> {
  const typeProblem = imageTypeProblem(file);
  if (typeProblem) throw new ApiError({ status: 400, message: typeProblem });
  const shrunk = await shrinkImage(file).catch((error: unknown) => {
    throw new ApiError({ status: 'FETCH_ERROR', message: error instanceof Error ? error.message : String(error) });
  });
  const sizeProblem = imageSizeProblem(shrunk);
  if (sizeProblem) throw new ApiError({ status: 400, message: sizeProblem });
  return shrunk;
}

/**
 * Queues `files` as pictures of item `itemId`; returns the uploads' ids. Runs without React (a
 * form calls it after its save): `queryClient` gets the item and the lists refreshed as each
 * picture is stored.
 */
export function queueItemImages(
  scope: BusinessScope,
  itemId: number,
  files: readonly File[],
  queryClient: QueryClient,
): string[] {
  const run: UploadRun<InventoryImage> = async (file, { signal, onProgress }) => {
    const prepared = await prepareItemImage(file);
    const body = new FormData();
    body.append('image', prepared, prepared.name);
    const stored = await upload<BusinessPaths, typeof IMAGES>(IMAGES, {
      baseUrl: env.VITE_BUSINESS_URL,
      params: { businessId: scopeParams(scope).path.businessId, id: itemId },
      body,
      signal,
      onProgress,
    });
    await invalidatePaths(queryClient, inventory.invalidates);
    return stored;
  };
  const ids = itemImageQueue.enqueue(files, run);
  for (const id of ids) owners.set(id, itemId);
  return ids;
}

/** `queueItemImages` bound to the app's query client: `queueImages(scope, itemId, files)`. */
export function useQueueItemImages(): (scope: BusinessScope, itemId: number, files: readonly File[]) => string[] {
  const queryClient = useQueryClient();
  return useCallback((scope, itemId, files) => queueItemImages(scope, itemId, files, queryClient), [queryClient]);
}

export interface ItemImageUploads {
  /** This item's uploads, oldest first (queued, uploading, done, failed or cancelled). */
  uploads: readonly ItemImageUpload[];
  /** Stops a queued or running upload. */
  cancel: (id: string) => void;
  /** Sends a failed or cancelled picture again. */
  retry: (id: string) => void;
  /** Forgets a finished, failed or cancelled upload. */
  dismiss: (id: string) => void;
}

/** The uploads of one item, re-rendered as they progress. */
export function useItemImageUploads(itemId: number): ItemImageUploads {
  const all = useSyncExternalStore(itemImageQueue.subscribe, itemImageQueue.getSnapshot, itemImageQueue.getSnapshot);
  const uploads = useMemo(
    () => all.filter((entry) => owners.get(entry.id) === itemId).map((entry): ItemImageUpload => ({ ...entry, itemId })),
    [all, itemId],
  );
  return {
    uploads,
    cancel: itemImageQueue.cancel,
    retry: itemImageQueue.retry,
    dismiss: useCallback((id: string) => {
      itemImageQueue.remove(id);
      if (!itemImageQueue.getSnapshot().some((entry) => entry.id === id)) owners.delete(id);
    }, []),
  };
}

/** Forgets an item's finished uploads (its page is left; the pictures are on the item). */
export function forgetFinishedItemImages(itemId: number): void {
  for (const entry of itemImageQueue.getSnapshot()) {
    if (entry.status !== 'done' || owners.get(entry.id) !== itemId) continue;
    itemImageQueue.remove(entry.id);
    owners.delete(entry.id);
  }
}

export interface DeleteItemImageVariables {
  scope: BusinessScope;
  itemId: number;
  imageId: number;
}

/** Deletes a picture for good (DELETE `images/{image_id}`); the item and the lists refresh. Errors are the caller's to show. */
export function useDeleteItemImage() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async ({ scope, itemId, imageId }: DeleteItemImageVariables) => {
      const { path, query } = scopeParams(scope);
      const { error } = await business.client.DELETE(IMAGE, {
        params: { path: { ...path, id: itemId, image_id: imageId }, query },
      });
      if (error !== undefined) throw error;
    },
    onSuccess: () => invalidatePaths(queryClient, inventory.invalidates),
  });
}
