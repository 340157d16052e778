/**
 * Idempotency keys for one submission (the `Idempotency-Key` header): a retry of the same request
 * (a double click, Retry after a dropped answer) reuses its key, so the server answers the first
 * result instead of acting twice; a changed request gets a new key, so the server does not
 * refuse it as a different request under a used key. Keep one per form, reset after success.
 */
export interface AttemptKeys {
  /** The key for this request body. */
  keyFor: (body: unknown) => string;
  /** After a success: the next request is a new attempt even with the same body. */
  reset: () => void;
}

export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()): AttemptKeys {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor: (body) => {
      const text = JSON.stringify(body);
      if (last?.body !== text) last = { body: text, key: newKey() };
      return last.key;
    },
    reset: () => {
      last = null;
    },
  };
}
