/**
 * Roles of a business (tools/roles/): the list (fetched whole, searched and paged in the browser,
 * D6), create, replace (PUT) and remove/restore (PATCH `active`, D6). Roles ignore the location
 * (D5). Every change refreshes the role lists, and the staff lists that show role names.
 */
import { useQueryClient } from '@tanstack/react-query';
import { business } from '@/api/clients';
import { invalidatePaths } from '@/features/tools-kit';

const { $api, client } = business;

const ROLES_PATH = '/business/v1/{businessId}/tools/roles/';
const ROLE_PATH = '/business/v1/{businessId}/tools/roles/{id}';
const MEMBERS_PATH = '/business/v1/{businessId}/tools/members/';
const MEMBERSHIP_PATH = '/business/v1/businesses/{id}/membership/';

export interface RolesScope {
  businessId: number;
}

/** Active (`true`) or removed (`false`) roles, by name. */
export const rolesQuery = ({ businessId }: RolesScope, active: boolean) =>
  $api.queryOptions('get', ROLES_PATH, { params: { path: { businessId }, query: { active } } });

/** The caches a role change touches: the role lists, the staff lists (role names), memberships. */
export const ROLE_CACHES = [ROLES_PATH, MEMBERS_PATH, MEMBERSHIP_PATH] as const;

/** POST a role. The form shows its own errors (silent for the toaster). */
export function useCreateRole() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', ROLES_PATH, {
    meta: { silent: true, successMessage: 'Role created' },
    onSuccess: () => invalidatePaths(queryClient, ROLE_CACHES),
  });
}

/** PUT a role (name, description and permissions replaced). */
export function useUpdateRole() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', ROLE_PATH, {
    meta: { silent: true, successMessage: 'Role saved' },
    onSuccess: () => invalidatePaths(queryClient, ROLE_CACHES),
  });
}

/** PATCH `{active}`: remove (false) or restore (true), D6 (for the toolkit's `useActiveToggle`). */
export const setRoleActive = (businessId: number, id: number, active: boolean) =>
  client.PATCH(ROLE_PATH, { params: { path: { businessId, id } }, body: { active } });
