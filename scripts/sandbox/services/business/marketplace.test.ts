/**
 * The marketplace's designed rules (issue 18, decision 0030), through the sandbox's handlers (no
 * ports): the lists' filters, fulfilment one allowed step at a time, payouts whose gross, fees and
 * net add up to the orders they settle, and closed disputes refusing messages. Every successful
 * answer is checked against openapi/business.yaml.
 */
import { describe, expect, it } from 'vitest';
import type { SandboxState } from '../../state';
import { toMinor } from '../../money';
import type { components } from '../../../../src/api/generated/business';
import type { OperationId } from './permissions';
import type { BusinessStore } from './store';
import { businessHarness } from './test-harness';

type S = components['schemas'];

let state: SandboxState;
let store: BusinessStore;
const sandbox = businessHarness((seeded, business) => {
  state = seeded;
  store = business;
});

const LAGOS = 12;
const owner = () => state.auth.users.get(1)!;
const cashier = () => state.auth.users.get(3)!;

const call = (op: OperationId, parts: { params?: object; query?: Record<string, unknown>; body?: unknown } = {}) =>
  sandbox.call(op, owner(), {
    params: { businessId: LAGOS, ...parts.params },
    query: parts.query ?? {},
    body: parts.body,
    path: '/business/v1/12/marketplace/x/',
  });
const refusal = (op: OperationId, parts: { params?: object; query?: Record<string, unknown>; body?: unknown } = {}) =>
  sandbox.refusal(op, owner(), { params: { businessId: LAGOS, ...parts.params }, query: parts.query ?? {}, body: parts.body });

const orders = (query: Record<string, unknown> = {}) => call('listMarketplaceOrders', { query }).body as S['PaginatedOrderList'];
const orderIn = (status: S['Order']['status']) => orders({ status }).results[0]!;
const move = (id: number, body: S['OrderStatusUpdate']) =>
  call('updateMarketplaceOrderStatus', { params: { id }, body }).body as S['Order'];

describe('marketplace orders', () => {
  it('filters by status, search and the day placed', () => {
    const all = orders().results;
    const delivered = orders({ status: 'delivered' }).results;
    expect(delivered.length).toBeGreaterThan(0);
    expect(delivered.every((o) => o.status === 'delivered')).toBe(true);
    const one = all[3]!;
    expect(orders({ search: one.order_number }).results.map((o) => o.id)).toEqual([one.id]);
    expect(orders({ search: one.customer.name.toUpperCase() }).results.every((o) => o.customer.name === one.customer.name)).toBe(
      true,
    );
    const dayOf = one.created_at.slice(0, 10);
    const sameDay = orders({ start_date: dayOf, end_date: dayOf }).results;
    expect(sameDay.map((o) => o.id)).toContain(one.id);
    expect(sameDay.every((o) => o.created_at.startsWith(dayOf))).toBe(true);
    expect(refusal('listMarketplaceOrders', { query: { status: 'lost' } }).body).toHaveProperty('status');
    expect(refusal('listMarketplaceOrders', { query: { start_date: '2026-11-10', end_date: '2026-11-01' } }).body).toHaveProperty(
      'end_date',
    );
  });

  it('serves the delivery fee as the total less the items, and a history starting when placed', () => {
    for (const order of orders().results) {
      const items = order.items.reduce((sum, l) => sum + toMinor(l.unit_price) * BigInt(l.quantity), 0n);
      expect(toMinor(order.delivery_fee) + items).toBe(toMinor(order.total_amount));
      expect(order.status_history[0]).toMatchObject({ status: 'pending', at: order.created_at });
      expect(order.status_history.at(-1)!.status).toBe(order.status);
    }
  });

  it('moves an order processing -> shipped (with its tracking note) -> delivered, and refuses other moves', () => {
    const order = orderIn('processing');
    expect(refusal('updateMarketplaceOrderStatus', { params: { id: order.id }, body: { status: 'delivered' } }).body).toEqual(
      expect.objectContaining({ status: ['An order that is processing can only become shipped or cancelled, not delivered.'] }),
    );
    expect(
      refusal('updateMarketplaceOrderStatus', { params: { id: order.id }, body: { status: 'shipped', note: '  ' } }).body,
    ).toHaveProperty('note');
    const shipped = move(order.id, { status: 'shipped', note: 'GIG Logistics, waybill GIG-55120' });
    expect(shipped).toMatchObject({ status: 'shipped', tracking_note: 'GIG Logistics, waybill GIG-55120' });
    const delivered = move(order.id, { status: 'delivered' });
    expect(delivered.status_history.slice(-2).map((c) => c.status)).toEqual(['shipped', 'delivered']);
    expect(delivered.tracking_note).toBe('GIG Logistics, waybill GIG-55120');
    expect(
      refusal('updateMarketplaceOrderStatus', { params: { id: order.id }, body: { status: 'cancelled' } }).body.status,
    ).toEqual(['This order is delivered: its status can no longer change.']);
    const cancelled = move(orderIn('pending').id, { status: 'cancelled' });
    expect(cancelled.payment_status).toBe('refunded');
  });

  it('is the owner’s: a staff member is refused', () => {
    expect(sandbox.refusal('listMarketplaceOrders', cashier(), { params: { businessId: LAGOS } }).status).toBe(403);
  });
});

