/**
 * One `Idempotency-Key` per press of Confirm, kept for every retry of that press. `confirm` makes a
 * new key and sends; while a send is on its way every other press is ignored (a double click
 * sends once). When the answer is lost (network, timeout, unreadable answer, a 5xx) the outcome is
 * unknown and `checkAgain` resends the same request with the SAME key: the bank answers the first
 * transfer if it was made, and makes it once if it was not. The request (with its PIN) is held in
 * memory only while the outcome is unknown, and dropped by `forget` or once an answer arrives.
 */
import { toApiError, type ApiError } from '@/api/errors';

export type SendOutcome<T> =
  { kind: 'sent'; transfer: T } | { kind: 'refused'; error: ApiError } | { kind: 'unknown'; error: ApiError };

/** The request may have been done without its answer reaching us. */
export function isLostAnswer(error: ApiError): boolean {
  return (
    error.status === 'FETCH_ERROR' ||
    error.status === 'TIMEOUT_ERROR' ||
    error.status === 'PARSING_ERROR' ||
    (typeof error.status === 'number' && error.status >= 500)
  );
}

export interface TransferAttempts<I, T> {
  /** A new press: a new key. Null when a send is already on its way. */
  confirm: (input: I) => Promise<SendOutcome<T> | null>;
  /** The unknown outcome's request again, under the same key. Null when there is none or one is on its way. */
  checkAgain: () => Promise<SendOutcome<T> | null>;
  /** The key of the current press (for tests and the result screen), or null. */
  currentKey: () => string | null;
  /** Drop the held request (leaving the flow, 'Send another'). */
  forget: () => void;
}

export function createTransferAttempts<I, T>(
  send: (input: I, key: string) => Promise<T>,
  newKey: () => string = () => crypto.randomUUID(),
): TransferAttempts<I, T> {
  let busy = false;
  let held: { input: I; key: string } | null = null;
  let key: string | null = null;

  async function run(input: I, attemptKey: string): Promise<SendOutcome<T>> {
    busy = true;
    try {
      const transfer = await send(input, attemptKey);
      held = null;
      return { kind: 'sent', transfer };
    } catch (caught) {
      const error = toApiError(caught);
      if (isLostAnswer(error)) {
        held = { input, key: attemptKey };
        return { kind: 'unknown', error };
      }
      held = null;
      return { kind: 'refused', error };
    } finally {
      busy = false;
    }
  }

  return {
    confirm: (input) => {
      if (busy) return Promise.resolve(null);
      key = newKey();
      return run(input, key);
    },
    checkAgain: () => {
      if (busy || !held) return Promise.resolve(null);
      return run(held.input, held.key);
    },
    currentKey: () => key,
    forget: () => {
      held = null;
      key = null;
    },
  };
}
