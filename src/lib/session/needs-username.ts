import type { SessionStatus } from './session-store';

/**
 * Spec section 2: the username modal shows when a session exists, the user has no username and
 * the current path is not the sign-in page.
 */
export function needsUsername(status: SessionStatus, username: string | null | undefined, pathname: string): boolean {
  return status === 'authenticated' && !username?.trim() && pathname !== '/sign-in';
}
