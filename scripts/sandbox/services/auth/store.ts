/**
 * The auth service's data: users, one-time codes and tokens live in the core's AuthStore
 * (scripts/sandbox/auth.ts), because every service checks sessions; this is its accessor.
 */
import type { AuthStore } from '../../auth';
import type { SandboxState } from '../../state';

export const storeOf = (state: SandboxState): AuthStore => state.auth;
