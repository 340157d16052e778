/**
 * Sales invoices. Totals are computed, never stored, in integer minor units (kobo, cents):
 *   total_amount     = sum of lines (quantity x unit_price)
 *   total_amount_due = (total_amount - discount) + VAT on that (rounded half up to the minor unit)
 *   total_amount_paid = sum of receipts; total_balance = max(due - paid, 0); change = max(paid - due, 0)
 * State: draft and cancelled are stored; an issued invoice is unpaid, partially_paid or paid by
 * its receipts, and overdue while a balance is left after its due date. Issuing takes the product
 * quantities from stock at the invoice's location; cancelling or deleting gives them back.
 */
import { fromMinor, multiplyMoney, percentOf, toMinor } from '../../money';
import { badRequest } from '../../types';
import { enter, type Access } from './access';
import type { Deps, Handlers } from './context';
import { mustRef, pageOf, today } from './crud';
import { customerRef } from './customers';
import { amountOf } from './inventory';
import { CURRENCIES, checkCurrency, currencyOf } from './reference';
import { staffRef } from './staff';
import { rowsOf, type BusinessStore, type InvoiceRow, type InvoiceStatus, type ReceiptRow, type Schemas } from './store';
import { mustFind, now } from '../../table';

type InvoiceState = Schemas['Invoice']['state'];
export const OPEN_STATES: readonly InvoiceState[] = ['unpaid', 'partially_paid', 'overdue'];

export interface Totals {
  total_amount: string;
  total_amount_due: string;
  total_amount_paid: string;
  total_balance: string;
  change: string;
  receipt: number | null;
  state: InvoiceState;
}

const max = (a: bigint, b: bigint) => (a > b ? a : b);

/** The amount due for some lines, discount and VAT rate, in minor units. */
function dueOf(lines: { total: string }[], discount: string, vat: string): { total: bigint; due: bigint } {
  const total = lines.reduce((sum, line) => sum + toMinor(line.total), 0n);
  const net = total - toMinor(discount);
  return { total, due: net + toMinor(percentOf(fromMinor(net), vat, 'half_up')) };
}

/** An invoice's computed totals and state, given its receipts (oldest first) and today's date. */
export function totalsOf(row: InvoiceRow, receipts: ReceiptRow[], on = today()): Totals {
  const { total, due } = dueOf(row.items, row.discount, row.vat);
  const paid = receipts.reduce((sum, r) => sum + toMinor(r.amount), 0n);
  const balance = max(due - paid, 0n);
  let state: InvoiceState;
  if (row._status !== 'issued') state = row._status;
  else if (balance === 0n) state = 'paid';
  else if (row.due_date !== null && row.due_date < on) state = 'overdue';
  else state = paid > 0n ? 'partially_paid' : 'unpaid';
  return {
    total_amount: fromMinor(total),
    total_amount_due: fromMinor(due),
    total_amount_paid: fromMinor(paid),
    total_balance: fromMinor(balance),
    change: fromMinor(max(paid - due, 0n)),
    receipt: receipts.at(-1)?.id ?? null,
    state,
  };
}

/** Every receipt of a business by invoice, oldest first (one pass for a list of invoices). */
export function receiptsByInvoice(store: BusinessStore, business: number): Map<number, ReceiptRow[]> {
  const map = new Map<number, ReceiptRow[]>();
  for (const receipt of rowsOf(store.receipts, business).sort((a, b) => a.id - b.id)) {
    const list = map.get(receipt.invoice);
    if (list) list.push(receipt);
    else map.set(receipt.invoice, [receipt]);
  }
  return map;
}

export const receiptsOf = (store: BusinessStore, invoice: number): ReceiptRow[] =>
  store.receipts.where((r) => r.invoice === invoice).sort((a, b) => a.id - b.id);

export function invoiceView(store: BusinessStore, row: InvoiceRow, receipts: ReceiptRow[]): Schemas['Invoice'] {
  const { _customer, _currency, _member, _status: _s, _stockTaken: _t, ...fields } = row;
  const customer = store.customers.get(_customer);
  const member = _member === null ? undefined : store.members.get(_member);
  return {
    ...fields,
    ...totalsOf(row, receipts),
    customer: customer ? customerRef(customer) : { id: _customer, name: 'Deleted customer', email: null, phone_number: null },
    currency: currencyOf(_currency) ?? CURRENCIES.find((c) => c.code === _currency) ?? CURRENCIES[0]!,
    member: member ? staffRef(member) : null,
  };
}

