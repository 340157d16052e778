import type { ReactNode } from 'react';
import { can, useMembership, type Action, type MembershipLike, type Resource } from '@/lib/permissions';

export interface CanProps {
  resource: Resource;
  action: Action;
  /** Defaults to the current business's membership (from the business layout). */
  membership?: MembershipLike | null;
  /** Shown instead when not allowed (default: nothing). */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Renders its children only when the member may do `action` on `resource` (D8). */
export function Can({ resource, action, membership, fallback = null, children }: CanProps) {
  const current = useMembership();
  const allowed = can(membership === undefined ? current : membership, resource, action);
  return <>{allowed ? children : fallback}</>;
}
