/**
 * The designed `Idempotency-Key` of the PIN calls (issue 21, the fault sweep; openapi/banking.yaml):
 * setting a new PIN and confirming it with the code. A call sent again under the same key (its
 * answer lost after the work, or the browser resending a call whose connection dropped) answers
 * the first call's answer and does nothing more: the code is not asked for again, and a confirmed
 * PIN is not refused with 'No new PIN is waiting'. The same key with another body is 400. Without a
 * key a call behaves as before. Kept beside the store, never in it (the seed snapshot hashes the
 * stores); only a hash of each body is kept, never a PIN or a code (scripts/sandbox/replay.ts).
 */
import type { operations } from '../../../../src/api/generated/banking';

export const PIN_KEY_REUSED = 'This Idempotency-Key was already used for a different request.';

/** The PIN calls that take the designed header. */
export const REPLAYED_PIN_CALLS = [
  'setPersonalAccountPin',
  'checkPersonalAccountOtp',
  'setBusinessTransactionPin',
  'verifyBusinessOtp',
] as const satisfies readonly (keyof operations)[];
