/**
 * Contract tests of the business tools: debtors (openapi/business.yaml,
 * `/business/v1/{businessId}/tools/debtors/`), every operation through the app's real client, and
 * the 404 of a customer who owes nothing. The business is the first one GET
 * /business/v1/businesses/ answers; every other id comes from what list and create calls answer
 * (fixtures/business-tools.ts), so the file also runs through `prism proxy --errors` in front of
 * the stateful sandbox.
 */
import { expect, it } from 'vitest';
import {
  cents,
  expectDate,
  expectDocumentedError,
  expectError,
  expectId,
  expectList,
  expectRecord,
  ok,
  rejection,
} from './harness';
import {
  atLocation,
  business,
  createCustomer,
  createInvoice,
  describeTools,
  expectDebtor,
  inBusiness,
  type Schemas,
  withId,
} from './fixtures/business-tools';
import { isStateful } from './target';

describeTools('debtors', () => {
  it('GET debtors/ lists the customers who owe, at a location (listDebtors)', async () => {
    await createInvoice('unpaid');
    const debtors = ok(
      await business.GET('/business/v1/{businessId}/tools/debtors/', { params: { path: inBusiness(), query: atLocation() } }),
    );
    expectList(debtors, expectDebtor);
  });

  it('GET debtors/{id} answers the debt with its open invoices (getDebtor)', async () => {
    const invoice = await createInvoice('unpaid');
    const debtor = ok(
      await business.GET('/business/v1/{businessId}/tools/debtors/{id}', {
        params: { path: withId(invoice.customer.id), query: atLocation() },
      }),
    );
    expectRecord(debtor, invoice.customer.id, expectDebtor);
    expect(debtor.invoices.length).toBe(debtor.invoices_count);
    // The amount owed is the sum of the open balances; the oldest due date is the earliest one.
    expect(cents(debtor.total_owed)).toBe(debtor.invoices.reduce((sum, i) => sum + cents(i.total_balance), 0));
    const dueDates = debtor.invoices.map((i) => i.due_date ?? i.sale_date).sort();
    expect(debtor.oldest_due_date).toBe(dueDates[0]);
    for (const open of debtor.invoices) {
      expectId(open.id);
      expect(open.title.length).toBeGreaterThan(0);
      expect(cents(open.total_balance)).toBeGreaterThan(0);
      expectDate(open.sale_date);
      expect(['unpaid', 'partially_paid', 'overdue']).toContain(open.state);
    }
    expect(debtor.invoices.map((i) => i.id)).toContain(invoice.id);
  });

  it('GET debtors/{id}?currency= answers one currency of the debt, with reminder times (getDebtor, designed)', async () => {
    const invoice = await createInvoice('unpaid');
    const debtor = ok(
      await business.GET('/business/v1/{businessId}/tools/debtors/{id}', {
        params: { path: withId(invoice.customer.id), query: { ...atLocation(), currency: invoice.currency.code } },
      }),
    );
    expect(debtor.currency).toBe(isStateful ? invoice.currency.code : debtor.currency);
    expect(Number.isInteger(debtor.days_overdue) && debtor.days_overdue >= 0).toBe(true);
    for (const when of [debtor.last_reminded_at, debtor.next_reminder_at])
      if (when !== null) expect(Date.parse(when)).not.toBeNaN();
    for (const open of debtor.invoices) expect(open.number).toMatch(/^INV-\d{6,}$/);
    if (isStateful) {
      expect(debtor.invoices.map((i) => i.number)).toContain(invoice.number);
      expect([debtor.last_reminded_at, debtor.next_reminder_at]).toEqual([null, null]);
    }
  });

  it('POST debtors/{id}/send_reminder/ emails a payment reminder (sendDebtorReminder)', async () => {
    const invoice = await createInvoice('unpaid');
    const body: Schemas['ReminderInput'] = { channel: 'email', message: 'Kindly pay the balance before collection.' };
    // Designed (issue 21): one Idempotency-Key per reminder.
    const header = { 'Idempotency-Key': `reminder-${Date.now()}` };
    const result = await business.POST('/business/v1/{businessId}/tools/debtors/{id}/send_reminder/', {
      params: { path: withId(invoice.customer.id), header },
      body,
    });
    const sent = ok(result);
    expect(result.response.status).toBe(200);
    expect(sent.detail).toEqual(expect.any(String));
    expect(sent.detail.length).toBeGreaterThan(0);
    if (isStateful) {
      // The same reminder again under its key (an answer lost after it went): the first answer, not the 24-hour refusal.
      const replayed = ok(
        await business.POST('/business/v1/{businessId}/tools/debtors/{id}/send_reminder/', {
          params: { path: withId(invoice.customer.id), header },
          body,
        }),
      );
      expect(replayed).toEqual(sent);
      // A second reminder within 24 hours is refused with when the next one is allowed.
      const again = await rejection(
        business.POST('/business/v1/{businessId}/tools/debtors/{id}/send_reminder/', {
          params: { path: withId(invoice.customer.id) },
          body,
        }),
      );
      expect(again.status).toBe(400);
      expect(again.message).toMatch(/The next one can be sent from \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\.$/);
      const debtor = ok(
        await business.GET('/business/v1/{businessId}/tools/debtors/{id}', { params: { path: withId(invoice.customer.id) } }),
      );
      expect(debtor.last_reminded_at).not.toBeNull();
      expect(debtor.next_reminder_at).not.toBeNull();
    }
  });

  it('404 on a debtor who owes nothing (getDebtor)', async () => {
    const { id } = await createCustomer();
    const where = '/business/v1/{businessId}/tools/debtors/{id}' as const;
    const error = await expectError(404, 'GET', where, (headers) =>
      business.GET(where, { params: { path: withId(id), query: atLocation() }, headers }),
    );
    expectDocumentedError('business', error, 'GET', where, 404);
  });
});
