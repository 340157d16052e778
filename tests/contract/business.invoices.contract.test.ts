/**
 * Contract tests of the business tools: invoices (openapi/business.yaml,
 * `/business/v1/{businessId}/tools/invoices/`), every operation through the app's real client, and
 * the 401 and 403 answers. The business is the first one GET /business/v1/businesses/ answers;
 * every other id comes from what list and create calls answer (fixtures/business-tools.ts), so the
 * file also runs through `prism proxy --errors` in front of the stateful sandbox.
 */
import { expect, it } from 'vitest';
import {
  cents,
  created,
  day,
  deleted,
  expectDocumentedError,
  expectError,
  expectPage,
  expectRecord,
  ok,
  pdf,
  rejection,
} from './harness';
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

  it('GET invoices/?search=&state=&start_date=&end_date= finds an invoice by number and state (listInvoices, designed filters)', async () => {
    const invoice = await createInvoice('unpaid');
    const ids = async (query: {
      search?: string;
      state?: Schemas['Invoice']['state'];
      start_date?: string;
      end_date?: string;
    }) => {
      const page = ok(
        await business.GET('/business/v1/{businessId}/tools/invoices/', {
          params: { path: inBusiness(), query: { ...atLocation(), ...query } },
        }),
      );
      expectPage(page, expectInvoice);
      return page;
    };
    const byNumber = await ids({ search: invoice.number, state: 'unpaid', start_date: day(-1), end_date: day(1) });
    const drafts = await ids({ state: 'draft' });
    // Prism answers the example; the sandbox filters.
    if (isStateful) {
      expect(byNumber.results.map((i) => i.id)).toEqual([invoice.id]);
      expect(drafts.results.every((i) => i.state === 'draft')).toBe(true);
      expect((await ids({ search: invoice.number, end_date: day(-1) })).results).toEqual([]);
    }
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
    // Designed (issue 13): a number, the VAT in money, no attachment or link yet.
    expect(invoice.number).toMatch(/^INV-\d{6,}$/);
    expect(cents(invoice.total_amount_due)).toBe(
      cents(invoice.total_amount) - cents(invoice.discount) + cents(invoice.vat_amount),
    );
    if (isStateful) expect([invoice.attachment, invoice.share]).toEqual([null, null]);
  });

  it('POST invoices/{id}/attachment/ keeps an attached file (uploadInvoiceAttachment, designed, multipart)', async () => {
    const { id } = await createInvoice('unpaid');
    const file = pdf('purchase-order.pdf', 'PO 2291');
    const invoice = ok(
      await business.POST('/business/v1/{businessId}/tools/invoices/{id}/attachment/', {
        params: { path: withId(id), query: atLocation() },
        body: { file: file.name },
        bodySerializer: () => {
          const form = new FormData();
          form.append('file', file);
          return form;
        },
      }),
    );
    expectInvoice(invoice);
    expect(invoice.attachment).not.toBeNull();
    expect(new URL(invoice.attachment!.url).protocol).toMatch(/^https?:$/);
    if (isStateful) {
      expect(invoice.attachment).toMatchObject({ name: 'purchase-order.pdf', size: file.size });
      const served = await fetch(invoice.attachment!.url);
      expect(await served.text()).toContain('PO 2291');
    }
  });

  it('POST and DELETE invoices/{id}/share/ make and revoke the public link (shareInvoice, revokeInvoiceShare, getPublicInvoice)', async () => {
    const { id, number } = await createInvoice('unpaid');
    const share = created(
      await business.POST('/business/v1/{businessId}/tools/invoices/{id}/share/', {
        params: { path: withId(id), query: atLocation() },
      }),
    );
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
    expect(new URL(share.url).pathname.endsWith(share.token)).toBe(true);
    const where = '/business/v1/public/invoices/{token}/' as const;
    const seen = ok(await business.GET(where, { params: { path: { token: share.token } } }));
    expect(seen.number).toMatch(/^INV-\d{6,}$/);
    expect(seen.business.name.length).toBeGreaterThan(0);
    expect(seen.items.length).toBeGreaterThan(0);
    if (isStateful) {
      expect(seen.number).toBe(number);
      // Only what a customer needs: no ids, no staff, no location.
      expect(Object.keys(seen)).not.toEqual(expect.arrayContaining(['id']));
      expect(JSON.stringify(seen)).not.toMatch(/"(member|location|customer|inventory)"/);
    }
    deleted(
      await business.DELETE('/business/v1/{businessId}/tools/invoices/{id}/share/', {
        params: { path: withId(id), query: atLocation() },
      }),
    );
    if (isStateful) {
      const gone = await rejection(business.GET(where, { params: { path: { token: share.token } } }));
      expect([gone.status, gone.message]).toEqual([404, 'This invoice link is not valid or has been revoked.']);
    }
  });

  it('400 when a draft is shared, with the reason (shareInvoice)', async () => {
    const { id } = await createInvoice('draft');
    const where = '/business/v1/{businessId}/tools/invoices/{id}/share/' as const;
    const error = await expectError(400, 'POST', where, (headers) =>
      business.POST(where, { params: { path: withId(id) }, headers }),
    );
    expectDocumentedError('business', error, 'POST', where, 400);
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
