/**
 * Contract tests of the business tools: receipts (payments against invoices)
 * (openapi/business.yaml, `/business/v1/{businessId}/tools/receipts/`), every operation through the
 * app's real client. The business is the first one GET /business/v1/businesses/ answers; every
 * other id comes from what list and create calls answer (fixtures/business-tools.ts), so the file
 * also runs through `prism proxy --errors` in front of the stateful sandbox. Every payment carries
 * an Idempotency-Key (designed, issue 13).
 */
import { expect, it } from 'vitest';
import { cents, created, day, expectPage, expectRecord, ok, rejection, unique } from './harness';
import {
  atLocation,
  business,
  createInvoice,
  describeTools,
  expectReceipt,
  inBusiness,
  type Schemas,
  withId,
} from './fixtures/business-tools';
import { isStateful } from './target';

const RECEIPTS = '/business/v1/{businessId}/tools/receipts/' as const;

/** Records a payment with its own (or the given) Idempotency-Key. */
const pay = async (body: Schemas['ReceiptInput'], key = `pay-${unique()}`) =>
  created(await business.POST(RECEIPTS, { params: { path: inBusiness(), header: { 'Idempotency-Key': key } }, body }));

function expectNumbers(receipt: Schemas['Receipt'], invoice?: Schemas['Invoice']): void {
  expect(receipt.number).toMatch(/^RCT-\d{6,}$/);
  expect(receipt.invoice_number).toMatch(/^INV-\d{6,}$/);
  if (invoice && isStateful) expect(receipt.invoice_number).toBe(invoice.number);
  expect(receipt.change).toMatch(/^\d+\.\d{2}$/);
}

describeTools('receipts', () => {
  it('GET receipts/ lists the payments of a location (listReceipts)', async () => {
    const invoice = await createInvoice('unpaid');
    await pay({ invoice: invoice.id, amount: '10000.00', payment_method: 'cash', date: day() });
    const page = ok(await business.GET(RECEIPTS, { params: { path: inBusiness(), query: { ...atLocation(), page: 1 } } }));
    expectPage(page, expectReceipt);
    expect(page.results.length).toBeGreaterThan(0);
    for (const receipt of page.results) expectNumbers(receipt);
  });

  it('GET receipts/?search=&start_date=&end_date=&invoice= finds a payment by its numbers (listReceipts, designed filters)', async () => {
    const invoice = await createInvoice('unpaid');
    const receipt = await pay({ invoice: invoice.id, amount: '500.00', payment_method: 'transfer', date: day() });
    const ids = async (query: { search?: string; start_date?: string; end_date?: string; invoice?: number }) => {
      const page = ok(await business.GET(RECEIPTS, { params: { path: inBusiness(), query: { ...atLocation(), ...query } } }));
      expectPage(page, expectReceipt);
      return page.results.map((r) => r.id);
    };
    const byNumber = await ids({ search: receipt.number });
    const byInvoice = await ids({ search: receipt.invoice_number, start_date: day(-1), end_date: day(1) });
    const ofInvoice = await ids({ invoice: invoice.id });
    // Prism answers the example; the sandbox filters.
    if (isStateful) {
      expect(byNumber).toEqual([receipt.id]);
      expect(byInvoice).toEqual([receipt.id]);
      expect(ofInvoice).toEqual([receipt.id]);
      expect(await ids({ search: receipt.number, end_date: day(-1) })).toEqual([]);
    }
  });

  it('POST receipts/ records a payment against an unpaid invoice (createReceipt)', async () => {
    const invoice = await createInvoice('unpaid');
    const body: Schemas['ReceiptInput'] = {
      invoice: invoice.id,
      amount: '20000.00',
      payment_method: 'transfer',
      date: day(),
      reference: `GTB-${unique()}`.slice(0, 100),
    };
    const receipt = await pay(body);
    expectReceipt(receipt);
    expectNumbers(receipt, invoice);
    expect(receipt.invoice).toBe(invoice.id);
    // The receipt belongs to the invoice's customer and location.
    expect(receipt.customer.id).toBe(invoice.customer.id);
    expect(receipt.location).toBe(invoice.location);
  });

  it('POST receipts/ answers a replayed Idempotency-Key with the same receipt (createReceipt, designed)', async () => {
    const invoice = await createInvoice('unpaid');
    const key = `pay-${unique()}`;
    const body: Schemas['ReceiptInput'] = { invoice: invoice.id, amount: '1000.00', payment_method: 'pos', date: day() };
    const first = await pay(body, key);
    const again = await pay(body, key);
    expectReceipt(again);
    if (isStateful) {
      expect(again.id).toBe(first.id);
      const after = ok(
        await business.GET('/business/v1/{businessId}/tools/invoices/{id}', { params: { path: withId(invoice.id) } }),
      );
      expect(after.total_amount_paid).toBe('1000.00');
    }
  });

  it('POST receipts/ keeps cash above the balance as change and refuses it by transfer (createReceipt)', async () => {
    const invoice = await createInvoice('unpaid');
    const over = (cents(invoice.total_balance) + 50_000) / 100;
    const amount = over.toFixed(2);
    if (isStateful) {
      const refused = await rejection(
        business.POST(RECEIPTS, {
          params: { path: inBusiness(), header: { 'Idempotency-Key': `pay-${unique()}` } },
          body: { invoice: invoice.id, amount, payment_method: 'transfer', date: day() },
        }),
      );
      expect(refused.status).toBe(400);
      expect(refused.fieldErrors.amount?.[0]).toMatch(/^At most the balance/);
    }
    const cash = await pay({ invoice: invoice.id, amount, payment_method: 'cash', date: day() });
    expectNumbers(cash, invoice);
    if (isStateful) {
      expect(cash.change).toBe('500.00');
      const paid = ok(
        await business.GET('/business/v1/{businessId}/tools/invoices/{id}', { params: { path: withId(invoice.id) } }),
      );
      expect([paid.state, paid.total_balance, paid.change]).toEqual(['paid', '0.00', '500.00']);
    }
  });

  it('GET receipts/{id} answers the receipt (getReceipt)', async () => {
    const invoice = await createInvoice('unpaid');
    const { id } = await pay({ invoice: invoice.id, amount: invoice.total_balance, payment_method: 'pos', date: day() });
    const receipt = ok(
      await business.GET('/business/v1/{businessId}/tools/receipts/{id}', { params: { path: withId(id), query: atLocation() } }),
    );
    expectRecord(receipt, id, expectReceipt);
    expectNumbers(receipt, invoice);
  });
});
