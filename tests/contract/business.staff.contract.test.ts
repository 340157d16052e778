/**
 * Contract tests of the business tools: staff members (openapi/business.yaml,
 * `/business/v1/{businessId}/tools/members/`), every operation through the app's real client. The
 * business is the first one GET /business/v1/businesses/ answers; every other id comes from what
 * list and create calls answer (fixtures/business-tools.ts), so the file also runs through `prism
 * proxy --errors` in front of the stateful sandbox.
 */
import { expect, it } from 'vitest';
import { expectPage, expectRecord, ok, unique } from './harness';
import {
  biz,
  business,
  createMember,
  createRole,
  describeTools,
  expectMember,
  inBusiness,
  type Schemas,
  withId,
} from './fixtures/business-tools';

describeTools('staff members', () => {
  it('GET members/ lists every member in one envelope with page=all (listMembers)', async () => {
    await createMember();
    const page = ok(
      await business.GET('/business/v1/{businessId}/tools/members/', {
        params: { path: inBusiness(), query: { page: 'all', active: true, search: 'Bakare' } },
      }),
    );
    expectPage(page, expectMember);
    expect(page.results.length).toBeGreaterThan(0);
  });

  it('POST members/ adds a member with a role at a location (createMember)', async () => {
    const role = await createRole();
    const member = await createMember(role.id);
    expectMember(member);
    // References go in as ids and come back as {id, name}.
    expect(member.role).not.toBeNull();
    expect(member.role!.id).toBe(role.id);
    expect(member.locations.map((l) => l.id)).toContain(biz.location);
    expect(member.active).toBe(true);
  });

  it('PUT members/{id} replaces a member (updateMember)', async () => {
    const { id } = await createMember();
    const body: Schemas['MemberInput'] = {
      first_name: 'Funke',
      last_name: 'Adeyemi',
      phone_number: '08051234567',
      email: `funke.adeyemi.${unique()}@adaezefabrics.ng`,
      locations: [biz.location],
      role: null,
    };
    const member = ok(await business.PUT('/business/v1/{businessId}/tools/members/{id}', { params: { path: withId(id) }, body }));
    expectRecord(member, id, expectMember);
  });

  it('PATCH members/{id} removes a member with {active: false} (patchMember)', async () => {
    const { id } = await createMember();
    const member = ok(
      await business.PATCH('/business/v1/{businessId}/tools/members/{id}', {
        params: { path: withId(id) },
        body: { active: false },
      }),
    );
    expectRecord(member, id, expectMember);
  });
});
