/**
 * The demo owner's session for component tests (the business client refuses calls without one).
 * Imports only the API layer, so tests of src/api can use it too.
 */
import { session } from '@/api/session';

export function establishTestSession(): void {
  session.establish({
    id: 1,
    email: 'owner@ledgerly.ng',
    username: 'Owner',
    access_token: 'token',
    refresh_token: 'refresh',
    access_expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    account_type: 'business',
    is_verified: true,
  });
}
