/** The subscription feature: the page loads lazily with its route; query options for the loader. */

export { currentSubscriptionQuery, packagesQuery, subscriptionHistoryQuery } from './api/subscription.queries';
export { cycleText, isSubscriptionActive } from './utils/subscription-rules';
