/**
 * Idempotent creates (issue 21, the fault sweep; `CreateIdempotencyKey` in openapi/business.yaml):
 * a create sent again under the same `Idempotency-Key` (an answer lost after the work, a browser
 * resending a POST whose connection dropped, a retry of the same attempt) answers the first
 * record's answer again and creates nothing; the same key with another body is 400. Without a key a
 * create behaves as before. Invoices and receipts keep their own keys on their rows (issue 13).
 * The replay itself is the sandbox's shared one (scripts/sandbox/replay.ts).
 */
import type { operations } from '../../../../src/api/generated/business';

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
