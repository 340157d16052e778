/**
 * Idempotent creates (replay.ts, issue 21's fault sweep): a create repeated under the same
 * Idempotency-Key answers the first record and makes no second one; another body under that key
 * is refused; no key, or a new key, creates as before.
 */
import { describe, expect, it } from 'vitest';
import { CREATE_KEY_REUSED, REPLAYED_CREATES } from './replay';
import { businessHarness, type Parts } from './test-harness';

const { call, refusal, state, store } = businessHarness();

const LAGOS = 12;
const owner = () => state().auth.users.get(1)!;
const create = (body: unknown, key?: string): Parts => ({
  params: { businessId: LAGOS },
  body,
  headers: key ? { 'idempotency-key': key } : {},
  path: `/business/v1/${LAGOS}/tools/customers/`,
});
const customers = () =>
  store()
    .customers.all()
    .filter((c) => c._business === LAGOS).length;

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

  it('answers a repeated payment reminder under its key instead of the once-a-day refusal', () => {
    const debtors = call('listDebtors', owner(), { params: { businessId: LAGOS }, query: {} }).body as unknown as {
      id: number;
      next_reminder_at: string | null;
      customer: { email: string | null };
    }[];
    const debtor = debtors.find((d) => d.next_reminder_at === null && d.customer.email)!;
    expect(debtor, 'a seeded debtor who may be reminded by email').toBeDefined();
    const remind = (key?: string): Parts => ({
      params: { businessId: LAGOS, id: debtor.id },
      body: { channel: 'email' },
      headers: key ? { 'idempotency-key': key } : {},
      path: `/business/v1/${LAGOS}/tools/debtors/${debtor.id}/send_reminder/`,
    });
    const first = call('sendDebtorReminder', owner(), remind('reminder-0001'));
    expect(first.status).toBe(200);
    expect(call('sendDebtorReminder', owner(), remind('reminder-0001'))).toEqual(first);
    // A new reminder (another key, or none) is still held to the 24-hour rule.
    expect(refusal('sendDebtorReminder', owner(), remind('reminder-0002')).status).toBe(400);
  });
});
