/**
 * Receipts: payments recorded against invoices (decision D7, decision 0018). A payment adds to
 * the invoice's total_amount_paid, so its balance, state and the customer's debt follow (they
 * are computed). At most the balance is taken, except in cash: the excess is the receipt's
 * `change`. An Idempotency-Key makes a retry answer the first receipt (no second payment).
 * Numbers (RCT-000045) are per business, sequential, never reused.
 */
import { createHash } from 'node:crypto';
import { paymentSplit } from '../../../../src/lib/invoice-totals';
import { badRequest } from '../../types';
import { enter, type Access } from './access';
import type { Deps, Handlers } from './context';
import { mustRef, pageOf } from './crud';
import { customerRef } from './customers';
import { amountOf } from './inventory';
import { checkRange, nextNumber, receiptsOf, totalsOf } from './invoices';
import type { BusinessStore, ReceiptRow, Schemas } from './store';
import { rowsOf } from './store';
import { matches, mustFind, now } from '../../table';

export function receiptView(store: BusinessStore, row: ReceiptRow): Schemas['Receipt'] {
  const { _customer, _key: _k, _fingerprint: _f, ...fields } = row;
  const customer = store.customers.get(_customer);
  return {
    ...fields,
    customer: customer ? customerRef(customer) : { id: _customer, name: 'Deleted customer', email: null, phone_number: null },
  };
}

export const newestReceiptFirst = (a: ReceiptRow, b: ReceiptRow) => b.date.localeCompare(a.date) || b.id - a.id;

export const KEY_REUSED = 'This Idempotency-Key was already used for a different payment.';

export function receiptHandlers({ store }: Deps): Handlers<'listReceipts' | 'createReceipt' | 'getReceipt'> {
  const view = (row: ReceiptRow) => receiptView(store, row);
  const find = (access: Access, id: number) =>
    mustFind(store.receipts, id, { _business: access.business.id }, { visible: (r) => access.sees(r.location) });
  return {
    listReceipts: (req) => {
      const { business, scope } = enter(store, req, 'listReceipts');
      const { search, start_date, end_date, invoice } = req.query;
      checkRange(start_date, end_date);
      const rows = rowsOf(store.receipts, business.id)
        .filter(
          (r) =>
            scope.has(r.location) &&
            (invoice === undefined || r.invoice === invoice) &&
            (start_date === undefined || r.date >= start_date) &&
            (end_date === undefined || r.date <= end_date) &&
            matches(search, r.number, r.invoice_number, store.customers.get(r._customer)?.name),
        )
        .sort(newestReceiptFirst);
      const page = pageOf(rows, req.query, req.url);
      return { status: 200, body: { ...page, results: page.results.map(view) } };
    },
    createReceipt: (req) => {
      const access = enter(store, req, 'createReceipt');
      const { body } = req;
      const key = req.headers['idempotency-key'] ?? null;
      const fingerprint = createHash('sha256')
        .update(JSON.stringify([body.invoice, body.amount, body.payment_method, body.date, body.reference ?? null]))
        .digest('hex');
      if (key) {
        const seen = store.receipts.find((r) => r._business === access.business.id && r._key === key);
        if (seen) {
          if (seen._fingerprint !== fingerprint) throw badRequest({ 'Idempotency-Key': [KEY_REUSED] }, KEY_REUSED);
          return { status: 201, body: view(seen) };
        }
      }
      const invoice = mustRef(store.invoices, access.business.id, body.invoice, 'invoice', 'invoice');
      if (!access.sees(invoice.location)) throw badRequest({ invoice: ['Unknown invoice.'] });
      const { state, total_balance } = totalsOf(invoice, receiptsOf(store, invoice.id));
      if (state === 'draft' || state === 'cancelled' || state === 'paid') {
        throw badRequest({ invoice: [`A ${state} invoice cannot take a payment.`] });
      }
      const amount = amountOf(body.amount, 'amount');
      const split = paymentSplit(total_balance, amount, { cash: body.payment_method === 'cash' });
      if (!split) {
        throw badRequest({
          amount: [
            `At most the balance, ${total_balance} ${invoice._currency}; only a cash payment can be more (the rest is change).`,
          ],
        });
      }
      const at = now();
      const row = store.receipts.insert({
        number: nextNumber(store, access.business, 'receipt'),
        invoice: invoice.id,
        invoice_number: invoice.number,
        amount,
        change: split.change,
        currency: invoice._currency,
        payment_method: body.payment_method,
        date: body.date,
        reference: body.reference ?? null,
        location: invoice.location,
        created_at: at,
        _customer: invoice._customer,
        _business: access.business.id,
        _key: key,
        _fingerprint: fingerprint,
      });
      store.invoices.update(invoice.id, { updated_at: at });
      return { status: 201, body: view(row) };
    },
    getReceipt: (req) => {
      const access = enter(store, req, 'getReceipt');
      return { status: 200, body: view(find(access, req.params.id)) };
    },
  };
}
