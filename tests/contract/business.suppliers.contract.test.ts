/**
 * Contract tests of the business tools: suppliers (openapi/business.yaml,
 * `/business/v1/{businessId}/tools/suppliers/`), every operation through the app's real client. The
 * business is the first one GET /business/v1/businesses/ answers; every other id comes from what
 * list and create calls answer (fixtures/business-tools.ts), so the file also runs through `prism
 * proxy --errors` in front of the stateful sandbox.
 */
import { expect, it } from 'vitest';
import { deleted, expectPage, expectRecord, ok, unique } from './harness';
import {
  business,
  createSupplier,
  describeTools,
  expectSupplier,
  inBusiness,
  type Schemas,
  withId,
} from './fixtures/business-tools';

describeTools('suppliers', () => {
  it('GET suppliers/ lists the suppliers (listSuppliers)', async () => {
    await createSupplier();
    const page = ok(
      await business.GET('/business/v1/{businessId}/tools/suppliers/', {
        params: { path: inBusiness(), query: { page: 1, active: true, search: 'Textiles' } },
      }),
    );
    expectPage(page, expectSupplier);
    expect(page.results.length).toBeGreaterThan(0);
  });

  it('POST suppliers/ creates a supplier (createSupplier)', async () => {
    const supplier = await createSupplier();
    expectSupplier(supplier);
    expect(supplier.active).toBe(true);
  });

  it('GET suppliers/{id} answers the supplier (getSupplier)', async () => {
    const { id } = await createSupplier();
    const supplier = ok(await business.GET('/business/v1/{businessId}/tools/suppliers/{id}', { params: { path: withId(id) } }));
    expectRecord(supplier, id, expectSupplier);
  });

  it('PUT suppliers/{id} replaces a supplier (updateSupplier)', async () => {
    const { id } = await createSupplier();
    const body: Schemas['SupplierInput'] = {
      name: `Houston Fabric Wholesale ${unique()}`,
      address: '8100 Harwin Dr, Houston, TX 77036',
      phone_number: '+17135550142',
      email: null,
      description: null,
    };
    const supplier = ok(
      await business.PUT('/business/v1/{businessId}/tools/suppliers/{id}', { params: { path: withId(id) }, body }),
    );
    expectRecord(supplier, id, expectSupplier);
  });

  it('PATCH suppliers/{id} removes a supplier with {active: false} (patchSupplier)', async () => {
    const { id } = await createSupplier();
    const supplier = ok(
      await business.PATCH('/business/v1/{businessId}/tools/suppliers/{id}', {
        params: { path: withId(id) },
        body: { active: false },
      }),
    );
    expectRecord(supplier, id, expectSupplier);
  });

  it('DELETE suppliers/{id} deletes a supplier for good (deleteSupplier)', async () => {
    const { id } = await createSupplier();
    deleted(await business.DELETE('/business/v1/{businessId}/tools/suppliers/{id}', { params: { path: withId(id) } }));
  });
});
