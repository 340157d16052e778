/**
 * Receipts: payments recorded against invoices (decision D7). A payment adds to the invoice's
 * total_amount_paid, so its balance, state and the customer's debt follow (they are computed);
 * an amount above the balance comes back as the invoice's `change`.
 */
import { badRequest } from '../../types';
import { enter, type Access } from './access';
import type { Deps, Handlers } from './context';
import { mustRef, pageOf } from './crud';
import { customerRef } from './customers';
import { amountOf } from './inventory';
import { receiptsOf, totalsOf } from './invoices';
import type { BusinessStore, ReceiptRow, Schemas } from './store';
import { rowsOf } from './store';
import { mustFind, now } from '../../table';

export function receiptView(store: BusinessStore, row: ReceiptRow): Schemas['Receipt'] {
  const { _customer, ...fields } = row;
  const customer = store.customers.get(_customer);
  return {
    ...fields,
    customer: customer ? customerRef(customer) : { id: _customer, name: 'Deleted customer', email: null, phone_number: null },
  };
}

export const newestReceiptFirst = (a: ReceiptRow, b: ReceiptRow) => b.date.localeCompare(a.date) || b.id - a.id;

export function receiptHandlers({ store }: Deps): Handlers<'listReceipts' | 'createReceipt' | 'getReceipt'> {
  const view = (row: ReceiptRow) => receiptView(store, row);
  const find = (access: Access, id: number) => mustFind(store.receipts, id, { _business: access.business.id }, { visible: (r) => access.sees(r.location) });
  return {
    listReceipts: (req) => {
      const { business, scope } = enter(store, req, 'listReceipts');
      const rows = rowsOf(store.receipts, business.id)
        .filter((r) => scope.has(r.location))
        .sort(newestReceiptFirst);
      const page = pageOf(rows, req.query, req.url);
      return { status: 200, body: { ...page, results: page.results.map(view) } };
    },
    createReceipt: (req) => {
      const access = enter(store, req, 'createReceipt');
      const { body } = req;
      const invoice = mustRef(store.invoices, access.business.id, body.invoice, 'invoice', 'invoice');
      if (!access.sees(invoice.location)) throw badRequest({ invoice: ['Unknown invoice.'] });
      const { state } = totalsOf(invoice, receiptsOf(store, invoice.id));
      if (state === 'draft' || state === 'cancelled' || state === 'paid') {
        throw badRequest({ invoice: [`A ${state === 'paid' ? 'paid' : state} invoice cannot take a payment.`] });
      }
      const at = now();
      const row = store.receipts.insert({
        invoice: invoice.id,
        amount: amountOf(body.amount, 'amount'),
        currency: invoice._currency,
        payment_method: body.payment_method,
        date: body.date,
        reference: body.reference ?? null,
        location: invoice.location,
        created_at: at,
        _customer: invoice._customer,
        _business: access.business.id,
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
