/**
 * Marketplace orders and payouts as served (issue 18, decision 0030, designed): an order's
 * delivery fee, payment status, tracking note and status history are derived from the stored row
 * (the moves made through the API are kept in `_history`); a payout's orders, gross, fees and net
 * are computed from the orders it settles, and its amount is that net. Fulfilment moves an order
 * one allowed step at a time.
 */
import { fromMinor, percentOf, toMinor } from '../../money';
import { badRequest } from '../../types';
import type { BusinessStore, OrderRow, PayoutRow, Schemas } from './store';
import { iso, now } from '../../table';

type Status = Schemas['Order']['status'];
type Change = Schemas['OrderStatusChange'];

/** The marketplace's fee on each order a payout settles: 5 % of its total, rounded half up. */
export const MARKETPLACE_FEE_PERCENT = '5';

/** Where each status may go next (fulfilment); delivered, cancelled and returned are final here. */
export const NEXT_STATUSES: Record<Status, readonly Status[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  returned: [],
};

/** Refuses a `status` filter the list does not know (400 at `status`). */
export function checkStatus(status: string | undefined, known: readonly string[]): void {
  if (status !== undefined && !known.includes(status))
    throw badRequest({ status: [`Unknown status “${status}”: use one of ${known.join(', ')}.`] });
}

const HOUR = 3_600_000;

/** The steps a seeded order went through to reach its status (none of them was made through the API). */
function seededHistory(row: OrderRow): Change[] {
  const placed = Date.parse(row.created_at);
  const cap = Math.max(placed, Date.parse(now()));
  const step = (status: Status, hours: number): Change => ({
    status,
    note: null,
    at: iso(new Date(Math.min(placed + hours * HOUR, cap))),
  });
  const path: Record<Status, Change[]> = {
    pending: [],
    processing: [step('processing', 2)],
    shipped: [step('processing', 2), step('shipped', 20)],
    delivered: [step('processing', 2), step('shipped', 20), step('delivered', 44)],
    returned: [step('processing', 2), step('shipped', 20), step('delivered', 44), step('returned', 120)],
    cancelled: [step('cancelled', 3)],
  };
  return [{ status: 'pending', note: null, at: row.created_at }, ...path[row.status]];
}

export function historyOf(row: OrderRow): Change[] {
  return row._history ?? seededHistory(row);
}

/** The order as the contract serves it. */
export function orderView(row: OrderRow): Schemas['Order'] {
  const items = row.items.reduce((sum, line) => sum + toMinor(line.unit_price) * BigInt(line.quantity), 0n);
  const history = historyOf(row);
  const shipped = [...history].reverse().find((c) => c.status === 'shipped');
  return {
    ...row,
    delivery_fee: fromMinor(toMinor(row.total_amount) - items),
    payment_status: row.status === 'cancelled' || row.status === 'returned' ? 'refunded' : 'paid',
    tracking_note: shipped?.note ?? null,
    status_history: history,
    payout: row._payout ?? null,
  };
}

/**
 * Moves an order one step (NEXT_STATUSES), recording the step with its time and note. Refused
 * with 400 at `status` for a move the order does not allow, at `note` for shipping without one.
 */
export function moveOrder(store: BusinessStore, row: OrderRow, body: Schemas['OrderStatusUpdate'], at: string): OrderRow {
  const allowed = NEXT_STATUSES[row.status];
  if (!allowed.includes(body.status)) {
    const message =
      allowed.length === 0
        ? `This order is ${row.status}: its status can no longer change.`
        : `An order that is ${row.status} can only become ${allowed.join(' or ')}, not ${body.status}.`;
    throw badRequest({ status: [message] }, message);
  }
  const note = body.note?.trim() ? body.note.trim() : null;
  if (body.status === 'shipped' && !note)
    throw badRequest({ note: ['Give the courier and tracking number when shipping.'] }, 'A tracking note is needed to ship.');
  const history = [...historyOf(row), { status: body.status, note, at }];
  return store.orders.update(row.id, { status: body.status, _history: history })!;
}

/** The orders a payout settles, oldest first, each with the marketplace's fee. */
export function payoutOrders(store: BusinessStore, payout: PayoutRow): Schemas['PayoutOrder'][] {
  return store.orders
    .where((o) => o._business === payout._business && o._payout === payout.id)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
    .map((o) => ({
      id: o.id,
      order_number: o.order_number,
      created_at: o.created_at,
      total_amount: o.total_amount,
      fee: percentOf(o.total_amount, MARKETPLACE_FEE_PERCENT, 'half_up'),
    }));
}

/** The payout as served: gross, fees and net from its orders; the amount paid is the net. */
export function payoutView(store: BusinessStore, row: PayoutRow): Schemas['Payout'] {
  const orders = payoutOrders(store, row);
  const gross = orders.reduce((sum, o) => sum + toMinor(o.total_amount), 0n);
  const fees = orders.reduce((sum, o) => sum + toMinor(o.fee), 0n);
  const net = fromMinor(gross - fees);
  return { ...row, amount: net, gross: fromMinor(gross), fees: fromMinor(fees), net, orders };
}
