import { ForbiddenError, can, isOwner, type MembershipLike, type Resource } from '@/lib/permissions';

/** For `beforeLoad`: the page needs the view permission of `resource` (D8), else 'no access'. */
export function requireView(membership: MembershipLike, resource: Resource): void {
  if (!can(membership, resource, 'view')) throw new ForbiddenError(resource, 'view');
}

/** For `beforeLoad`: the page is the owner's (roles, marketplace; D8). */
export function requireOwner(membership: MembershipLike): void {
  if (!isOwner(membership)) throw new ForbiddenError('owner', 'view');
}
