export { session, sessionApi } from './session';
export { useSession } from './use-session';
export { useIdleSignOut, type IdleState } from './use-idle-sign-out';
export { IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from './idle';
export { safeRedirect, AUTH_PATHS } from './safe-redirect';
export { getPendingEmail, setPendingEmail } from './pending-email';
export {
  SESSION_STORAGE_KEY,
  type AuthSession,
  type AuthUser,
  type SessionSnapshot,
  type SessionStatus,
  type SignOutReason,
} from './session-store';
export { needsUsername } from './needs-username';
