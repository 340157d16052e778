/**
 * Idempotent creates (replay.ts, issue 21's fault sweep): a create repeated under the same
 * Idempotency-Key answers the first record and makes no second one; another body under that key
 * is refused; no key, or a new key, creates as before.
 */
import { describe, expect, it } from 'vitest';
import type { SandboxState } from '../../state';
import { CREATE_KEY_REUSED, REPLAYED_CREATES } from './replay';
import type { BusinessStore } from './store';
import { businessHarness, type Parts } from './test-harness';

let state: SandboxState;
let store: BusinessStore;
const { call, refusal } = businessHarness((seeded, business) => {
  state = seeded;
  store = business;
});

const LAGOS = 12;
const owner = () => state.auth.users.get(1)!;
const create = (body: unknown, key?: string): Parts => ({
  params: { businessId: LAGOS },
  body,
  headers: key ? { 'idempotency-key': key } : {},
  path: `/business/v1/${LAGOS}/tools/customers/`,
});
const customers = () => store.customers.all().filter((c) => c._business === LAGOS).length;

describe('creates under an Idempotency-Key', () => {
  it('answers a repeated key with the first record and creates one', () => {
    const before = customers();
    const first = call('createCustomer', owner(), create({ name: 'Ngozi Eze', type: 'individual' }, 'attempt-0001'));
    const again = call('createCustomer', owner(), create({ name: 'Ngozi Eze', type: 'individual' }, 'attempt-0001'));
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect(customers()).toBe(before + 1);
  });

  it('refuses the same key with another body, at the header', () => {
    call('createCustomer', owner(), create({ name: 'Ngozi Eze' }, 'attempt-0002'));
    const refused = refusal('createCustomer', owner(), create({ name: 'Ngozi Okafor' }, 'attempt-0002'));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ detail: CREATE_KEY_REUSED, 'Idempotency-Key': [CREATE_KEY_REUSED] });
  });

  it('creates again under a new key or none', () => {
    const before = customers();
    call('createCustomer', owner(), create({ name: 'Ngozi Eze' }, 'attempt-0003'));
    call('createCustomer', owner(), create({ name: 'Ngozi Eze' }, 'attempt-0004'));
    call('createCustomer', owner(), create({ name: 'Ngozi Eze' }));
    expect(customers()).toBe(before + 3);
  });

  it('covers every create the contract gives the designed key', () => {
    expect(REPLAYED_CREATES).toContain('createCustomer');
    expect(REPLAYED_CREATES).toContain('createInventoryItem');
    expect(new Set(REPLAYED_CREATES).size).toBe(REPLAYED_CREATES.length);
  });
});
