/**
 * Contract tests of the business tools: receipts (payments against invoices)
 * (openapi/business.yaml, `/business/v1/{businessId}/tools/receipts/`), every operation through the
 * app's real client. The business is the first one GET /business/v1/businesses/ answers; every
 * other id comes from what list and create calls answer (fixtures/business-tools.ts), so the file
 * also runs through `prism proxy --errors` in front of the stateful sandbox.
 */
import { expect, it } from 'vitest';
import { created, day, expectPage, expectRecord, ok, unique } from './harness';
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

describeTools('receipts', () => {
  it('GET receipts/ lists the payments of a location (listReceipts)', async () => {
    const invoice = await createInvoice('unpaid');
    const body: Schemas['ReceiptInput'] = { invoice: invoice.id, amount: '10000.00', payment_method: 'cash', date: day() };
    created(await business.POST('/business/v1/{businessId}/tools/receipts/', { params: { path: inBusiness() }, body }));
    const page = ok(
      await business.GET('/business/v1/{businessId}/tools/receipts/', {
        params: { path: inBusiness(), query: { ...atLocation(), page: 1 } },
      }),
    );
    expectPage(page, expectReceipt);
    expect(page.results.length).toBeGreaterThan(0);
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
    const receipt = created(
      await business.POST('/business/v1/{businessId}/tools/receipts/', { params: { path: inBusiness() }, body }),
    );
    expectReceipt(receipt);
    expect(receipt.invoice).toBe(invoice.id);
    // The receipt belongs to the invoice's customer and location.
    expect(receipt.customer.id).toBe(invoice.customer.id);
    expect(receipt.location).toBe(invoice.location);
  });

  it('GET receipts/{id} answers the receipt (getReceipt)', async () => {
    const invoice = await createInvoice('unpaid');
    const body: Schemas['ReceiptInput'] = {
      invoice: invoice.id,
      amount: invoice.total_balance,
      payment_method: 'pos',
      date: day(),
    };
    const { id } = created(
      await business.POST('/business/v1/{businessId}/tools/receipts/', { params: { path: inBusiness() }, body }),
    );
    const receipt = ok(
      await business.GET('/business/v1/{businessId}/tools/receipts/{id}', { params: { path: withId(id), query: atLocation() } }),
    );
    expectRecord(receipt, id, expectReceipt);
  });
});
