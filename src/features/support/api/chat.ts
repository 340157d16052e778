/**
 * The support chat's calls: the thread list (tickets, then one message call per ticket, at most
 * 6 in flight, a failed one silently omitted), one ticket's messages, sending a message and
 * opening a ticket. A message or ticket with a file goes through the shared upload queue
 * (progress, cancel), as multipart (decision 0033); text alone is JSON.
 */
import { queryOptions } from '@tanstack/react-query';
import { common } from '@/api/clients';
import type { CommonPaths, CommonSchemas } from '@/api/types';
import { upload } from '@/api/upload';
import { createUploadQueue, type UploadItem, type UploadQueue } from '@/api/upload-queue';
import { env } from '@/lib/env';
import type { UploadProgress } from '@/api/upload';
import { loadThreads } from '../threads/load-threads';

type Ticket = CommonSchemas['Ticket'];
type ChatMessage = CommonSchemas['ChatMessage'];

const TICKETS = '/common-feature/support/ticket/';
const MESSAGES = '/common-feature/support/chat/{ticket_id}/chat_message';

export const LIST_POLL_MS = 30_000;
export const CHAT_POLL_MS = 5_000;

export const supportKeys = {
  threads: ['support', 'threads'] as const,
  messages: (ticketId: number) => ['support', 'messages', ticketId] as const,
};

async function fetchMessages(ticketId: number, signal?: AbortSignal): Promise<ChatMessage[]> {
  const { data, error } = await common.client.GET(MESSAGES, {
    params: { path: { ticket_id: ticketId } },
    ...(signal ? { signal } : {}),
  });
  if (error !== undefined) throw error;
  // Spec section 7: the messages are read from data.data as a list.
  return Array.isArray(data.data.data) ? data.data.data : [];
}

/** The tickets and their chat threads (newest first); a ticket whose messages fail is left out. */
export const threadsQuery = () =>
  queryOptions({
    queryKey: supportKeys.threads,
    meta: { silent: true },
    queryFn: async ({ signal }) => {
      const { data, error } = await common.client.GET(TICKETS, { signal });
      if (error !== undefined) throw error;
      const tickets: Ticket[] = data;
      const threads = await loadThreads(tickets, (id) => fetchMessages(id, signal));
      return { tickets, threads };
    },
  });

/** One ticket's messages (the active chat, polled). */
export const messagesQuery = (ticketId: number) =>
  queryOptions({
    queryKey: supportKeys.messages(ticketId),
    meta: { silent: true },
    queryFn: ({ signal }) => fetchMessages(ticketId, signal),
  });

/** What a send reports while a file goes up. */
export type OnProgress = (progress: UploadProgress) => void;

type Stored = { data: ChatMessage } | Ticket;

let queue: UploadQueue<Stored> | undefined;
/** The support area's upload queue (the shared kind: at most 3 at once, progress, cancel). */
export const supportUploadQueue = () => (queue ??= createUploadQueue<Stored>());

/** Runs one file through the queue and settles with its outcome. */
function viaQueue<T extends Stored>(
  file: File,
  run: (body: FormData, signal: AbortSignal, onProgress: OnProgress) => Promise<T>,
  onProgress?: OnProgress,
): Promise<T> {
  const q = supportUploadQueue();
  return new Promise<T>((resolve, reject) => {
    const [id] = q.enqueue([file], (f, control) => {
      const body = new FormData();
      body.append('attachment', f);
      return run(body, control.signal, (p) => {
        control.onProgress(p);
        onProgress?.(p);
      });
    });
    const check = () => {
      const item: UploadItem<Stored> | undefined = q.getSnapshot().find((i) => i.id === id);
      if (!item) return;
      if (item.status === 'done') {
        stop();
        q.remove(item.id);
        resolve(item.result as T);
      } else if (item.status === 'failed' || item.status === 'cancelled') {
        stop();
        q.remove(item.id);
        reject(item.error ?? new Error('The upload was cancelled.'));
      }
    };
    const stop = q.subscribe(check);
    check();
  });
}

/**
 * Sends a message (text, and a file when given); answers the stored message. `idempotencyKey`
 * (one per message, kept for its Retry) makes a retry after a lost answer send it once.
 */
export async function sendMessage(
  ticketId: number,
  text: string,
  file: File | null,
  onProgress?: OnProgress,
  idempotencyKey?: string,
): Promise<ChatMessage> {
  if (file) {
    const answer = await viaQueue(
      file,
      (body, signal, progress) => {
        body.append('message', text);
        return upload<CommonPaths, typeof MESSAGES>(MESSAGES, {
          baseUrl: env.VITE_COMMON_URL,
          params: { ticket_id: ticketId },
          body,
          signal,
          onProgress: progress,
        });
      },
      onProgress,
    );
    return answer.data;
  }
  const { data, error } = await common.client.POST(MESSAGES, {
    params: { path: { ticket_id: ticketId }, header: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined },
    body: { message: text },
  });
  if (error !== undefined) throw error;
  return data.data;
}

/**
 * Opens a ticket (subject, first message, optional file); answers the new ticket.
 * `idempotencyKey` (one per attempt) makes a retry after a lost answer open it once.
 */
export async function createTicket(
  subject: string,
  message: string,
  file: File | null,
  onProgress?: OnProgress,
  idempotencyKey?: string,
): Promise<Ticket> {
  if (file) {
    return viaQueue(
      file,
      (body, signal, progress) => {
        body.append('ticket_title', subject);
        body.append('message', message);
        return upload<CommonPaths, typeof TICKETS>(TICKETS, { baseUrl: env.VITE_COMMON_URL, body, signal, onProgress: progress });
      },
      onProgress,
    );
  }
  const { data, error } = await common.client.POST(TICKETS, {
    params: { header: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined },
    body: { ticket_title: subject, message },
  });
  if (error !== undefined) throw error;
  return data;
}
