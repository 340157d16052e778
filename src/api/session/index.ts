/**
 * The session's public API for features and routes (decision D1, decision 13): the one place to
 * import it from. The runtime (the store wired to the auth contract and the HTTP layer, its React
 * hooks) lives here in src/api/session; the pure parts it is built from (the store's state
 * machine, idle timer, safe redirects, the pending email) live in src/lib/session.
 */
export { session, sessionApi } from './session';
export { useSession } from './use-session';
export { useIdleSignOut, type IdleState } from './use-idle-sign-out';
export { IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from '@/lib/session/idle';
export { safeRedirect, AUTH_PATHS } from '@/lib/session/safe-redirect';
export { getPendingEmail, setPendingEmail } from '@/lib/session/pending-email';
export {
  SESSION_STORAGE_KEY,
  type AuthSession,
  type AuthUser,
  type SessionSnapshot,
  type SessionStatus,
  type SignOutReason,
} from '@/lib/session/session-store';
export { needsUsername } from '@/lib/session/needs-username';
