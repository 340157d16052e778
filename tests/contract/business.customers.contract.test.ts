/**
 * Contract tests of the business tools: customers (openapi/business.yaml,
 * `/business/v1/{businessId}/tools/customers/`), every operation through the app's real client, and
 * the 400 the customer form handles. The business is the first one GET /business/v1/businesses/
 * answers; every other id comes from what list and create calls answer
 * (fixtures/business-tools.ts), so the file also runs through `prism proxy --errors` in front of
 * the stateful sandbox.
 */
import { expect, it } from 'vitest';
import { deleted, expectDocumentedError, expectError, expectPage, expectRecord, ok, unique } from './harness';
import {
  business,
  createCustomer,
  describeTools,
  expectCustomer,
  inBusiness,
  type Schemas,
  withId,
} from './fixtures/business-tools';

describeTools('customers', () => {
  it('GET customers/ lists customers in a page (listCustomers)', async () => {
    await createCustomer();
    const page = ok(
      await business.GET('/business/v1/{businessId}/tools/customers/', {
        params: { path: inBusiness(), query: { active: true, page: 1, search: 'Okafor' } },
      }),
    );
    expectPage(page, expectCustomer);
    expect(page.results.length).toBeGreaterThan(0);
  });

  it('POST customers/ creates a customer (createCustomer)', async () => {
    const customer = await createCustomer();
    expectCustomer(customer);
    expect(customer.active).toBe(true);
    expect(customer.email).not.toBeNull();
  });

  it('GET customers/{id} answers the customer (getCustomer)', async () => {
    const { id } = await createCustomer();
    const customer = ok(await business.GET('/business/v1/{businessId}/tools/customers/{id}', { params: { path: withId(id) } }));
    expectRecord(customer, id, expectCustomer);
  });

  it('PUT customers/{id} replaces a customer (updateCustomer)', async () => {
    const { id } = await createCustomer();
    const body: Schemas['CustomerInput'] = {
      name: `Grace Boutique Ltd ${unique()}`,
      type: 'business',
      email: `orders.${unique()}@graceboutique.ng`,
      phone_number: '08023456789',
    };
    const customer = ok(
      await business.PUT('/business/v1/{businessId}/tools/customers/{id}', { params: { path: withId(id) }, body }),
    );
    expectRecord(customer, id, expectCustomer);
  });

  it('PATCH customers/{id} removes a customer with {active: false} (patchCustomer)', async () => {
    const { id } = await createCustomer();
    const customer = ok(
      await business.PATCH('/business/v1/{businessId}/tools/customers/{id}', {
        params: { path: withId(id) },
        body: { active: false },
      }),
    );
    expectRecord(customer, id, expectCustomer);
  });

  it('DELETE customers/{id} deletes a customer without invoices for good (deleteCustomer)', async () => {
    const { id } = await createCustomer();
    deleted(await business.DELETE('/business/v1/{businessId}/tools/customers/{id}', { params: { path: withId(id) } }));
  });

  it('400 on a customer the server refuses carries the field errors (createCustomer)', async () => {
    const where = '/business/v1/{businessId}/tools/customers/' as const;
    const error = await expectError(400, 'POST', where, (headers) =>
      business.POST(where, { params: { path: inBusiness() }, body: { name: 'Mama Tobi Stores', type: 'business' }, headers }),
    );
    expectDocumentedError('business', error, 'POST', where, 400);
    // The customer form shows each message under its field.
    for (const messages of Object.values(error.fieldErrors)) expect(messages).toEqual([expect.any(String)]);
  });
});
