/**
 * Faults a test arms for its own next calls (`POST /__sandbox/faults`, README): what the answer
 * does instead of (or on top of) the normal one. Every faulted answer closes its connection
 * (`Connection: close`, or the socket destroyed).
 *
 * `after` does the work, then loses the answer AFTER its first bytes (`dropAnswer`): the status
 * line and headers go out with the full Content-Length, then only part of the body, then the
 * connection closes. The call resolves and reading its body fails, in every client. Destroying
 * the socket before any byte (as `network` does) is not the same: Chromium resends a request
 * whose reused keep-alive connection closed or reset before any response byte arrived, so the
 * page would get the replayed answer instead of a lost one.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const FAULT_KINDS = ['status', 'timeout', 'malformed', 'network', 'after', 'slow_body', 'delay'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  method: string;
  /**
   * The contract's path template, `*` for any operation with that method, or a concrete path
   * (`/common-feature/support/chat/7/chat_message`) to hit one record's calls only.
   */
  path: string;
  kind: FaultKind;
  /** The status `status` answers (default 500). */
  status: number;
  /** Wait this long before anything else happens (with any kind; alone it is kind `delay`). */
  delay_ms: number;
  /** How long `slow_body` spreads the request body's reading or the answer's writing over. */
  duration_ms: number;
  /** How many of the next matching calls it hits. */
  times: number;
}

const MAX_WAIT_MS = 120_000;

function whole(value: unknown, name: string, min: number, max: number, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}.`);
  }
  return value;
}

/** The fault a `POST /__sandbox/faults` body describes; throws an Error naming what is wrong. */
export function parseFault(body: Record<string, unknown>): Fault {
  const method = typeof body.method === 'string' ? body.method.toUpperCase() : '';
  const path = typeof body.path === 'string' ? body.path : '';
  if (!method || !path) throw new Error('method and path are required.');
  const kind = body.kind ?? (body.delay_ms !== undefined ? 'delay' : 'status');
  if (!FAULT_KINDS.includes(kind as FaultKind)) throw new Error(`kind must be one of ${FAULT_KINDS.join(', ')}.`);
  const fault: Fault = {
    method,
    path,
    kind: kind as FaultKind,
    status: whole(body.status, 'status', 400, 599, 500),
    delay_ms: whole(body.delay_ms, 'delay_ms', 0, MAX_WAIT_MS, 0),
    duration_ms: whole(body.duration_ms, 'duration_ms', 100, MAX_WAIT_MS, 5_000),
    times: whole(body.times, 'times', 1, 1_000, 1),
  };
  if (fault.kind === 'delay' && fault.delay_ms === 0) throw new Error('kind delay needs delay_ms.');
  return fault;
}

/** Armed faults per bearer token. */
export class FaultBook {
  private armed = new Map<string, Fault[]>();

  arm(token: string, fault: Fault): void {
    this.armed.set(token, [...(this.armed.get(token) ?? []), fault]);
  }

  /** The first fault armed for this call, counting one hit (it is dropped after its last). */
  take(token: string | null, method: string, schemaPath: string, concretePath?: string): Fault | undefined {
    const list = token ? this.armed.get(token) : undefined;
    const index =
      list?.findIndex((f) => f.method === method && (f.path === schemaPath || f.path === '*' || f.path === concretePath)) ?? -1;
    if (!list || index < 0) return undefined;
    const fault = list[index]!;
    fault.times -= 1;
    if (fault.times <= 0) list.splice(index, 1);
    return { ...fault };
  }

  /** What is still armed for this token (a test waits for a fault to be taken before it acts). */
  pending(token: string): Fault[] {
    return (this.armed.get(token) ?? []).map((fault) => ({ ...fault }));
  }

  clear(): void {
    this.armed.clear();
  }
}

/** Resolves true after `ms`, or false as soon as the client goes away. */
export function wait(ms: number, req: IncomingMessage): Promise<boolean> {
  if (req.socket.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const gone = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      req.socket.off('close', gone);
      resolve(true);
    }, ms);
    req.socket.once('close', gone);
  });
}

/**
 * Reads a request body at a pace that makes it last about `durationMs` (the sender is held back
 * by TCP), so an upload can be cancelled midway. Null when the client goes away first.
 */
export async function readSlowly(req: IncomingMessage, durationMs: number): Promise<Buffer | null> {
  const total = Number(req.headers['content-length'] ?? 0);
  const started = Date.now();
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of req) {
      const buffer = chunk as Buffer;
      chunks.push(buffer);
      received += buffer.length;
      const due = total > 0 ? (received / total) * durationMs : (chunks.length * durationMs) / 10;
      if (!(await wait(Math.max(0, started + due - Date.now()), req))) return null;
    }
  } catch {
    return null;
  }
  return req.socket.destroyed ? null : Buffer.concat(chunks);
}

/** Writes an answer in ten pieces spread over `durationMs`; stops when the client goes away. */
export async function writeSlowly(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  text: string,
  durationMs: number,
) {
  const bytes = Buffer.from(text, 'utf8');
  res.writeHead(status, { ...headers, 'Content-Length': String(bytes.length), Connection: 'close' });
  const pieces = 10;
  const size = Math.ceil(bytes.length / pieces);
  for (let i = 0; i < pieces; i++) {
    if (res.destroyed) return;
    res.write(bytes.subarray(i * size, (i + 1) * size));
    if (i < pieces - 1 && !(await wait(durationMs / pieces, req))) return;
  }
  res.end();
}

/**
 * The `after` fault's answer: the status line and headers of the real answer (an empty or 204
 * answer as 200 JSON `{}`) with the full Content-Length and `Connection: close`, then the first
 * half of the body (`{` of `{}`), then the socket closed. Headers have arrived, so no browser
 * resends the request on its own; the body is short of its length, so reading it fails
 * (a fetch body's read rejects with a TypeError; an XMLHttpRequest fires `error`).
 */
export function dropAnswer(res: ServerResponse, status: number, body: unknown, contentType: string): void {
  const text =
    status === 204 || body === undefined
      ? ''
      : typeof body === 'string' && contentType !== 'application/json'
        ? body
        : JSON.stringify(body);
  const full = Buffer.byteLength(text, 'utf8') >= 2;
  const bytes = Buffer.from(full ? text : '{}', 'utf8');
  res.writeHead(full ? status : 200, {
    'Content-Type': full ? contentType : 'application/json',
    'Content-Length': String(bytes.length),
    Connection: 'close',
  });
  const socket = res.socket;
  res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => socket?.destroy());
}
