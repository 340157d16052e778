/** The subscription feature: the page loads lazily with its route; query options for the loader. */
import { lazy } from 'react';

export const SubscriptionPage = lazy(() =>
  import('./components/subscription-page').then((m) => ({ default: m.SubscriptionPage })),
);
export { currentSubscriptionQuery, packagesQuery } from './api/subscription.queries';
export { cycleText, isSubscriptionActive } from './utils/subscription-rules';
