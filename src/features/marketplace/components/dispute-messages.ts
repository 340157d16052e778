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
