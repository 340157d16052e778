/**
 * Staff members (spec section 7, `tools/members/`): the paged list with active/search, `page=all`
 * for pickers, create and replace (PUT), deactivate/reactivate by PATCH `active` (D6). Members
 * ignore the location parameter (D5), so their keys don't carry it.
 */
import { business } from '@/api/clients';
import { useInvalidate } from '@/features/tools-kit';
import type { Member } from '../schemas/member.schema';

const { $api, client } = business;

export const MEMBERS_PATH = '/business/v1/{businessId}/tools/members/';
export const MEMBER_PATH = '/business/v1/{businessId}/tools/members/{id}';

/**
 * Every GET a staff change touches: the staff lists, and the signed-in member's membership (a
 * member may have changed their own role or locations).
 */
export const STAFF_CHANGES = [MEMBERS_PATH, '/business/v1/businesses/{id}/membership/'] as const;

export interface StaffListParams {
  businessId: number;
  active: boolean;
  page?: number | undefined;
  search?: string | undefined;
}

/** One page (10) of active or removed staff members, by name. */
export const staffQuery = ({ businessId, active, page, search }: StaffListParams) =>
  $api.queryOptions('get', MEMBERS_PATH, { params: { path: { businessId }, query: { active, page, search } } });

/** Active staff members matching `search`, all of them in one answer (pickers). */
export const staffOptionsQuery = (businessId: number, search = '') =>
  $api.queryOptions(
    'get',
    MEMBERS_PATH,
    { params: { path: { businessId }, query: { active: true, page: 'all', search: search.trim() || undefined } } },
    { staleTime: 60_000 },
  );

/** Add a staff member (the server emails an invitation). The form shows failures at its fields. */
export function useCreateMember() {
  return $api.useMutation('post', MEMBERS_PATH, {
    meta: { silent: true, successMessage: 'Staff member added' },
    onSuccess: useInvalidate(STAFF_CHANGES),
  });
}

/** Replace a staff member's details, locations and role (PUT). */
export function useUpdateMember() {
  return $api.useMutation('put', MEMBER_PATH, {
    meta: { silent: true, successMessage: 'Staff member saved' },
    onSuccess: useInvalidate(STAFF_CHANGES),
  });
}

/** PATCH `{active}`: deactivate (false) or reactivate (true) a staff member (D6). */
export function setMemberActive(businessId: number, member: Member, active: boolean) {
  return client.PATCH(MEMBER_PATH, { params: { path: { businessId, id: member.id } }, body: { active } });
}
