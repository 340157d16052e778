/**
 * The sales rules of the sandbox (issue 13, decision 0018), through its handlers (no ports):
 * invoice money agrees with src/lib/invoice-totals.ts (a property test over 200 random invoices),
 * numbers, list filters, stock, payments and receipts, debtors per currency, statistics and reports
 * in the business currency only, business details, attachments and the customer link. Every
 * successful answer is checked against openapi/business.yaml.
 */
import { describe, expect, it } from 'vitest';
import { UploadedFile, filesOf } from '../../files';
import type { SandboxState } from '../../state';
import { invoiceTotals } from '../../../../src/lib/invoice-totals';
import { randomInvoice, seeded } from '../../../../src/lib/invoice-totals.fixtures';
import type { components } from '../../../../src/api/generated/business';
import type { BusinessStore } from './store';
import { businessHarness, type Parts } from './test-harness';

type S = components['schemas'];

let state: SandboxState;
let store: BusinessStore;
const { call, refusal } = businessHarness((seeded, business) => {
  state = seeded;
  store = business;
});

const LAGOS = 12;
const BALOGUN = 21;
const TODAY = new Date().toISOString().slice(0, 10);
const owner = () => state.auth.users.get(1)!;
const cashier = () => state.auth.users.get(3)!;

const tools = (query: Record<string, unknown> = {}, body?: unknown, params: Record<string, unknown> = {}): Parts => ({
  params: { businessId: LAGOS, ...params },
  query,
  body,
});

/** An active product at Balogun with at least `stock` units, and a customer. */
function product(stock = 5) {
  const item = store.inventory.find((i) => i._business === LAGOS && i.location === BALOGUN && i.active && i.type === 'product')!;
  store.inventory.update(item.id, { quantity: stock });
  return store.inventory.get(item.id)!;
}
function newCustomer(name = 'Bola Adeyemi', email: string | null = 'bola@example.ng', phone: string | null = '+2348031112222') {
  return call('createCustomer', owner(), tools({}, { name, type: 'individual', email, phone_number: phone }))
    .body as S['Customer'];
}
function sell(input: Partial<S['InvoiceInput']> & { units?: number } = {}, who = owner()) {
  const { units = 2, ...rest } = input;
  const item = rest.items ? null : product(10);
  const body: S['InvoiceInput'] = {
    customer: rest.customer ?? newCustomer().id,
    title: 'Aso-ebi for the wedding party',
    sale_date: TODAY,
    due_date: '2099-01-01',
    items: [{ inventory: item?.id ?? 0, quantity: units, unit_price: '15000.00' }],
    vat: '0',
    location: BALOGUN,
    ...rest,
  };
  return call('createInvoice', who, tools({}, body)).body as S['Invoice'];
}
const pay = (
  invoice: number,
  amount: string,
  method: S['ReceiptInput']['payment_method'] = 'transfer',
  key?: string,
  who = owner(),
) =>
  call('createReceipt', who, {
    ...tools({}, { invoice, amount, payment_method: method, date: TODAY }),
    headers: key ? { 'idempotency-key': key } : {},
  }).body as S['Receipt'];
const getInvoice = (id: number) => call('getInvoice', owner(), tools({}, undefined, { id })).body as S['Invoice'];

describe('invoice money: the sandbox runs src/lib/invoice-totals', () => {
  it('answers what the module computes, kobo for kobo, for 200 random invoices', () => {
    const item = product(1);
    const customer = newCustomer().id;
    const next = seeded(2026);
    for (let n = 0; n < 200; n++) {
      const random = randomInvoice(next);
      const invoice = call(
        'createInvoice',
        owner(),
        tools(
          {},
          {
            customer,
            title: `Random ${n}`,
            sale_date: TODAY,
            items: random.lines.map((l) => ({ inventory: item.id, quantity: l.quantity, unit_price: l.unit_price })),
            discount: random.discount,
            vat: random.vat,
            state: 'draft',
            location: BALOGUN,
          },
        ),
      ).body as S['Invoice'];
      const mine = invoiceTotals(random);
      expect(
        [invoice.total_amount, invoice.vat_amount, invoice.total_amount_due, invoice.total_balance],
        `invoice ${n}: ${JSON.stringify(random)}`,
      ).toEqual([mine.total_amount, mine.vat_amount, mine.total_amount_due, mine.total_amount_due]);
    }
  });
});

