import { createFileRoute } from '@tanstack/react-router';
import { currentSubscriptionQuery, packagesQuery } from '@/features/subscription';
import { SubscriptionPage } from '@/features/subscription/components/subscription-page';
import { prefetch } from '@/lib/prefetch';

/**
 * Subscription: the owner's and a personal account's (D8). Staff get 'no access' at this URL from
 * the page itself (its guard is in the page's chunk, not the entry's: the auth pages' budget).
 */
export const Route = createFileRoute('/_app/subscription')({
  loader: ({ context }) => {
    prefetch(context.queryClient, currentSubscriptionQuery());
    prefetch(context.queryClient, packagesQuery());
  },
  component: SubscriptionPage,
});
