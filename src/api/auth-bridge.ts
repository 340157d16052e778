/**
 * The seam between the HTTP layer and the session (src/api/session registers itself here), so
 * that the API layer never imports the session and the session can use the auth client.
 */
export interface AuthBridge {
  /** The current access token, or null when signed out. Never logged. */
  getAccessToken(): string | null;
  /** Refreshes the access token once (D1); resolves to the new token, or null when it could not. */
  refresh(): Promise<string | null>;
  /** Called when the session is no longer valid: sign out everywhere and tell the user `message`. */
  onSessionExpired(message: string): void;
}

const signedOut: AuthBridge = {
  getAccessToken: () => null,
  refresh: () => Promise.resolve(null),
  onSessionExpired: () => undefined,
};

let current: AuthBridge = signedOut;

export function setAuthBridge(bridge: AuthBridge | null): void {
  current = bridge ?? signedOut;
}

export function authBridge(): AuthBridge {
  return current;
}
