/**
 * Contract tests of the business tools: roles and permissions (openapi/business.yaml,
 * `/business/v1/{businessId}/tools/roles/, permissions/`), every operation through the app's real
 * client, and the 500 answer. The business is the first one GET /business/v1/businesses/ answers;
 * every other id comes from what list and create calls answer (fixtures/business-tools.ts), so the
 * file also runs through `prism proxy --errors` in front of the stateful sandbox.
 */
import { expect, it } from 'vitest';
import { expectDocumentedError, expectError, expectList, expectRecord, ok, unique } from './harness';
import {
  ACTIONS,
  business,
  createRole,
  describeTools,
  expectRole,
  inBusiness,
  PERMISSION_IDS,
  type Schemas,
  withId,
} from './fixtures/business-tools';

describeTools('roles and permissions', () => {
  it('GET roles/ lists the roles (listRoles)', async () => {
    await createRole();
    const roles = ok(
      await business.GET('/business/v1/{businessId}/tools/roles/', {
        params: { path: inBusiness(), query: { active: true, search: 'Sales' } },
      }),
    );
    expectList(roles, expectRole);
  });

  it('POST roles/ creates a role from permission ids (createRole)', async () => {
    const role = await createRole();
    expectRole(role);
    expect(role.permissions.length).toBeGreaterThan(0);
    expect(role.active).toBe(true);
  });

  it('PUT roles/{id} replaces a role (updateRole)', async () => {
    const { id } = await createRole();
    const body: Schemas['RoleInput'] = {
      name: `Store manager ${unique()}`,
      description: 'Runs a location: stock, staff payroll and expenses.',
      permissions: PERMISSION_IDS,
    };
    const role = ok(await business.PUT('/business/v1/{businessId}/tools/roles/{id}', { params: { path: withId(id) }, body }));
    expectRecord(role, id, expectRole);
  });

  it('PATCH roles/{id} removes a role with {active: false} (patchRole)', async () => {
    const { id } = await createRole();
    const role = ok(
      await business.PATCH('/business/v1/{businessId}/tools/roles/{id}', {
        params: { path: withId(id) },
        body: { active: false },
      }),
    );
    expectRecord(role, id, expectRole);
  });

  it('GET permissions/ answers the 56 fixed permissions, four per resource (listPermissions)', async () => {
    const permissions = ok(
      await business.GET('/business/v1/{businessId}/tools/permissions/', { params: { path: inBusiness() } }),
    );
    expect(permissions.map((p) => p.id)).toEqual(PERMISSION_IDS);
    for (const [index, permission] of permissions.entries()) {
      // create, edit, remove, view of one resource on four consecutive ids.
      expect(permission.action).toBe(ACTIONS[index % 4]);
      expect(permission.resource).toBe(permissions[index - (index % 4)]!.resource);
      expect(permission.name).toMatch(new RegExp(`^${permission.action}_[a-z_]+$`));
    }
    expect(new Set(permissions.map((p) => p.resource)).size).toBe(14);
  });

  it('500 on a server failure shows its message (listPermissions)', async () => {
    const where = '/business/v1/{businessId}/tools/permissions/' as const;
    const error = await expectError(500, 'GET', where, (headers) =>
      business.GET(where, { params: { path: inBusiness() }, headers }),
    );
    expectDocumentedError('business', error, 'GET', where, 500);
  });
});
