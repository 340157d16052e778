/**
 * The shared idempotent replay (replay.ts): the same key and body answer the first answer and do
 * nothing more; another body under the key is refused at the header; keys are per user, operation,
 * path and store; a failed call is not kept; without a key every call runs.
 */
import { describe, expect, it } from 'vitest';
import type { SandboxUser } from './auth';
import { replayed, withReplays } from './replay';
import { HttpError, type Handler, type SandboxRequest } from './types';

const REUSED = 'This Idempotency-Key was already used for a different thing.';

interface Op {
  parameters: Record<string, never>;
  requestBody: { content: { 'application/json': Record<string, unknown> } };
  responses: { 201: { content: { 'application/json': { id: number } } } };
}

const user = (id: number) => ({ id }) as SandboxUser;

function request(body: unknown, key?: string, who = 1, path = '/things/'): SandboxRequest<Op> {
  return {
    params: {},
    query: {},
    headers: key ? { 'idempotency-key': key } : {},
    body,
    user: user(who),
    token: 'token',
    url: new URL(`http://127.0.0.1${path}`),
  } as unknown as SandboxRequest<Op>;
}

/** The answer of the handler's `id`th real run. */
const answer = (id: number) => ({ status: 201, body: { id } });

/** A handler that makes a new id on every call it really runs. */
function counting() {
  let made = 0;
  const handler: Handler<Op> = () => ({ status: 201, body: { id: ++made } });
  return { handler, made: () => made };
}

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('the call was not refused');
}

describe('replayed', () => {
  it('answers the same key and body with the first answer and runs the handler once', () => {
    const { handler, made } = counting();
    const create = replayed({}, 'createThing', REUSED, handler);
    const first = create(request({ name: 'Ada' }, 'key-0001'));
    const again = create(request({ name: 'Ada' }, 'key-0001'));
    expect(first).toEqual({ status: 201, body: { id: 1 } });
    expect(again).toBe(first);
    expect(made()).toBe(1);
  });

  it('refuses the key with another body, under Idempotency-Key and as the detail, and runs nothing', () => {
    const { handler, made } = counting();
    const create = replayed({}, 'createThing', REUSED, handler);
    create(request({ name: 'Ada' }, 'key-0002'));
    const refused = refusal(() => create(request({ name: 'Ada Eze' }, 'key-0002')));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ detail: REUSED, 'Idempotency-Key': [REUSED] });
    expect(made()).toBe(1);
  });

  it('runs every call without a key, and each new key once', () => {
    const { handler, made } = counting();
    const create = replayed({}, 'createThing', REUSED, handler);
    create(request({ name: 'Ada' }));
    create(request({ name: 'Ada' }));
    create(request({ name: 'Ada' }, 'key-0003'));
    create(request({ name: 'Ada' }, 'key-0004'));
    expect(made()).toBe(4);
  });

  it('keeps keys per user, per path and per operation', () => {
    const store = {};
    const { handler, made } = counting();
    const create = replayed(store, 'createThing', REUSED, handler);
    const other = replayed(store, 'createOtherThing', REUSED, handler);
    expect(create(request({ name: 'Ada' }, 'key-0005', 1))).toEqual(answer(1));
    expect(create(request({ name: 'Ada' }, 'key-0005', 2))).toEqual(answer(2));
    expect(create(request({ name: 'Ada' }, 'key-0005', 1, '/tickets/7/messages/'))).toEqual(answer(3));
    expect(other(request({ name: 'Ada' }, 'key-0005', 1))).toEqual(answer(4));
    // Each of those is now a replay of its own first answer.
    expect(create(request({ name: 'Ada' }, 'key-0005', 2))).toEqual(answer(2));
    expect(made()).toBe(4);
  });

  it('forgets every key with its store (a sandbox reset); answers do not expire otherwise', () => {
    const { handler, made } = counting();
    replayed({}, 'createThing', REUSED, handler)(request({ name: 'Ada' }, 'key-0006'));
    replayed({}, 'createThing', REUSED, handler)(request({ name: 'Ada' }, 'key-0006'));
    expect(made()).toBe(2);
  });

  it('keeps no failed call: its retry under the same key runs again', () => {
    let calls = 0;
    const create = replayed<Op>({}, 'createThing', REUSED, () => {
      calls += 1;
      if (calls === 1) throw new HttpError(400, { detail: 'Name is required.' });
      return { status: 201, body: { id: calls } };
    });
    expect(refusal(() => create(request({}, 'key-0007'))).body).toEqual({ detail: 'Name is required.' });
    expect(create(request({}, 'key-0007'))).toEqual({ status: 201, body: { id: 2 } });
    expect(create(request({}, 'key-0007'))).toEqual({ status: 201, body: { id: 2 } });
    expect(calls).toBe(2);
  });

  it('keeps an asynchronous answer once it settles, and a synchronous handler synchronous', async () => {
    let calls = 0;
    const create = replayed<Op>({}, 'createThing', REUSED, () =>
      Promise.resolve({ status: 201 as const, body: { id: ++calls } }),
    );
    const first = await create(request({ name: 'Ada' }, 'key-0008'));
    expect(await create(request({ name: 'Ada' }, 'key-0008'))).toBe(first);
    expect(calls).toBe(1);
    const sync = replayed({}, 'createThing', REUSED, counting().handler)(request({ name: 'Ada' }, 'key-0008'));
    expect(sync).not.toBeInstanceOf(Promise);
  });

  it('tells uploaded files apart by name, type and size', () => {
    const { handler, made } = counting();
    const create = replayed({}, 'createThing', REUSED, handler);
    const file = (name: string, text = 'receipt') => new File([text], name, { type: 'image/png' });
    create(request({ attachment: file('a.png') }, 'key-0009'));
    expect(create(request({ attachment: file('a.png') }, 'key-0009'))).toEqual(answer(1));
    expect(refusal(() => create(request({ attachment: file('b.png') }, 'key-0009'))).status).toBe(400);
    expect(refusal(() => create(request({ attachment: file('a.png', 'longer receipt') }, 'key-0009'))).status).toBe(400);
    expect(made()).toBe(1);
  });

  it('treats a call without a body (a DELETE) as one body', () => {
    const { handler, made } = counting();
    const remove = replayed({}, 'deleteThing', REUSED, handler);
    remove(request(undefined, 'key-0010', 1, '/things/5/'));
    remove(request(undefined, 'key-0010', 1, '/things/5/'));
    expect(made()).toBe(1);
  });
});

describe('withReplays', () => {
  it('replays only the operations named, and leaves the others as they are', () => {
    const store = {};
    const a = counting();
    const b = counting();
    const handlers = withReplays(store, ['createThing', 'notAHandler'], REUSED, {
      createThing: a.handler,
      listThings: b.handler,
    });
    expect(handlers.listThings).toBe(b.handler);
    expect(Object.keys(handlers)).toEqual(['createThing', 'listThings']);
    handlers.createThing(request({ name: 'Ada' }, 'key-0011'));
    handlers.createThing(request({ name: 'Ada' }, 'key-0011'));
    expect(a.made()).toBe(1);
  });
});
