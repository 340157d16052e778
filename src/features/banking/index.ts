/** The banking feature: the page loads lazily with its route; query options for the loader. */

export { bankAccountsQuery, personalAccountsQuery } from './api/banking.queries';
export { clearOnboardingDraft } from './onboarding/draft-storage';
