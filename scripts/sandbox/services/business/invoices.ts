/**
 * Sales invoices (decision 0018). Totals are computed, never stored, by src/lib/invoice-totals.ts
 * (the module the invoice form uses, so both agree kobo for kobo):
 *   total_amount      = sum of lines (quantity x unit_price)
 *   total_amount_due  = (total_amount - discount) + VAT% of that, rounded half away from zero
 *   total_amount_paid = sum of the receipts' applied amounts (amount - change)
 *   total_balance     = max(due - paid, 0); change = sum of the receipts' change (cash only)
 * State: draft and cancelled are stored; an issued invoice is unpaid, partially_paid or paid by
 * its receipts, and overdue while a balance is left after its due date. Issuing takes the product
 * quantities from stock at the invoice's location; cancelling gives them back; a draft holds none.
 * Numbers (INV-000123) are per business, sequential, never reused.
 */
import { createHash, randomBytes } from 'node:crypto';
import { invoiceTotals, lineTotal } from '../../../../src/lib/invoice-totals';
import { subtractMoney } from '../../../../src/lib/money';
import { keepUpload } from '../../files';
import { toMinor } from '../../money';
import { badRequest, HttpError } from '../../types';
import { enter, type Access } from './access';
import type { Deps, Handlers } from './context';
import { mustRef, pageOf, today } from './crud';
import { customerRef } from './customers';
import { amountOf } from './inventory';
import { BANKS, CURRENCIES, checkCurrency, currencyOf } from './reference';
import { staffRef } from './staff';
import {
  rowsOf,
  type BusinessRow,
  type BusinessStore,
  type InvoiceRow,
  type InvoiceStatus,
  type ReceiptRow,
  type Schemas,
} from './store';
import { matches, mustFind, now } from '../../table';
import type { SandboxState } from '../../state';

type InvoiceState = Schemas['Invoice']['state'];
export const OPEN_STATES: readonly InvoiceState[] = ['unpaid', 'partially_paid', 'overdue'];
const STATES: readonly InvoiceState[] = ['draft', 'unpaid', 'partially_paid', 'paid', 'overdue', 'cancelled'];

/** The largest attachment, in MB (400 at `file` above it). */
export const MAX_ATTACHMENT_MB = 10;

export const PUBLIC_LINK_GONE = 'This invoice link is not valid or has been revoked.';

export interface Totals {
  total_amount: string;
  vat_amount: string;
  total_amount_due: string;
  total_amount_paid: string;
  total_balance: string;
  change: string;
  receipt: number | null;
  state: InvoiceState;
}

/** '12' -> 'INV-000012' (at least six digits). */
export const formatNumber = (prefix: 'INV' | 'RCT', n: number): string => `${prefix}-${String(n).padStart(6, '0')}`;

/** The business's next invoice or receipt number; the sequence only moves forward. */
export function nextNumber(store: BusinessStore, business: BusinessRow, kind: 'invoice' | 'receipt'): string {
  const field = kind === 'invoice' ? '_invoiceSeq' : '_receiptSeq';
  const n = (business[field] ?? 0) + 1;
  store.businesses.update(business.id, { [field]: n });
  business[field] = n;
  return formatNumber(kind === 'invoice' ? 'INV' : 'RCT', n);
}

/** The amount of a receipt applied to its invoice (what was handed over less the change). */
export const appliedOf = (receipt: Pick<ReceiptRow, 'amount' | 'change'>): string =>
  subtractMoney(receipt.amount, receipt.change ?? '0');