/** Units of each inventory item the lines name. */
function unitsByItem(lines: { inventory: number | null; quantity: number }[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of lines)
    if (line.inventory !== null) units.set(line.inventory, (units.get(line.inventory) ?? 0) + line.quantity);
  return units;
}

/** Moves stock for an invoice's product lines: -1 takes it, +1 gives it back. */
function moveStock(store: BusinessStore, lines: InvoiceRow['items'], direction: 1 | -1) {
  for (const [id, units] of unitsByItem(lines)) {
    const item = store.inventory.get(id);
    if (item?.type === 'product')
      store.inventory.update(id, { quantity: Math.max(0, item.quantity + direction * units), updated_at: now() });
  }
}

/**
 * The lines of an invoice from its input: each item must be the business's, active and held at
 * the invoice's location; a product's units may not exceed its stock (plus what `held` already
 * holds, when an issued invoice's lines are replaced). 400 on `items` otherwise.
 */
function buildLines(
  store: BusinessStore,
  business: number,
  location: number,
  items: Schemas['InvoiceItemInput'][],
  held: InvoiceRow['items'] = [],
) {
  const lines = items.map((input) => {
    const item = store.inventory.get(input.inventory);
    if (item?._business !== business || !item.active)
      throw badRequest({ items: [`Unknown or removed inventory item ${input.inventory}.`] });
    if (item.location !== location) throw badRequest({ items: [`${item.name} is held at another location.`] });
    const unitPrice = amountOf(input.unit_price ?? item.unit_price, 'items');
    return {
      id: 0,
      inventory: item.id,
      name: item.name,
      quantity: input.quantity,
      unit_price: unitPrice,
      total: multiplyMoney(unitPrice, input.quantity),
    };
  });
  checkStock(store, lines, held);
  return lines.map((line) => ({ ...line, id: store.next('invoiceLine') }));
}

/** Refuses lines that need more units of a product than its stock (plus what `held` holds). */
function checkStock(store: BusinessStore, lines: InvoiceRow['items'], held: InvoiceRow['items']) {
  const holding = unitsByItem(held);
  for (const [id, units] of unitsByItem(lines)) {
    const item = store.inventory.get(id);
    const available = (item?.quantity ?? 0) + (holding.get(id) ?? 0);
    if (item?.type === 'product' && units > available)
      throw badRequest({ items: [`Only ${available} of ${item.name} left in stock.`] });
  }
}

function checkDiscount(lines: { total: string }[], discount: string) {
  const { total } = dueOf(lines, '0', '0');
  if (toMinor(amountOf(discount, 'discount')) > total)
    throw badRequest({ discount: ['The discount cannot be more than the total.'] });
}

function checkDates(sale: string, due: string | null) {
  if (due !== null && due < sale) throw badRequest({ due_date: ['The due date cannot be before the sale date.'] });
}

function checkCustomer(store: BusinessStore, business: number, id: number) {
  const customer = mustRef(store.customers, business, id, 'customer', 'customer');
  if (!customer.active) throw badRequest({ customer: ['This customer has been removed.'] });
}

/** The stored status after a PATCH asks for `state` (decision D7: draft -> unpaid, draft/unpaid -> cancelled). */
function transition(current: InvoiceStatus, asked: Schemas['InvoicePatch']['state']): InvoiceStatus {
  if (asked === undefined) return current;
  if (asked === 'cancelled') return 'cancelled';
  if (asked === 'unpaid') return 'issued';
  if (current === 'issued') throw badRequest({ state: ['An issued invoice cannot go back to draft.'] });
  return 'draft';
}

