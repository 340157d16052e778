/**
 * Contract tests of the business tools: invoices (openapi/business.yaml,
 * `/business/v1/{businessId}/tools/invoices/`), every operation through the app's real client, and
 * the 401 and 403 answers. The business is the first one GET /business/v1/businesses/ answers;
 * every other id comes from what list and create calls answer (fixtures/business-tools.ts), so the
 * file also runs through `prism proxy --errors` in front of the stateful sandbox.
 */
import { expect, it } from 'vitest';
import { cents, day, deleted, expectDocumentedError, expectError, expectPage, expectRecord, ok } from './harness';
import {
  atLocation,
  biz,
  business,
  createCustomer,
  createInvoice,
  describeTools,
  expectInvoice,
  inBusiness,
  type Schemas,
  withId,
} from './fixtures/business-tools';
import { isStateful } from './target';

describeTools('invoices', () => {
  it('GET invoices/ lists the invoices of a location (listInvoices)', async () => {
    await createInvoice('unpaid');
    const page = ok(
      await business.GET('/business/v1/{businessId}/tools/invoices/', {
        params: { path: inBusiness(), query: { ...atLocation(), page: 1 } },
      }),
    );
    expectPage(page, expectInvoice);
    expect(page.results.length).toBeGreaterThan(0);
  });

  it("GET invoices/?customer= lists only that customer's invoices (listInvoices, designed filter)", async () => {
    const customer = await createCustomer();
    const other = await createCustomer();
    const mine = await createInvoice('unpaid', customer);
    await createInvoice('unpaid', other);
    const page = ok(
      await business.GET('/business/v1/{businessId}/tools/invoices/', {
        params: { path: inBusiness(), query: { ...atLocation(), customer: customer.id } },
      }),
    );
    expectPage(page, expectInvoice);
    // Prism answers the example; the sandbox filters.
    if (isStateful) expect(page.results.map((invoice) => invoice.id)).toEqual([mine.id]);
  });

  it('POST invoices/ issues an invoice with the totals computed by the server (createInvoice)', async () => {
    const customer = await createCustomer();
    const invoice = await createInvoice('unpaid', customer);
    expectInvoice(invoice);
    expect(invoice.customer.id).toBe(customer.id);
    expect(invoice.state).toBe('unpaid');
    expect(invoice.receipt).toBeNull();
    expect(invoice.total_amount_paid).toMatch(/^0(\.0{1,2})?$/);
    expect(cents(invoice.total_balance)).toBe(cents(invoice.total_amount_due));
    expect(invoice.location).toBe(biz.location);
    // No currency given: the business currency.
    expect(invoice.currency.code).toBe(biz.currency);
  });

  it('GET invoices/{id} answers the invoice (getInvoice)', async () => {
    const { id } = await createInvoice('unpaid');
    const invoice = ok(
      await business.GET('/business/v1/{businessId}/tools/invoices/{id}', { params: { path: withId(id), query: atLocation() } }),
    );
    expectRecord(invoice, id, expectInvoice);
  });

  it('PATCH invoices/{id} moves the due date of an unpaid invoice (patchInvoice, designed)', async () => {
    const { id } = await createInvoice('unpaid');
    const body: Schemas['InvoicePatch'] = { due_date: day(21), note: 'Balance due on collection.' };
    const invoice = ok(
      await business.PATCH('/business/v1/{businessId}/tools/invoices/{id}', {
        params: { path: withId(id), query: atLocation() },
        body,
      }),
    );
    expectRecord(invoice, id, expectInvoice);
  });

  it('DELETE invoices/{id} deletes a draft invoice for good (deleteInvoice, designed)', async () => {
    const { id } = await createInvoice('draft');
    deleted(
      await business.DELETE('/business/v1/{businessId}/tools/invoices/{id}', {
        params: { path: withId(id), query: atLocation() },
      }),
    );
  });

  it('401 on an expired session says so (listInvoices)', async () => {
    const where = '/business/v1/{businessId}/tools/invoices/' as const;
    const error = await expectError(401, 'GET', where, (headers) =>
      business.GET(where, { params: { path: inBusiness(), query: atLocation() }, headers }),
    );
    expectDocumentedError('business', error, 'GET', where, 401);
    expect(error.isUnauthorized).toBe(true);
  });

  it('403 when the role lacks the permission (deleteInvoice)', async () => {
    const { id } = await createInvoice('draft');
    const where = '/business/v1/{businessId}/tools/invoices/{id}' as const;
    const error = await expectError(403, 'DELETE', where, (headers) =>
      business.DELETE(where, { params: { path: withId(id) }, headers }),
    );
    expectDocumentedError('business', error, 'DELETE', where, 403);
  });
});
