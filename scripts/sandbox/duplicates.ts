/**
 * The double-submission detector. Every creating or money-moving call a user makes (POST, and the
 * PATCH/PUT of a recorded payment) is remembered for 10 s with its operation, a hash of its
 * path, query and body, and its `Idempotency-Key`. A call that repeats a committed one (same
 * operation, same hash) within that time under another key or none is a duplicate: the client
 * sent one intent twice. A repeat under the same key is a replay, which the key makes safe.
 */
import { createHash } from 'node:crypto';

export const DUPLICATE_WINDOW_MS = 10_000;
const MAX_KEPT = 200;

/** PATCH/PUT operations that change money already recorded (payroll payments). */
const MONEY_UPDATES = new Set(['updatePayrollHistory', 'patchPayrollHistory']);

export const isTracked = (method: string, operationId: string): boolean =>
  method === 'POST' || ((method === 'PATCH' || method === 'PUT') && MONEY_UPDATES.has(operationId));

export interface TrackedCall {
  operation: string;
  method: string;
  path: string;
  hash: string;
  key: string | null;
  committed: boolean;
  at: number;
}

export interface Duplicate {
  operation: string;
  method: string;
  path: string;
  first_at: string;
  second_at: string;
  first_key: string | null;
  second_key: string | null;
  second_committed: boolean;
}

/** A stable text for a parsed body: object keys sorted, uploaded files by name, type and content hash. */
async function canonical(value: unknown): Promise<unknown> {
  if (value instanceof Blob) {
    const digest = createHash('sha256').update(Buffer.from(await value.arrayBuffer())).digest('hex');
    return { file: value instanceof File ? value.name : '', type: value.type, sha256: digest };
  }
  if (Array.isArray(value)) return Promise.all(value.map(canonical));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return Object.fromEntries(await Promise.all(entries.map(async ([k, v]) => [k, await canonical(v)] as const)));
  }
  return value;
}

/** The hash of a call's path, query and body. */
export async function fingerprint(url: URL, body: unknown): Promise<string> {
  const text = JSON.stringify([url.pathname, [...url.searchParams].sort(), await canonical(body)]);
  return createHash('sha256').update(text).digest('hex');
}

const iso = (ms: number) => new Date(ms).toISOString();

export class DuplicateDetector {
  private calls = new Map<number, TrackedCall[]>();
  private found = new Map<number, Duplicate[]>();

  /** Remembers a finished call; answers the duplicate it makes, if it is one. */
  record(user: number, call: TrackedCall): Duplicate | undefined {
    const recent = (this.calls.get(user) ?? []).filter((c) => call.at - c.at <= DUPLICATE_WINDOW_MS);
    const earlier = recent.filter((c) => c.committed && c.operation === call.operation);
    const replay = call.key !== null && earlier.some((c) => c.key === call.key);
    const first = replay ? undefined : earlier.find((c) => c.hash === call.hash);
    this.calls.set(user, [...recent, call]);
    if (!first) return undefined;
    const duplicate: Duplicate = {
      operation: call.operation,
      method: call.method,
      path: call.path,
      first_at: iso(first.at),
      second_at: iso(call.at),
      first_key: first.key,
      second_key: call.key,
      second_committed: call.committed,
    };
    this.found.set(user, [...(this.found.get(user) ?? []), duplicate].slice(-MAX_KEPT));
    return duplicate;
  }

  list(user: number): Duplicate[] {
    return this.found.get(user) ?? [];
  }

  clear(user: number): void {
    this.found.delete(user);
    this.calls.delete(user);
  }

  reset(): void {
    this.calls.clear();
    this.found.clear();
  }
}