describe('invoice numbers', () => {
  it('numbers every seeded invoice and receipt once, per business', () => {
    for (const business of [12, 15]) {
      const numbers = store.invoices.where((i) => i._business === business).map((i) => i.number);
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(numbers.every((n) => /^INV-\d{6}$/.test(n))).toBe(true);
      const receipts = store.receipts.where((r) => r._business === business).map((r) => r.number);
      expect(new Set(receipts).size).toBe(receipts.length);
      expect(receipts.every((n) => /^RCT-\d{6}$/.test(n))).toBe(true);
    }
  });

  it('gives the next number and never reuses one, even after a draft is deleted', () => {
    const first = sell({ state: 'draft' });
    const n = Number(first.number.slice(4));
    expect(call('deleteInvoice', owner(), tools({}, undefined, { id: first.id })).status).toBe(204);
    const second = sell();
    expect(second.number).toBe(`INV-${String(n + 1).padStart(6, '0')}`);
  });
});

describe('listInvoices filters', () => {
  it('searches title, number (or its digits) and customer name; filters state and sale dates', () => {
    const customer = newCustomer('Zainab Lawal-Unique').id;
    const invoice = sell({ customer, title: 'Gele for the naming ceremony', sale_date: '2026-01-15', due_date: '2099-01-01' });
    const ids = (query: Record<string, unknown>) =>
      (call('listInvoices', owner(), tools({ page_size: 9999, ...query })).body.results as S['Invoice'][]).map((i) => i.id);
    expect(ids({ search: 'naming CEREMONY' })).toContain(invoice.id);
    expect(ids({ search: invoice.number })).toEqual([invoice.id]);
    expect(ids({ search: String(Number(invoice.number.slice(4))) })).toContain(invoice.id);
    expect(ids({ search: 'zainab lawal-unique' })).toEqual([invoice.id]);
    expect(ids({ start_date: '2026-01-15', end_date: '2026-01-15', search: 'Gele' })).toEqual([invoice.id]);
    expect(ids({ start_date: '2026-01-16', search: 'Zainab Lawal-Unique' })).toEqual([]);
    const drafts = call('listInvoices', owner(), tools({ page_size: 9999, state: 'draft' })).body.results as S['Invoice'][];
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((i) => i.state === 'draft')).toBe(true);
    expect(refusal('listInvoices', owner(), tools({ start_date: '2026-02-01', end_date: '2026-01-01' })).body).toMatchObject({
      end_date: ['The end date cannot be before the start date.'],
    });
  });
});

describe('stock and the invoice rules', () => {
  it('takes stock on issue, none for a draft, refuses a line over the stock naming it, returns it on cancel', () => {
    const item = product(5);
    const customer = newCustomer().id;
    const line = (quantity: number) => [{ inventory: item.id, quantity }];
    const over = refusal(
      'createInvoice',
      owner(),
      tools({}, { customer, title: 'Too many', sale_date: TODAY, items: line(6), location: BALOGUN }),
    );
    expect(over.status).toBe(400);
    expect(over.body.items).toEqual([`Line 1: only 5 of ${item.name} left at this location.`]);
    expect(over.body['items.0.quantity']).toEqual(['Only 5 left.']);
    const draft = sell({ customer, items: line(6), state: 'draft' });
    expect([draft.state, store.inventory.get(item.id)!.quantity]).toEqual(['draft', 5]);
    const issued = sell({ customer, items: line(3) });
    expect(store.inventory.get(item.id)!.quantity).toBe(2);
    expect(refusal('patchInvoice', owner(), tools({}, { state: 'unpaid' }, { id: draft.id })).body.items).toEqual([
      `Line 1: only 2 of ${item.name} left at this location.`,
    ]);
    expect(call('patchInvoice', owner(), tools({}, { state: 'cancelled' }, { id: issued.id })).body.state).toBe('cancelled');
    expect(store.inventory.get(item.id)!.quantity).toBe(5);
    expect(refusal('patchInvoice', owner(), tools({}, { note: 'again' }, { id: issued.id })).body.detail).toBe(
      'A cancelled invoice cannot be changed.',
    );
  });

  it('refuses edits and cancelling once a payment is recorded, and deletes only drafts', () => {
    const invoice = sell();
    expect(refusal('deleteInvoice', owner(), tools({}, undefined, { id: invoice.id })).body.detail).toBe(
      'Only a draft can be deleted: cancel an issued invoice instead.',
    );
    pay(invoice.id, '1000.00');
    for (const body of [{ note: 'x' }, { state: 'cancelled' }]) {
      expect(refusal('patchInvoice', owner(), tools({}, body, { id: invoice.id })).body.detail).toBe(
        'A payment is recorded on this invoice: it can no longer be changed.',
      );
    }
  });

  it('names who raised it and takes the default VAT of the business', () => {
    call('patchBusiness', owner(), { params: { id: LAGOS }, body: { default_vat: '12.5' } });
    const customer = newCustomer().id; // no `vat` given: the business's default
    const invoice = call(
      'createInvoice',
      cashier(),
      tools(
        {},
        { customer, title: 'Gele', sale_date: TODAY, items: [{ inventory: product(3).id, quantity: 1 }], location: BALOGUN },
      ),
    ).body as S['Invoice'];
    expect(invoice.member?.first_name.length).toBeGreaterThan(0);
    expect(invoice.vat).toBe('12.5');
  });
});