describe('marketplace payouts', () => {
  it('add up: gross is the orders’ totals, fees 5 % of each, net = gross - fees = amount', () => {
    const page = call('listMarketplacePayouts').body as S['PaginatedPayoutList'];
    expect(page.results.length).toBeGreaterThan(0);
    for (const payout of page.results) {
      expect(payout.orders.length).toBeGreaterThanOrEqual(2);
      const gross = payout.orders.reduce((sum, o) => sum + toMinor(o.total_amount), 0n);
      const fees = payout.orders.reduce((sum, o) => sum + toMinor(o.fee), 0n);
      expect(toMinor(payout.gross)).toBe(gross);
      expect(toMinor(payout.fees)).toBe(fees);
      expect(toMinor(payout.net)).toBe(gross - fees);
      expect(payout.amount).toBe(payout.net);
      for (const o of payout.orders) expect(toMinor(o.fee)).toBe((toMinor(o.total_amount) * 5n + 50n) / 100n);
    }
    const one = page.results[0]!;
    const order = call('getMarketplaceOrder', { params: { id: one.orders[0]!.id } }).body as S['Order'];
    expect(order.payout).toBe(one.id);
  });

  it('filters by status and date', () => {
    const paid = (call('listMarketplacePayouts', { query: { status: 'paid' } }).body as S['PaginatedPayoutList']).results;
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((p) => p.status === 'paid')).toBe(true);
    const day = paid[0]!.created_at.slice(0, 10);
    const dated = (call('listMarketplacePayouts', { query: { start_date: day, end_date: day } }).body as S['PaginatedPayoutList'])
      .results;
    expect(dated.map((p) => p.id)).toEqual([paid[0]!.id]);
  });
});

describe('marketplace affiliates and disputes', () => {
  it('searches affiliates and filters disputes by status, each with its order number', () => {
    const found = (call('listMarketplaceAffiliates', { query: { search: 'owambe' } }).body as S['PaginatedAffiliateList'])
      .results;
    expect(found.map((a) => a.name)).toEqual(['Owambe Plug']);
    const open = (call('listMarketplaceDisputes', { query: { status: 'open' } }).body as S['PaginatedDisputeList']).results;
    expect(open.length).toBe(1);
    expect(open[0]!.order_number).toBe(store.orders.get(open[0]!.order)!.order_number);
  });

  it('refuses messages on a resolved dispute', () => {
    const resolved = (call('listMarketplaceDisputes', { query: { status: 'resolved' } }).body as S['PaginatedDisputeList'])
      .results[0]!;
    const answer = refusal('createDisputeMessage', { params: { id: resolved.id }, body: { message: 'Hello again' } });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe('This dispute is resolved: no more messages can be sent.');
  });
});