export function invoiceHandlers({
  store,
}: Deps): Handlers<'listInvoices' | 'createInvoice' | 'getInvoice' | 'patchInvoice' | 'deleteInvoice'> {
  const find = (access: Access, id: number) => mustFind(store.invoices, id, { _business: access.business.id }, { visible: (i) => access.sees(i.location) });
  const view = (row: InvoiceRow) => invoiceView(store, row, receiptsOf(store, row.id));
  return {
    listInvoices: (req) => {
      const { business, scope } = enter(store, req, 'listInvoices');
      const receipts = receiptsByInvoice(store, business.id);
      const rows = rowsOf(store.invoices, business.id)
        .filter((i) => scope.has(i.location) && (req.query.customer === undefined || i._customer === req.query.customer))
        .sort((a, b) => b.sale_date.localeCompare(a.sale_date) || b.id - a.id);
      const page = pageOf(rows, req.query, req.url);
      return {
        status: 200,
        body: { ...page, results: page.results.map((row) => invoiceView(store, row, receipts.get(row.id) ?? [])) },
      };
    },
    createInvoice: (req) => {
      const access = enter(store, req, 'createInvoice');
      const { body } = req;
      const business = access.business.id;
      const location = access.placeAt(body.location);
      checkCustomer(store, business, body.customer);
      checkCurrency(body.currency);
      checkDates(body.sale_date, body.due_date ?? null);
      const items = buildLines(store, business, location, body.items);
      const discount = amountOf(body.discount ?? '0', 'discount');
      checkDiscount(items, discount);
      const issued = (body.state ?? 'unpaid') === 'unpaid';
      const at = now();
      const row = store.invoices.insert({
        title: body.title,
        _customer: body.customer,
        _currency: body.currency ?? access.business.currency,
        items,
        _member: access.member?.id ?? null,
        discount,
        vat: body.vat ?? '0',
        sale_date: body.sale_date,
        due_date: body.due_date ?? null,
        file: null,
        note: body.note ?? null,
        location,
        created_at: at,
        updated_at: at,
        _status: issued ? 'issued' : 'draft',
        _stockTaken: issued,
        _business: business,
      });
      if (issued) moveStock(store, items, -1);
      return { status: 201, body: view(row) };
    },
    getInvoice: (req) => {
      const access = enter(store, req, 'getInvoice');
      return { status: 200, body: view(find(access, req.params.id)) };
    },
    patchInvoice: (req) => {
      const access = enter(store, req, 'patchInvoice');
      const row = find(access, req.params.id);
      const { body } = req;
      if (row._status === 'cancelled' || receiptsOf(store, row.id).length > 0) {
        throw badRequest({}, 'Only a draft or unpaid invoice (no payment recorded) can be changed.');
      }
      const status = transition(row._status, body.state);
      const business = access.business.id;
      if (body.customer !== undefined) checkCustomer(store, business, body.customer);
      checkCurrency(body.currency);
      checkDates(body.sale_date ?? row.sale_date, body.due_date === undefined ? row.due_date : body.due_date);
      const held = row._stockTaken ? row.items : [];
      const items =
        body.items && status !== 'cancelled' ? buildLines(store, business, row.location, body.items, held) : row.items;
      if (status === 'issued' && !body.items) checkStock(store, items, held);
      const discount = body.discount === undefined ? row.discount : amountOf(body.discount, 'discount');
      checkDiscount(items, discount);
      if (row._stockTaken) moveStock(store, row.items, 1);
      if (status === 'issued') moveStock(store, items, -1);
      const updated = store.invoices.update(row.id, {
        ...(body.title === undefined ? {} : { title: body.title }),
        ...(body.customer === undefined ? {} : { _customer: body.customer }),
        ...(body.currency === undefined ? {} : { _currency: body.currency }),
        ...(body.sale_date === undefined ? {} : { sale_date: body.sale_date }),
        ...(body.due_date === undefined ? {} : { due_date: body.due_date }),
        ...(body.vat === undefined ? {} : { vat: body.vat }),
        ...(body.note === undefined ? {} : { note: body.note }),
        items,
        discount,
        _status: status,
        _stockTaken: status === 'issued',
        updated_at: now(),
      })!;
      return { status: 200, body: view(updated) };
    },
    deleteInvoice: (req) => {
      const access = enter(store, req, 'deleteInvoice');
      const row = find(access, req.params.id);
      if (receiptsOf(store, row.id).length > 0) throw badRequest({}, 'A payment is recorded on this invoice: cancel it instead.');
      if (row._stockTaken) moveStock(store, row.items, 1);
      store.invoices.delete(row.id);
      return { status: 204 };
    },
  };
}
