/**
 * Where the onboarding draft is kept (sessionStorage, this tab only) and how it is forgotten. Tiny
 * and free of React: the app's sign-out (src/router.ts, connectSession) calls
 * `clearOnboardingDraft` through the banking index, so the draft never outlives a session.
 */
export const ONBOARDING_STORAGE_KEY = 'ledgerly.banking.onboarding';

export function onboardingStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the onboarding draft of this tab (at sign-out, and when the flow is done). */
export function clearOnboardingDraft(): void {
  try {
    onboardingStorage()?.removeItem(ONBOARDING_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}
