/**
 * Roles of a business (tools/roles/), from the resource layer: the list (fetched whole, searched
 * and paged in the browser, D6), create, replace (PUT) and remove/restore (PATCH `active`, D6).
 * Every change refreshes the role lists, the staff lists that show role names, and memberships.
 */
import { businessResource, type BusinessScope } from '@/api/resource';

export const roles = businessResource({
  list: '/business/v1/{businessId}/tools/roles/',
  item: '/business/v1/{businessId}/tools/roles/{id}',
  touches: ['/business/v1/{businessId}/tools/members/', '/business/v1/businesses/{id}/membership/'],
});

/** The caches a role change touches: the role lists, the staff lists (role names), memberships. */
export const ROLE_CACHES = roles.invalidates;

/** Active (`true`) or removed (`false`) roles, by name. */
export const rolesQuery = (scope: BusinessScope, active: boolean) => roles.listQuery(scope, { active });

/** POST a role. The form shows its own errors (silent for the toaster). */
export const useCreateRole = () => roles.useCreate({ meta: { silent: true, successMessage: 'Role created' } });

/** PUT a role (name, description and permissions replaced). */
export const useUpdateRole = () => roles.useUpdate({ meta: { silent: true, successMessage: 'Role saved' } });
