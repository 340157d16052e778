import { createContext, useContext, type ReactNode } from 'react';
import { can, type Action, type Resource } from './permissions';
import type { MembershipLike } from './types';

const MembershipContext = createContext<MembershipLike | null>(null);

/** Provides the signed-in member's membership of the current business (the business layout sets it). */
export function MembershipProvider({ membership, children }: { membership: MembershipLike | null; children: ReactNode }) {
  return <MembershipContext.Provider value={membership}>{children}</MembershipContext.Provider>;
}

/** The membership of the current business, or null outside a business. */
export function useMembership(): MembershipLike | null {
  return useContext(MembershipContext);
}

/** Whether the current member may do `action` on `resource`. */
export function useCan(resource: Resource, action: Action): boolean {
  return can(useContext(MembershipContext), resource, action);
}
