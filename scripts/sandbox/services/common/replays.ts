/**
 * The designed `Idempotency-Key` of a create (issue 21's fault sweep): a retry under the same key
 * (the answer was lost on the way, or the browser resent the call) answers the record the first
 * call made instead of making a second; the same key with another body is refused (400 under
 * `Idempotency-Key`). Kept beside a service's store, never in it (the seed snapshot hashes the
 * stores), per user and per operation, and forgotten with the store (a sandbox reset).
 */
import { createHash } from 'node:crypto';
import { badRequest } from '../../types';

interface Seen {
  fingerprint: string;
  id: number;
}

const books = new WeakMap<object, Map<string, Seen>>();

const fingerprintOf = (body: unknown) =>
  createHash('sha256')
    .update(
      JSON.stringify(body, (_key, value: unknown) => (value instanceof Blob ? { size: value.size, type: value.type } : value)),
    )
    .digest('hex');

export interface Replays {
  /** The id of the record this key made already, or undefined; throws when the body differs. */
  seen: (user: number, key: string | null | undefined, body: unknown) => number | undefined;
  /** Remembers the record a keyed call made; answers `id`. */
  keep: (user: number, key: string | null | undefined, body: unknown, id: number) => number;
}

/** The replays of `operation` kept beside `store`; `reused` is the message for a key reused with another body. */
export function replaysOf(store: object, operation: string, reused: string): Replays {
  const book = () => {
    let map = books.get(store);
    if (!map) books.set(store, (map = new Map<string, Seen>()));
    return map;
  };
  const slot = (user: number, key: string) => `${operation} ${user} ${key}`;
  return {
    seen: (user, key, body) => {
      if (!key) return undefined;
      const found = book().get(slot(user, key));
      if (!found) return undefined;
      if (found.fingerprint !== fingerprintOf(body)) throw badRequest({ 'Idempotency-Key': [reused] }, reused);
      return found.id;
    },
    keep: (user, key, body, id) => {
      if (key) book().set(slot(user, key), { fingerprint: fingerprintOf(body), id });
      return id;
    },
  };
}
