/**
 * Contract tests of the business tools: inventory tags (openapi/business.yaml,
 * `/business/v1/{businessId}/tools/tags/`), every operation through the app's real client, and the
 * 422 answer. The business is the first one GET /business/v1/businesses/ answers; every other id
 * comes from what list and create calls answer (fixtures/business-tools.ts), so the file also runs
 * through `prism proxy --errors` in front of the stateful sandbox.
 */
import { expect, it } from 'vitest';
import { created, documentedErrorBodies, expectError, ok, unique } from './harness';
import { business, describeTools, expectNamedRef, inBusiness, type Schemas } from './fixtures/business-tools';

describeTools('tags', () => {
  it('GET tags/ lists every tag, PCS included (listInventoryTags)', async () => {
    const tags = ok(await business.GET('/business/v1/{businessId}/tools/tags/', { params: { path: inBusiness() } }));
    expect(Array.isArray(tags)).toBe(true);
    tags.forEach(expectNamedRef);
    expect(tags.map((t) => t.name)).toContain('PCS');
    expect(new Set(tags.map((t) => t.name)).size).toBe(tags.length);
  });

  it('POST tags/ creates a tag (createInventoryTag)', async () => {
    const body: Schemas['TagInput'] = { name: `Yards ${unique()}`.slice(0, 50) };
    const tag = created(await business.POST('/business/v1/{businessId}/tools/tags/', { params: { path: inBusiness() }, body }));
    expectNamedRef(tag);
    expect(Object.keys(tag).sort()).toEqual(['id', 'name']);
  });

  it('422 answer carries the list of violations (createInventoryTag)', async () => {
    const where = '/business/v1/{businessId}/tools/tags/' as const;
    const error = await expectError(422, 'POST', where, (headers) =>
      business.POST(where, { params: { path: inBusiness() }, body: { name: `Bundle ${unique()}` }, headers }),
    );
    expect(documentedErrorBodies('business', 'POST', where, 422)).toContainEqual(error.body);
    const body = error.body as { detail?: string; validation: { location: string[]; message: string }[] };
    expect(error.message).toBe(body.detail);
    expect(error.fieldErrors).toEqual({});
    expect(body.validation.length).toBeGreaterThan(0);
  });
});
