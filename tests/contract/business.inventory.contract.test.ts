/**
 * Contract tests of the business tools: inventory items and their pictures (openapi/business.yaml,
 * `/business/v1/{businessId}/tools/inventories/`), every operation through the app's real client.
 * The business is the first one GET /business/v1/businesses/ answers; every other id comes from
 * what list and create calls answer (fixtures/business-tools.ts), so the file also runs through
 * `prism proxy --errors` in front of the stateful sandbox.
 */
import { expect, it } from 'vitest';
import { created, deleted, expectId, expectPage, expectRecord, ok, unique } from './harness';
import {
  ANKARA,
  atLocation,
  biz,
  business,
  createInventoryItem,
  createSupplier,
  describeTools,
  expectInventoryItem,
  inBusiness,
  type Schemas,
  uploadImage,
  withId,
} from './fixtures/business-tools';

describeTools('inventory', () => {
  it('GET inventories/ lists the items of a location in one page (listInventoryItems)', async () => {
    await createInventoryItem();
    const page = ok(
      await business.GET('/business/v1/{businessId}/tools/inventories/', {
        params: { path: inBusiness(), query: { ...atLocation(), active: true, page: 1, page_size: 9999, search: 'Ankara' } },
      }),
    );
    expectPage(page, expectInventoryItem);
    expect(page.results.length).toBeGreaterThan(0);
  });

  it('POST inventories/ creates a stocked product from a supplier (createInventoryItem)', async () => {
    const supplier = await createSupplier();
    const item = await createInventoryItem({ supplier: supplier.id });
    expectInventoryItem(item);
    expect(item.type).toBe('product');
    expect(item.supplier).toBe(supplier.id);
    expect(item.location).toBe(biz.location);
    expect(item.quantity).toBeGreaterThan(0);
    expect(item.active).toBe(true);
  });

  it('GET inventories/{id}/ answers the item (getInventoryItem)', async () => {
    const { id } = await createInventoryItem();
    const item = ok(
      await business.GET('/business/v1/{businessId}/tools/inventories/{id}/', {
        params: { path: withId(id), query: atLocation() },
      }),
    );
    expectRecord(item, id, expectInventoryItem);
  });

  it('PUT inventories/{id}/ replaces an item (updateInventoryItem)', async () => {
    const { id } = await createInventoryItem();
    const body: Schemas['InventoryItemInput'] = {
      ...ANKARA,
      name: `Ankara fabric (6 yards) ${unique()}`,
      unit_price: '16500.00',
      quantity: 40,
      location: biz.location,
      supplier: null,
    };
    const item = ok(
      await business.PUT('/business/v1/{businessId}/tools/inventories/{id}/', { params: { path: withId(id) }, body }),
    );
    expectRecord(item, id, expectInventoryItem);
  });

  it('PATCH inventories/{id}/ publishes an item to the marketplace (patchInventoryItem)', async () => {
    const { id } = await createInventoryItem();
    // Designed rule: an item is published only with a name, a selling price and an image.
    await uploadImage(id);
    const item = ok(
      await business.PATCH('/business/v1/{businessId}/tools/inventories/{id}/', {
        params: { path: withId(id), query: atLocation() },
        body: { is_published: true },
      }),
    );
    expectRecord(item, id, expectInventoryItem);
  });

  it('POST inventories/{id}/images/ uploads a picture as multipart (uploadInventoryImage)', async () => {
    const item = await createInventoryItem();
    const image = await uploadImage(item.id);
    expectId(image.id);
    expect(new URL(image.image).protocol).toMatch(/^https?:$/);
  });

  it('DELETE inventories/{id}/images/{image_id} deletes a picture (deleteInventoryImage)', async () => {
    const item = await createInventoryItem();
    const image = await uploadImage(item.id);
    deleted(
      await business.DELETE('/business/v1/{businessId}/tools/inventories/{id}/images/{image_id}', {
        params: { path: { ...withId(item.id), image_id: image.id }, query: atLocation() },
      }),
    );
  });

  it('POST inventories/{id}/adjustments/ records a stock change once per Idempotency-Key (createInventoryAdjustment)', async () => {
    const item = await createInventoryItem({ quantity: 10 });
    const key = `adjust-${unique()}`;
    const adjust = async () =>
      created(
        await business.POST('/business/v1/{businessId}/tools/inventories/{id}/adjustments/', {
          params: { path: withId(item.id), query: atLocation(), header: { 'Idempotency-Key': key } },
          body: { change: 12, reason: 'received', note: 'Delivery' },
        }),
      );
    const first = await adjust();
    expectId(first.id);
    expect(first.change).toBe(12);
    expect(first.quantity_after - first.quantity_before).toBe(first.change);
    expect(first.user_name.length).toBeGreaterThan(0);
    expect((await adjust()).id).toBe(first.id);
  });

  it('GET inventories/{id}/adjustments/ pages the stock history (listInventoryAdjustments)', async () => {
    const item = await createInventoryItem({ quantity: 10 });
    const page = ok(
      await business.GET('/business/v1/{businessId}/tools/inventories/{id}/adjustments/', {
        params: { path: withId(item.id), query: { ...atLocation(), page: 1 } },
      }),
    );
    expect(page.count).toBeGreaterThanOrEqual(0);
    for (const adjustment of page.results) {
      expect(['received', 'sold_outside', 'damaged', 'count_correction']).toContain(adjustment.reason);
      expect(adjustment.quantity_after).toBeGreaterThanOrEqual(0);
    }
  });
});