/** An invoice's computed totals and state, given its receipts (oldest first) and today's date. */
export function totalsOf(row: InvoiceRow, receipts: ReceiptRow[], on = today()): Totals {
  const totals = invoiceTotals({
    lines: row.items,
    discount: row.discount,
    vat: row.vat,
    payments: receipts.map(appliedOf),
    change: receipts.map((r) => r.change ?? '0'),
  });
  const balance = toMinor(totals.total_balance);
  const paid = toMinor(totals.total_amount_paid);
  let state: InvoiceState;
  if (row._status !== 'issued') state = row._status;
  else if (balance === 0n) state = 'paid';
  else if (row.due_date !== null && row.due_date < on) state = 'overdue';
  else state = paid > 0n ? 'partially_paid' : 'unpaid';
  return {
    total_amount: totals.total_amount,
    vat_amount: totals.vat_amount,
    total_amount_due: totals.total_amount_due,
    total_amount_paid: totals.total_amount_paid,
    total_balance: totals.total_balance,
    change: totals.change,
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

/** Where the app shows a shared invoice: `<app origin>/i/<token>`. */
export const shareUrl = (state: SandboxState, token: string): string =>
  `${state.config.origins[0] ?? 'http://127.0.0.1:5173'}/i/${token}`;

export const INVOICE_KEY_REUSED = 'This Idempotency-Key was already used for a different invoice.';

export function invoiceView(
  state: SandboxState,
  store: BusinessStore,
  row: InvoiceRow,
  receipts: ReceiptRow[],
): Schemas['Invoice'] {
  const { _customer, _currency, _member, _status: _s, _stockTaken: _t, _share, _key: _k, _fingerprint: _f, ...fields } = row;
  const customer = store.customers.get(_customer);
  const member = _member === null ? undefined : store.members.get(_member);
  return {
    ...fields,
    ...totalsOf(row, receipts),
    customer: customer ? customerRef(customer) : { id: _customer, name: 'Deleted customer', email: null, phone_number: null },
    currency: currencyOf(_currency) ?? CURRENCIES.find((c) => c.code === _currency) ?? CURRENCIES[0]!,
    member: member ? staffRef(member) : null,
    share: _share ? { token: _share.token, url: shareUrl(state, _share.token), created_at: _share.created_at } : null,
  };
}

/** Units of each inventory item the lines name. */
function unitsByItem(lines: { inventory: number | null; quantity: number }[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of lines)
    if (line.inventory !== null) units.set(line.inventory, (units.get(line.inventory) ?? 0) + line.quantity);
  return units;
}

/** Moves stock for an invoice's product lines: -1 takes it (issue), +1 gives it back (cancel). */
function moveStock(store: BusinessStore, lines: InvoiceRow['items'], direction: 1 | -1) {
  for (const [id, units] of unitsByItem(lines)) {
    const item = store.inventory.get(id);
    if (item?.type === 'product')
      store.inventory.update(id, { quantity: Math.max(0, item.quantity + direction * units), updated_at: now() });
  }
}

/**
 * The lines of an invoice from its input: each item must be the business's, active and held at
 * the invoice's location (400 at `items`, naming the line).
 */
function buildLines(store: BusinessStore, business: number, location: number, items: Schemas['InvoiceItemInput'][]) {
  return items.map((input, index) => {
    const item = store.inventory.get(input.inventory);
    const where = `Line ${index + 1}`;
    if (item?._business !== business || !item.active)
      throw badRequest({
        items: [`${where}: this item is unknown or has been removed.`],
        [`items.${index}.inventory`]: ['Unknown or removed item.'],
      });
    if (item.location !== location)
      throw badRequest({
        items: [`${where}: ${item.name} is held at another location.`],
        [`items.${index}.inventory`]: ['Held at another location.'],
      });
    const unitPrice = amountOf(input.unit_price ?? item.unit_price, `items.${index}.unit_price`);
    return {
      id: store.next('invoiceLine'),
      inventory: item.id,
      name: item.name,
      quantity: input.quantity,
      unit_price: unitPrice,
      total: lineTotal(input.quantity, unitPrice),
    };
  });
}

/**
 * Refuses lines that need more units of a product than are left at the location (400 at `items`
 * naming the first line over, and at `items.<n>.quantity`).
 */
function checkStock(store: BusinessStore, lines: InvoiceRow['items']) {
  const needed = unitsByItem(lines);
  lines.forEach((line, index) => {
    if (line.inventory === null) return;
    const item = store.inventory.get(line.inventory);
    const units = needed.get(line.inventory) ?? 0;
    if (item?.type === 'product' && units > item.quantity) {
      const message = `Line ${index + 1}: only ${item.quantity} of ${item.name} left at this location.`;
      throw badRequest({ items: [message], [`items.${index}.quantity`]: [`Only ${item.quantity} left.`] });
    }
  });
}

function checkDiscount(lines: InvoiceRow['items'], discount: string) {
  if (toMinor(discount) > toMinor(invoiceTotals({ lines }).total_amount))
    throw badRequest({ discount: ['The discount cannot be more than the total.'] });
}

function checkDates(sale: string, due: string | null) {
  if (due !== null && due < sale) throw badRequest({ due_date: ['The due date cannot be before the sale date.'] });
}

function checkCustomer(store: BusinessStore, business: number, id: number) {
  const customer = mustRef(store.customers, business, id, 'customer', 'customer');
  if (!customer.active) throw badRequest({ customer: ['This customer has been removed.'] });
}

/** Refuses an end date before the start date (shared StartDate/EndDate). */
export function checkRange(start: string | undefined, end: string | undefined) {
  if (start && end && end < start) throw badRequest({ end_date: ['The end date cannot be before the start date.'] });
}

/** The stored status after a PATCH asks for `state` (draft -> unpaid, draft/unpaid -> cancelled). */
function transition(current: InvoiceStatus, asked: Schemas['InvoicePatch']['state']): InvoiceStatus {
  if (asked === undefined) return current;
  if (asked === 'cancelled') return 'cancelled';
  if (asked === 'unpaid') return 'issued';
  if (current === 'issued') throw badRequest({ state: ['An issued invoice cannot go back to draft.'] });
  return 'draft';
}

/** 'Lace bundle' matches title, INV-000123 / 123, or the customer's name. */
function invoiceMatches(store: BusinessStore, row: InvoiceRow, search: string | undefined): boolean {
  if (!search?.trim()) return true;
  const digits = /^\d+$/.test(search.trim()) ? search.trim() : null;
  return (
    matches(search, row.title, row.number, store.customers.get(row._customer)?.name) ||
    (digits !== null && Number(row.number.slice(4)) === Number(digits))
  );
}

/** The payout account as answered (bank name from the banks list). */
export function bankAccountOf(business: BusinessRow): Schemas['BankAccount'] | null {
  const bank = business._bank;
  if (!bank) return null;
  return { ...bank, bank_name: BANKS.find((b) => b.code === bank.bank_code)?.name ?? bank.bank_code };
}

export function invoiceHandlers({
  state,
  store,
}: Deps): Handlers<
  | 'listInvoices'
  | 'createInvoice'
  | 'getInvoice'
  | 'patchInvoice'
  | 'deleteInvoice'
  | 'uploadInvoiceAttachment'
  | 'shareInvoice'
  | 'revokeInvoiceShare'
  | 'getPublicInvoice'
> {
  const find = (access: Access, id: number) =>
    mustFind(store.invoices, id, { _business: access.business.id }, { visible: (i) => access.sees(i.location) });
  const view = (row: InvoiceRow) => invoiceView(state, store, row, receiptsOf(store, row.id));
  return {
    listInvoices: (req) => {
      const { business, scope } = enter(store, req, 'listInvoices');
      const { customer, search, start_date, end_date, state: wanted } = req.query;
      checkRange(start_date, end_date);
      if (wanted !== undefined && !STATES.includes(wanted)) throw badRequest({ state: ['Unknown invoice state.'] });
      const receipts = receiptsByInvoice(store, business.id);
      const on = today();
      const rows = rowsOf(store.invoices, business.id)
        .filter(
          (i) =>
            scope.has(i.location) &&
            (customer === undefined || i._customer === customer) &&
            (start_date === undefined || i.sale_date >= start_date) &&
            (end_date === undefined || i.sale_date <= end_date) &&
            invoiceMatches(store, i, search) &&
            (wanted === undefined || totalsOf(i, receipts.get(i.id) ?? [], on).state === wanted),
        )
        .sort((a, b) => b.sale_date.localeCompare(a.sale_date) || b.id - a.id);
      const page = pageOf(rows, req.query, req.url);
      return {
        status: 200,
        body: { ...page, results: page.results.map((row) => invoiceView(state, store, row, receipts.get(row.id) ?? [])) },
      };
    },
    createInvoice: (req) => {
      const access = enter(store, req, 'createInvoice');
      const { body } = req;
      const business = access.business.id;
      // A retry under the same Idempotency-Key (a lost answer) answers the first invoice again.
      const key = req.headers['idempotency-key'] ?? null;
      const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('hex');
      if (key) {
        const seen = store.invoices.find((i) => i._business === business && i._key === key);
        if (seen) {
          if (seen._fingerprint !== fingerprint) {
            throw badRequest({ 'Idempotency-Key': [INVOICE_KEY_REUSED] }, INVOICE_KEY_REUSED);
          }
          return { status: 201, body: view(seen) };
        }
      }
      const location = access.placeAt(body.location);
      checkCustomer(store, business, body.customer);
      checkCurrency(body.currency);
      checkDates(body.sale_date, body.due_date ?? null);
      const issued = (body.state ?? 'unpaid') === 'unpaid';
      const items = buildLines(store, business, location, body.items);
      if (issued) checkStock(store, items);
      const discount = amountOf(body.discount ?? '0', 'discount');
      checkDiscount(items, discount);
      const at = now();
      const row = store.invoices.insert({
        number: nextNumber(store, access.business, 'invoice'),
        title: body.title,
        _customer: body.customer,
        _currency: body.currency ?? access.business.currency,
        items,
        _member: access.member?.id ?? null,
        discount,
        vat: body.vat ?? access.business.default_vat ?? '0',
        sale_date: body.sale_date,
        due_date: body.due_date ?? null,
        file: null,
        attachment: null,
        _share: null,
        note: body.note ?? null,
        location,
        created_at: at,
        updated_at: at,
        _status: issued ? 'issued' : 'draft',
        _stockTaken: issued,
        _business: business,
        _key: key,
        _fingerprint: fingerprint,
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
      if (row._status === 'cancelled') throw badRequest({}, 'A cancelled invoice cannot be changed.');
      if (receiptsOf(store, row.id).length > 0)
        throw badRequest({}, 'A payment is recorded on this invoice: it can no longer be changed.');
      const status = transition(row._status, body.state);
      const business = access.business.id;
      if (body.customer !== undefined) checkCustomer(store, business, body.customer);
      checkCurrency(body.currency);
      checkDates(body.sale_date ?? row.sale_date, body.due_date === undefined ? row.due_date : body.due_date);
      const items = body.items && status !== 'cancelled' ? buildLines(store, business, row.location, body.items) : row.items;
      const discount = body.discount === undefined ? row.discount : amountOf(body.discount, 'discount');
      checkDiscount(items, discount);
      // Give back what the invoice holds, check the new lines against what is then left, take them.
      if (row._stockTaken) moveStock(store, row.items, 1);
      if (status === 'issued') {
        try {
          checkStock(store, items);
        } catch (error) {
          if (row._stockTaken && error instanceof HttpError) moveStock(store, row.items, -1);
          throw error;
        }
        moveStock(store, items, -1);
      }
      const updated = store.invoices.update(row.id, {
        ...(body.title === undefined ? {} : { title: body.title }),
        ...(body.customer === undefined ? {} : { _customer: body.customer }),
        ...(body.currency === undefined ? {} : { _currency: body.currency }),
        ...(body.sale_date === undefined ? {} : { sale_date: body.sale_date }),
        ...(body.due_date === undefined ? {} : { due_date: body.due_date }),
        ...(body.vat === undefined ? {} : { vat: body.vat }),
        ...(body.note === undefined ? {} : { note: body.note }),
        ...(status === 'cancelled' ? { _share: null } : {}),
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
      if (row._status !== 'draft') throw badRequest({}, 'Only a draft can be deleted: cancel an issued invoice instead.');
      store.invoices.delete(row.id);
      return { status: 204 };
    },
    uploadInvoiceAttachment: (req) => {
      const access = enter(store, req, 'uploadInvoiceAttachment');
      const row = find(access, req.params.id);
      if (row._status === 'cancelled') throw badRequest({ file: ['A cancelled invoice cannot take a file.'] });
      const file: unknown = req.body.file;
      const url = keepUpload(state, 'business', file, { field: 'file', maxMb: MAX_ATTACHMENT_MB, fallbackName: 'attachment' });
      const { name, size } = file as File;
      const updated = store.invoices.update(row.id, {
        attachment: { url, name: name.slice(0, 255) || 'attachment', size },
        updated_at: now(),
      })!;
      return { status: 200, body: view(updated) };
    },
    shareInvoice: (req) => {
      const access = enter(store, req, 'shareInvoice');
      const row = find(access, req.params.id);
      if (row._status === 'draft') throw badRequest({}, 'Issue the invoice before sharing it.');
      if (row._status === 'cancelled') throw badRequest({}, 'A cancelled invoice cannot be shared.');
      const share = row._share ?? { token: randomBytes(18).toString('base64url'), created_at: now() };
      if (!row._share) store.invoices.update(row.id, { _share: share });
      return { status: 201, body: { token: share.token, url: shareUrl(state, share.token), created_at: share.created_at } };
    },
    revokeInvoiceShare: (req) => {
      const access = enter(store, req, 'revokeInvoiceShare');
      const row = find(access, req.params.id);
      if (!row._share) throw new HttpError(404, { detail: 'This invoice has no live link.' });
      store.invoices.update(row.id, { _share: null });
      return { status: 204 };
    },
    getPublicInvoice: (req) => {
      const token = req.params.token;
      const row = token ? store.invoices.find((i) => i._share?.token === token) : undefined;
      const business = row ? store.businesses.get(row._business) : undefined;
      if (!row || !business || row._status === 'draft') throw new HttpError(404, { detail: PUBLIC_LINK_GONE });
      const totals = totalsOf(row, receiptsOf(store, row.id));
      const customer = store.customers.get(row._customer);
      return {
        status: 200,
        body: {
          number: row.number,
          title: row.title,
          state: totals.state === 'draft' ? 'unpaid' : totals.state,
          business: {
            name: business.name,
            logo: business.logo,
            address: business.address,
            email: business.email,
            phone_number: business.phone_number,
            tax_number: business.tax_number ?? null,
            bank_account: bankAccountOf(business),
          },
          customer_name: customer?.name ?? 'Customer',
          currency: currencyOf(row._currency) ?? CURRENCIES.find((c) => c.code === row._currency) ?? CURRENCIES[0]!,
          items: row.items.map(({ name, quantity, unit_price, total }) => ({ name, quantity, unit_price, total })),
          total_amount: totals.total_amount,
          discount: row.discount,
          vat: row.vat,
          vat_amount: totals.vat_amount,
          total_amount_due: totals.total_amount_due,
          total_amount_paid: totals.total_amount_paid,
          total_balance: totals.total_balance,
          sale_date: row.sale_date,
          due_date: row.due_date,
          note: row.note,
        },
      };
    },
  };
}
