/**
 * The demo owner's session in the sandbox (README: demo accounts). No Vitest here: the global setup
 * signs in with it to prove the sandbox answers, and each worker signs in once more for a session
 * of its own (see clients.ts).
 */
import { sandboxUrl } from '../target';

export const DEMO_OWNER = { email: 'owner@ledgerly.ng', password: 'Passw0rd!' } as const;

/** A new access token of the demo owner, straight from the sandbox (not through a recorded client). */
export async function signInDemoOwner(): Promise<string> {
  const response = await fetch(`${sandboxUrl('auth')}/auth/signin/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_OWNER),
  });
  if (!response.ok) throw new Error(`the demo owner's sign-in failed (${response.status})`);
  return ((await response.json()) as { access_token: string }).access_token;
}
