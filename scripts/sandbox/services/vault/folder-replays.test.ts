/**
 * A folder created under an Idempotency-Key (issue 21, the fault sweep) over HTTP: a retry under
 * the same key (the answer lost, or the browser resending the call) answers the first folder and
 * makes no second; the key with another body is refused; without a key every call creates.
 */
import { describe, expect, it } from 'vitest';
import { sendJson, urlOf, useTestSandbox } from '../../harness';

const ctx = useTestSandbox();

const create = (body: unknown, key?: string) => sendJson(ctx, 'vault', '/folders/', body, key);

async function named(name: string): Promise<number> {
  const answer = await fetch(urlOf(ctx.sandbox, 'vault', '/folders/'), { headers: { Authorization: `Bearer ${ctx.token}` } });
  return ((await answer.json()) as { name: string }[]).filter((f) => f.name === name).length;
}

describe('createVaultFolder with an Idempotency-Key', () => {
  it('answers the first folder to a retry under the same key, and refuses the key with another name', async () => {
    const key = '7d0c9a52-1111-4b2c-9d3e-000000000001';
    const first = await create({ name: 'Lost answer' }, key);
    const again = await create({ name: 'Lost answer' }, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(((await again.json()) as { id: number }).id).toBe(((await first.json()) as { id: number }).id);
    expect(await named('Lost answer')).toBe(1);
    const other = await create({ name: 'Another name' }, key);
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({
      'Idempotency-Key': ['This Idempotency-Key was already used for a different folder.'],
    });
    expect(await named('Another name')).toBe(0);
  });

  it('creates on every call without a key (names need not be unique)', async () => {
    expect((await create({ name: 'Twice' })).status).toBe(201);
    expect((await create({ name: 'Twice' })).status).toBe(201);
    expect(await named('Twice')).toBe(2);
  });
});

describe('createNextOfKin with an Idempotency-Key', () => {
  it('answers the first next of kin to a retry under the same key', async () => {
    const key = '7d0c9a52-1111-4b2c-9d3e-000000000002';
    const body = { first_name: 'Emeka', last_name: 'Okafor', relationship: 'sibling', phone_number: '+2348033456789' };
    const post = () => sendJson(ctx, 'vault', '/users/next-of-kins/', body, key);
    const first = await post();
    const again = await post();
    expect([first.status, again.status]).toEqual([201, 201]);
    const list = await fetch(urlOf(ctx.sandbox, 'vault', '/users/next-of-kins/'), {
      headers: { Authorization: `Bearer ${ctx.token}` },
    });
    expect(((await list.json()) as { first_name: string }[]).filter((k) => k.first_name === 'Emeka')).toHaveLength(1);
  });
});
