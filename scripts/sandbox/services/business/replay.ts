/**
 * Idempotent creates (issue 21, the fault sweep; `CreateIdempotencyKey` in openapi/business.yaml):
 * a create sent again under the same `Idempotency-Key` (an answer lost after the work, a browser
 * resending a POST whose connection dropped, a retry of the same attempt) answers the first
 * record's answer again and creates nothing; the same key with another body is 400. Without a key a
 * create behaves as before. Invoices and receipts keep their own keys on their rows (issue 13).
 */
import { createHash } from 'node:crypto';
import type { operations } from '../../../../src/api/generated/business';
import { badRequest, requireUser, type Handler, type SandboxRequest } from '../../types';
import type { Deps, Handlers } from './context';

export const CREATE_KEY_REUSED = 'This Idempotency-Key was already used for a different request.';

/** The creates that take the designed `CreateIdempotencyKey` header. */
export const REPLAYED_CREATES = [
  'createCustomer',
  'createSupplier',
  'createMember',
  'createLocation',
  'createInventoryTag',
  'createRole',
  'createExpenseCategory',
  'createExpense',
  'createInventoryItem',
  'createPayroll',
  // A dispute message (multipart): a retry after a lost answer posts it once (issue 21).
  'createDisputeMessage',
  // Not a create, but it acts once a day: a retry after a lost answer must not be refused by that rule.
  'sendDebtorReminder',
] as const satisfies readonly (keyof operations)[];

type Replayed = (typeof REPLAYED_CREATES)[number];

interface Answered {
  fingerprint: string;
  answer: unknown;
}

/** Answers per store (a reset store starts with none): user, operation, path and key -> the first answer. */
const answered = new WeakMap<object, Map<string, Answered>>();

/** A stable text of a body (uploaded files by name, type and size). */
function fingerprintOf(body: unknown): string {
  const text = JSON.stringify(body ?? null, (_key, value: unknown) =>
    value instanceof Blob ? { file: value instanceof File ? value.name : '', type: value.type, size: value.size } : value,
  );
  return createHash('sha256').update(text).digest('hex');
}

function replaying<Op>(store: object, operation: string, handler: Handler<Op>): Handler<Op> {
  return (req: SandboxRequest<Op>) => {
    const key = req.headers['idempotency-key'];
    if (!key) return handler(req);
    const book = answered.get(store) ?? new Map<string, Answered>();
    answered.set(store, book);
    const id = JSON.stringify([requireUser(req).id, operation, req.url.pathname, key]);
    const fingerprint = fingerprintOf(req.body);
    const seen = book.get(id);
    if (seen) {
      if (seen.fingerprint !== fingerprint) throw badRequest({ 'Idempotency-Key': [CREATE_KEY_REUSED] }, CREATE_KEY_REUSED);
      return seen.answer as ReturnType<Handler<Op>>;
    }
    // Synchronous handlers stay synchronous (the handler tests call them so).
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

/** `handlers` with every create of REPLAYED_CREATES answering a repeated key with its first answer. */
export function withReplayedCreates<K extends keyof operations>(deps: Deps, handlers: Handlers<K>): Handlers<K> {
  const out = { ...handlers } as Record<string, unknown>;
  for (const operation of REPLAYED_CREATES) {
    const handler = out[operation] as Handler<operations[Replayed]> | undefined;
    if (handler) out[operation] = replaying(deps.store, operation, handler);
  }
  return out as Handlers<K>;
}
