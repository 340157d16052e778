/**
 * The designed `Idempotency-Key` of the PIN calls (issue 21, the fault sweep; openapi/banking.yaml):
 * setting a new PIN and confirming it with the code. A call sent again under the same key (its
 * answer lost after the work, or the browser resending a call whose connection dropped) answers
 * the first call's answer and does nothing more: the code is not asked for again, and a confirmed
 * PIN is not refused with 'No new PIN is waiting'. The same key with another body is 400. Without a
 * key a call behaves as before. Kept beside the store, never in it (the seed snapshot hashes the
 * stores); only a hash of each body is kept, never a PIN or a code.
 */
import { createHash } from 'node:crypto';
import type { operations } from '../../../../src/api/generated/banking';
import { badRequest, requireUser, type Handler, type SandboxRequest } from '../../types';
import type { Deps, Handlers } from './context';

export const PIN_KEY_REUSED = 'This Idempotency-Key was already used for a different request.';

/** The PIN calls that take the designed header. */
export const REPLAYED_PIN_CALLS = [
  'setPersonalAccountPin',
  'checkPersonalAccountOtp',
  'setBusinessTransactionPin',
  'verifyBusinessOtp',
] as const satisfies readonly (keyof operations)[];

type Replayed = (typeof REPLAYED_PIN_CALLS)[number];

const answered = new WeakMap<object, Map<string, { fingerprint: string; answer: unknown }>>();

const fingerprintOf = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

function replaying<Op>(store: object, operation: string, handler: Handler<Op>): Handler<Op> {
  return (req: SandboxRequest<Op>) => {
    const key = req.headers['idempotency-key'];
    if (!key) return handler(req);
    const book = answered.get(store) ?? new Map<string, { fingerprint: string; answer: unknown }>();
    answered.set(store, book);
    const id = JSON.stringify([requireUser(req).id, operation, req.url.pathname, key]);
    const fingerprint = fingerprintOf(req.body);
    const seen = book.get(id);
    if (seen) {
      if (seen.fingerprint !== fingerprint) throw badRequest({ 'Idempotency-Key': [PIN_KEY_REUSED] }, PIN_KEY_REUSED);
      return seen.answer as ReturnType<Handler<Op>>;
    }
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

/** `handlers` with every call of REPLAYED_PIN_CALLS answering a repeated key with its first answer. */
export function withReplayedPinCalls<K extends keyof operations>(deps: Deps, handlers: Handlers<K>): Handlers<K> {
  const out = { ...handlers } as Record<string, unknown>;
  for (const operation of REPLAYED_PIN_CALLS) {
    const handler = out[operation] as Handler<operations[Replayed]> | undefined;
    if (handler) out[operation] = replaying(deps.store, operation, handler);
  }
  return out as Handlers<K>;
}
