/**
 * The banking pages and dialogs, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

export const BankingPage = lazy(() => import('./components/banking-page').then((m) => ({ default: m.BankingPage })));
export const BankingOnboardingPage = lazy(() =>
  import('./onboarding/components/onboarding-page').then((m) => ({ default: m.OnboardingPage })),
);
