/**
 * Contract tests of the business tools: locations (openapi/business.yaml,
 * `/business/v1/{businessId}/tools/locations/`), every operation through the app's real client. The
 * business is the first one GET /business/v1/businesses/ answers; every other id comes from what
 * list and create calls answer (fixtures/business-tools.ts), so the file also runs through `prism
 * proxy --errors` in front of the stateful sandbox.
 */
import { expect, it } from 'vitest';
import { deleted, expectPage, expectRecord, ok, unique } from './harness';
import {
  biz,
  business,
  createLocation,
  describeTools,
  expectLocation,
  inBusiness,
  type Schemas,
  withId,
} from './fixtures/business-tools';

describeTools('locations', () => {
  it('GET locations/ lists the locations in a page (listLocations)', async () => {
    const page = ok(
      await business.GET('/business/v1/{businessId}/tools/locations/', {
        params: { path: inBusiness(), query: { active: true, page: 1 } },
      }),
    );
    expectPage(page, expectLocation);
    expect(page.results.length).toBeGreaterThan(0);
  });

  it('POST locations/ creates a location (createLocation)', async () => {
    const location = await createLocation();
    expectLocation(location);
    expect(location.active).toBe(true);
  });

  it('GET locations/{id} answers the location (getLocation)', async () => {
    const location = ok(
      await business.GET('/business/v1/{businessId}/tools/locations/{id}', { params: { path: withId(biz.location) } }),
    );
    expectRecord(location, biz.location, expectLocation);
  });

  it('PUT locations/{id} replaces a location (updateLocation)', async () => {
    const { id } = await createLocation();
    const body: Schemas['LocationInput'] = {
      name: `Lekki Showroom ${unique()}`,
      address: 'Plot 5 Admiralty Way, Lekki Phase 1, Lagos',
      phone_number: '+2348029876543',
    };
    const location = ok(
      await business.PUT('/business/v1/{businessId}/tools/locations/{id}', { params: { path: withId(id) }, body }),
    );
    expectRecord(location, id, expectLocation);
  });

  it('PATCH locations/{id} removes a location with {active: false} (patchLocation)', async () => {
    const { id } = await createLocation();
    const location = ok(
      await business.PATCH('/business/v1/{businessId}/tools/locations/{id}', {
        params: { path: withId(id) },
        body: { active: false },
      }),
    );
    expectRecord(location, id, expectLocation);
  });

  it('DELETE locations/{id} deletes an empty location for good (deleteLocation)', async () => {
    const { id } = await createLocation();
    deleted(await business.DELETE('/business/v1/{businessId}/tools/locations/{id}', { params: { path: withId(id) } }));
  });
});
