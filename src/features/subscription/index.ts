/** The subscription feature: the page loads lazily with its route; query options and the access rule for the route. */

export { currentSubscriptionQuery, packagesQuery, subscriptionHistoryQuery } from './api/subscription.queries';
export { allowsSubscription } from './access';
export { cycleText, isSubscriptionActive } from './utils/subscription-rules';
