/**
 * The sandbox's idempotent replay of the designed `Idempotency-Key` header (issue 21, the fault
 * sweep), for every service that takes it outside its store rows (business creates, banking PIN
 * calls, support tickets and messages, vault folders, shares and next of kin).
 *
 * A call sent again under the same key and body (its answer lost after the work, a browser
 * resending a call whose connection dropped, a retry of the same attempt) answers the first call's
 * answer and does nothing more; the same key with another body is 400 under `Idempotency-Key`,
 * with the service's own message. Without a key a call behaves as before. A failed call is not
 * kept, so its retry runs again.
 *
 * Keys are per user, operation and path (the route: a message's ticket, a share's id). Answers are
 * kept beside a service's store, never in it (the seed snapshot hashes the stores), and are
 * forgotten with it (a sandbox reset); they do not expire otherwise. Only a hash of each body is
 * kept, never a PIN, a code or a password.
 */
import { createHash } from 'node:crypto';
import { badRequest, requireUser, type Handler, type SandboxRequest } from './types';

interface Answered {
  fingerprint: string;
  answer: unknown;
}

/** Per store: user, operation, path and key -> the first answer. */
const books = new WeakMap<object, Map<string, Answered>>();

function bookOf(store: object): Map<string, Answered> {
  let book = books.get(store);
  if (!book) books.set(store, (book = new Map<string, Answered>()));
  return book;
}

/** A stable hash of a parsed body (uploaded files by name, type and size). */
function fingerprintOf(body: unknown): string {
  const text = JSON.stringify(body ?? null, (_key, value: unknown) =>
    value instanceof Blob ? { file: value instanceof File ? value.name : '', type: value.type, size: value.size } : value,
  );
  return createHash('sha256').update(text).digest('hex');
}

/**
 * `handler` answering a repeated `Idempotency-Key` with its first answer, and refusing the key
 * with another body with `reused` (400, under `Idempotency-Key` and as `detail`). Answers are kept
 * beside `store`, under `operation`.
 */
export function replayed<Op>(store: object, operation: string, reused: string, handler: Handler<Op>): Handler<Op> {
  return (req: SandboxRequest<Op>) => {
    const key = req.headers['idempotency-key'];
    if (!key) return handler(req);
    const book = bookOf(store);
    const id = JSON.stringify([requireUser(req).id, operation, req.url.pathname, key]);
    const fingerprint = fingerprintOf(req.body);
    const seen = book.get(id);
    if (seen) {
      if (seen.fingerprint !== fingerprint) throw badRequest({ 'Idempotency-Key': [reused] }, reused);
      return seen.answer as ReturnType<Handler<Op>>;
    }
    // A synchronous handler stays synchronous (the services' handler tests call them so).
    const answer = handler(req);
    if (answer instanceof Promise) {
      return answer.then((settled) => {
        book.set(id, { fingerprint, answer: settled });
        return settled;
      });
    }
    book.set(id, { fingerprint, answer });
    return answer;
  };
}

/** `handlers` with each of `operations` (where present) `replayed` under `reused`. */
export function withReplays<H extends object>(store: object, operations: readonly string[], reused: string, handlers: H): H {
  const out = { ...handlers } as Record<string, unknown>;
  for (const operation of operations) {
    const handler = out[operation] as Handler<unknown> | undefined;
    if (handler) out[operation] = replayed(store, operation, reused, handler);
  }
  return out as H;
}
