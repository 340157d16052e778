/**
 * Staff members (spec section 7, `tools/members/`), from the resource layer: the paged list with
 * active/search, `page=all` for pickers, create and replace (PUT), deactivate/reactivate by PATCH
 * `active` (D6). A change also refreshes the signed-in member's membership (a member may have
 * changed their own role or locations).
 */
import { businessResource, type BusinessScope, type ListParams } from '@/api/resource';

export const staff = businessResource({
  list: '/business/v1/{businessId}/tools/members/',
  item: '/business/v1/{businessId}/tools/members/{id}',
  touches: ['/business/v1/businesses/{id}/membership/'],
});

export const MEMBERS_PATH = staff.list;
export const MEMBER_PATH = staff.item;
/** Every GET a staff change touches. */
export const STAFF_CHANGES = staff.invalidates;

/** One page (10) of active or removed staff members, by name. */
export const staffQuery = (scope: BusinessScope, params: ListParams<typeof MEMBERS_PATH>) => staff.listQuery(scope, params);

/** Active staff members matching `search`, all of them in one answer (pickers). */
export const staffOptionsQuery = (scope: BusinessScope, search = '') =>
  staff.listQuery(scope, { active: true, page: 'all', search: search.trim() || undefined }, { staleTime: 60_000 });

/** Add a staff member (the server emails an invitation). The form shows failures at its fields. */
export const useCreateMember = () => staff.useCreate({ meta: { silent: true, successMessage: 'Staff member added' } });

/** Replace a staff member's details, locations and role (PUT). */
export const useUpdateMember = () => staff.useUpdate({ meta: { silent: true, successMessage: 'Staff member saved' } });

/**
 * Every member, active and deactivated, in one answer (`page=all`): a member's page finds its
 * member here (the contract has no GET of one member), and a location's page its staff.
 */
export const allMembersQuery = (scope: BusinessScope) => staff.listQuery(scope, { page: 'all' }, { meta: { silent: true } });