describe('payments and receipts', () => {
  it('takes at most the balance except cash, keeps the change, turns the invoice paid', () => {
    const invoice = sell(); // 30000.00
    expect(
      refusal(
        'createReceipt',
        owner(),
        tools({}, { invoice: invoice.id, amount: '30000.01', payment_method: 'transfer', date: TODAY }),
      ).body.amount,
    ).toEqual(['At most the balance, 30000.00 NGN; only a cash payment can be more (the rest is change).']);
    const part = pay(invoice.id, '10000.00', 'pos');
    expect([part.number, part.invoice_number, part.change]).toEqual([
      expect.stringMatching(/^RCT-\d{6}$/),
      invoice.number,
      '0.00',
    ]);
    expect(getInvoice(invoice.id)).toMatchObject({ state: 'partially_paid', total_balance: '20000.00' });
    const cash = pay(invoice.id, '25000.00', 'cash');
    expect(cash.change).toBe('5000.00');
    expect(getInvoice(invoice.id)).toMatchObject({
      state: 'paid',
      total_amount_paid: '30000.00',
      total_balance: '0.00',
      change: '5000.00',
      receipt: cash.id,
    });
  });

  it('answers a replayed Idempotency-Key with the first receipt and records no second payment', () => {
    const invoice = sell();
    const first = pay(invoice.id, '1000.00', 'transfer', 'pay-key-0001');
    const again = pay(invoice.id, '1000.00', 'transfer', 'pay-key-0001');
    expect(again.id).toBe(first.id);
    expect(getInvoice(invoice.id).total_amount_paid).toBe('1000.00');
    expect(
      refusal('createReceipt', owner(), {
        ...tools({}, { invoice: invoice.id, amount: '2000.00', payment_method: 'transfer', date: TODAY }),
        headers: { 'idempotency-key': 'pay-key-0001' },
      }).body.detail,
    ).toBe('This Idempotency-Key was already used for a different payment.');
  });

  it('answers a replayed Idempotency-Key on createInvoice with the first invoice: no second one, the stock taken once', () => {
    const item = product(10);
    const body: S['InvoiceInput'] = {
      customer: newCustomer().id,
      title: 'Lost answer, retried',
      sale_date: TODAY,
      items: [{ inventory: item.id, quantity: 3, unit_price: '15000.00' }],
      vat: '0',
      location: BALOGUN,
    };
    const raise = (payload: S['InvoiceInput']) =>
      call('createInvoice', owner(), { ...tools({}, payload), headers: { 'idempotency-key': 'invoice-key-0001' } });
    const before = store.invoices.size;
    const first = raise(body);
    const again = raise(body);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.number).toBe(first.body.number);
    expect(store.invoices.size).toBe(before + 1);
    expect(store.inventory.get(item.id)!.quantity).toBe(7);
    const reused = refusal('createInvoice', owner(), {
      ...tools({}, { ...body, title: 'Another sale' }),
      headers: { 'idempotency-key': 'invoice-key-0001' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.detail).toBe('This Idempotency-Key was already used for a different invoice.');
    // Without a key, each call is its own invoice (as before).
    expect(call('createInvoice', owner(), tools({}, body)).body.id).not.toBe(first.body.id);
  });

  it('searches receipts by receipt number, invoice number and customer; filters dates and invoice', () => {
    const customer = newCustomer('Obiageli Unique-Payer').id;
    const invoice = sell({ customer });
    const receipt = pay(invoice.id, '500.00');
    const ids = (query: Record<string, unknown>) =>
      (call('listReceipts', owner(), tools({ page_size: 9999, ...query })).body.results as S['Receipt'][]).map((r) => r.id);
    expect(ids({ search: receipt.number })).toEqual([receipt.id]);
    expect(ids({ search: invoice.number })).toEqual([receipt.id]);
    expect(ids({ search: 'obiageli unique' })).toEqual([receipt.id]);
    expect(ids({ invoice: invoice.id })).toEqual([receipt.id]);
    expect(ids({ start_date: TODAY, end_date: TODAY })).toContain(receipt.id);
    expect(ids({ end_date: '2000-01-01' })).toEqual([]);
  });
});

describe('debtors: one per customer and currency', () => {
  it('never adds currencies, drops a debt at zero, and refuses a second reminder within 24 hours', () => {
    const customer = newCustomer('Kunle Two-Currencies').id;
    const naira = sell({ customer });
    const dollars = sell({
      customer,
      currency: 'USD',
      items: [{ inventory: product(10).id, quantity: 1, unit_price: '120.00' }],
    });
    const mine = () =>
      (call('listDebtors', owner(), tools({ search: 'Kunle Two-Currencies' })).body as S['Debtor'][]).map((d) => [
        d.currency,
        d.total_owed,
      ]);
    expect(mine()).toEqual([
      ['NGN', '30000.00'],
      ['USD', '120.00'],
    ]);
    const usd = call('getDebtor', owner(), tools({ currency: 'USD' }, undefined, { id: customer })).body as S['DebtorDetail'];
    expect(usd.invoices.map((i) => i.number)).toEqual([dollars.number]);
    expect(call('sendDebtorReminder', owner(), tools({}, { channel: 'email' }, { id: customer })).status).toBe(200);
    const reminded = call('getDebtor', owner(), tools({}, undefined, { id: customer })).body as S['DebtorDetail'];
    expect(reminded.last_reminded_at).not.toBeNull();
    expect(Date.parse(reminded.next_reminder_at!) - Date.parse(reminded.last_reminded_at!)).toBe(24 * 60 * 60 * 1000);
    const second = refusal('sendDebtorReminder', owner(), tools({}, { channel: 'sms' }, { id: customer }));
    expect(second.status).toBe(400);
    expect(second.body.detail).toMatch(
      /^A reminder was sent to this customer less than 24 hours ago\. The next one can be sent from \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\.$/,
    );
    pay(naira.id, '30000.00');
    expect(mine()).toEqual([['USD', '120.00']]);
    expect(refusal('getDebtor', owner(), tools({ currency: 'NGN' }, undefined, { id: customer })).status).toBe(404);
  });

  it('needs an address for the channel (400 at channel)', () => {
    const customer = newCustomer('No Email Person', null, '+2348035556666').id;
    sell({ customer });
    expect(refusal('sendDebtorReminder', owner(), tools({}, { channel: 'email' }, { id: customer })).body).toMatchObject({
      channel: ['This customer has no email address.'],
    });
  });
});

describe('statistics and reports count the business currency only', () => {
  it('ignores a dollar invoice and its payment in a naira business', () => {
    const month = TODAY.slice(0, 7);
    const sales = () => (call('getTotalSales', owner(), tools({ month })).body as S['Statistic']).total;
    const report = (type: 'sales' | 'debtors') =>
      (
        call(
          'generateBusinessReport',
          owner(),
          tools({}, { report_type: type, start_date: TODAY, end_date: TODAY, format: 'json' }),
        ).body as S['Report']
      ).totals;
    const before = [sales(), report('sales'), report('debtors')];
    const dollars = sell({ currency: 'USD', items: [{ inventory: product(10).id, quantity: 1, unit_price: '500.00' }] });
    pay(dollars.id, '200.00');
    expect([sales(), report('sales'), report('debtors')]).toEqual(before);
    const naira = sell();
    pay(naira.id, '200.00');
    expect(sales()).not.toBe(before[0]);
  });
});

describe('business details', () => {
  it('keeps tax number, default VAT and terms and the payout account; refuses bad ones at the field', () => {
    const patch = (body: unknown) => ({ params: { id: LAGOS }, body });
    const updated = call(
      'patchBusiness',
      owner(),
      patch({
        tax_number: '12345678-0001',
        default_vat: '7.5',
        default_payment_terms: 14,
        bank_account: { bank_code: '058', account_number: '0123456789', account_name: 'Adaeze Fabrics' },
      }),
    ).body as S['Business'];
    expect(updated).toMatchObject({
      tax_number: '12345678-0001',
      default_vat: '7.5',
      default_payment_terms: 14,
      bank_account: {
        bank_code: '058',
        bank_name: 'Guaranty Trust Bank',
        account_number: '0123456789',
        account_name: 'Adaeze Fabrics',
      },
    });
    expect(
      refusal('patchBusiness', owner(), patch({ bank_account: { bank_code: '999', account_number: '12345', account_name: ' ' } }))
        .body,
    ).toMatchObject({
      'bank_account.bank_code': ['Choose a bank from the list.'],
      'bank_account.account_number': ['A Nigerian account number (NUBAN) has exactly 10 digits.'],
      'bank_account.account_name': ['Enter the account name.'],
    });
    expect(refusal('patchBusiness', owner(), patch({ default_payment_terms: 45 })).body).toMatchObject({
      default_payment_terms: ['Choose 0, 7, 14, 30 or 60 days.'],
    });
    expect((call('patchBusiness', owner(), patch({ bank_account: null })).body as S['Business']).bank_account).toBeNull();
  });
});

describe('attachments and the customer link', () => {
  it('keeps an attached file with its bytes, up to 10 MB', () => {
    const invoice = sell();
    const file = new UploadedFile(Buffer.from('measurements'), 'measurements.txt', 'text/plain');
    const attached = call('uploadInvoiceAttachment', cashier(), tools({}, { file }, { id: invoice.id })).body as S['Invoice'];
    expect(attached.attachment).toMatchObject({ name: 'measurements.txt', size: 12 });
    const kept = filesOf(state).get(attached.attachment!.url.split('/')[4]!)!;
    expect(kept.bytes.toString()).toBe('measurements');
    const big = new UploadedFile(Buffer.alloc(10 * 1024 * 1024 + 1), 'big.pdf', 'application/pdf');
    expect(refusal('uploadInvoiceAttachment', owner(), tools({}, { file: big }, { id: invoice.id })).body).toMatchObject({
      file: ['The file is larger than 10 MB.'],
    });
  });

  it('shares an issued invoice read-only without a session, and a revoked link is gone', () => {
    call('patchBusiness', owner(), {
      params: { id: LAGOS },
      body: { bank_account: { bank_code: '058', account_number: '0123456789', account_name: 'Adaeze Fabrics' } },
    });
    const draft = sell({ state: 'draft' });
    expect(refusal('shareInvoice', owner(), tools({}, undefined, { id: draft.id })).body.detail).toBe(
      'Issue the invoice before sharing it.',
    );
    const invoice = sell();
    const share = call('shareInvoice', cashier(), tools({}, undefined, { id: invoice.id })).body as S['InvoiceShare'];
    expect(share.url).toMatch(new RegExp(`/i/${share.token}$`));
    expect((call('shareInvoice', owner(), tools({}, undefined, { id: invoice.id })).body as S['InvoiceShare']).token).toBe(
      share.token,
    );
    expect(getInvoice(invoice.id).share?.token).toBe(share.token);
    const seen = call('getPublicInvoice', null, { params: { token: share.token } }).body as S['PublicInvoice'];
    expect(Object.keys(seen).sort()).toEqual(
      [
        'business',
        'currency',
        'customer_name',
        'discount',
        'due_date',
        'items',
        'note',
        'number',
        'sale_date',
        'state',
        'title',
        'total_amount',
        'total_amount_due',
        'total_amount_paid',
        'total_balance',
        'vat',
        'vat_amount',
      ].sort(),
    );
    expect(Object.keys(seen.business).sort()).toEqual([
      'address',
      'bank_account',
      'email',
      'logo',
      'name',
      'phone_number',
      'tax_number',
    ]);
    expect(seen).toMatchObject({
      number: invoice.number,
      total_amount_due: invoice.total_amount_due,
      business: { bank_account: { account_number: '0123456789' } },
    });
    expect(Object.keys(seen.items[0]!).sort()).toEqual(['name', 'quantity', 'total', 'unit_price']);
    expect(call('revokeInvoiceShare', owner(), tools({}, undefined, { id: invoice.id })).status).toBe(204);
    expect(refusal('getPublicInvoice', null, { params: { token: share.token } })).toEqual({
      status: 404,
      body: { detail: 'This invoice link is not valid or has been revoked.' },
    });
    expect(refusal('revokeInvoiceShare', owner(), tools({}, undefined, { id: invoice.id })).status).toBe(404);
  });
});

describe('the cashier', () => {
  it('creates invoices and receipts but neither edits nor removes them', () => {
    const invoice = sell({}, cashier());
    expect(pay(invoice.id, '100.00', 'cash', undefined, cashier()).amount).toBe('100.00');
    const draft = sell({ state: 'draft' }, cashier());
    expect(refusal('patchInvoice', cashier(), tools({}, { note: 'x' }, { id: draft.id })).status).toBe(403);
    expect(refusal('patchInvoice', cashier(), tools({}, { state: 'cancelled' }, { id: draft.id })).status).toBe(403);
    expect(refusal('deleteInvoice', cashier(), tools({}, undefined, { id: draft.id })).status).toBe(403);
  });
});
