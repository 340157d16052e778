/**
 * Sending a dispute message: one multipart POST (the message, the proposal flag and up to five
 * images), on the shared upload queue so its progress shows and a stalled send can be cancelled.
 * The promise settles with the new message or the ApiError.
 */
import type { BusinessPaths } from '@/api/clients';
import type { BusinessSchemas } from '@/api/types';
import { scopeParams, type BusinessScope } from '@/api/resource';
import { upload } from '@/api/upload';
import { createUploadQueue } from '@/api/upload-queue';
import { env } from '@/lib/env';
import { DISPUTE_MESSAGES } from '../api/marketplace.queries';

type Message = BusinessSchemas['DisputeMessage'];

/** Every dispute message send of the app. */
export const disputeMessageQueue = createUploadQueue<Message>();

export interface Outgoing {
  message: string;
  images: readonly File[];
  isProposal: boolean;
  /**
   * Sent as `Idempotency-Key`: the same for every retry of one send (src/lib/attempt-key.ts), so a
   * retry after an answer lost after the message was posted does not post it twice.
   */
  idempotencyKey?: string;
}

/** What makes two sends the same send (for the attempt key): the text, the flag and the images. */
export function sendIdentity(outgoing: Omit<Outgoing, 'idempotencyKey'>): unknown {
  return {
    message: outgoing.message,
    isProposal: outgoing.isProposal,
    images: outgoing.images.map((image) => [image.name, image.type, image.size, image.lastModified]),
  };
}

/** Queues the send; returns the queue item's id and the answer. */
export function sendDisputeMessage(
  scope: BusinessScope,
  disputeId: number,
  outgoing: Outgoing,
): { id: string; sent: Promise<Message> } {
  let settle: { resolve: (m: Message) => void; reject: (e: unknown) => void } | undefined;
  const sent = new Promise<Message>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // The queue tracks one file per item: the first image stands for the message (or the text itself).
  const carrier = outgoing.images[0] ?? new File([outgoing.message], 'message.txt', { type: 'text/plain' });
  const [id] = disputeMessageQueue.enqueue([carrier], async (_file, { signal, onProgress }) => {
    const body = new FormData();
    body.append('message', outgoing.message);
    body.append('is_proposal', String(outgoing.isProposal));
    for (const image of outgoing.images) body.append('images', image, image.name);
    try {
      const message = await upload<BusinessPaths, typeof DISPUTE_MESSAGES>(DISPUTE_MESSAGES, {
        baseUrl: env.VITE_BUSINESS_URL,
        params: { businessId: scopeParams(scope).path.businessId, id: disputeId },
        body,
        signal,
        onProgress,
        headers: outgoing.idempotencyKey ? { 'Idempotency-Key': outgoing.idempotencyKey } : undefined,
      });
      settle?.resolve(message);
      return message;
    } catch (error) {
      settle?.reject(error);
      throw error;
    }
  });
  return { id: id!, sent };
}
