import { createFileRoute } from '@tanstack/react-router';
import { businessesQuery } from '@/features/business';
import { allowsSubscription, currentSubscriptionQuery, packagesQuery } from '@/features/subscription';
import { SubscriptionPage } from '@/features/subscription/lazy';
import { ForbiddenError } from '@/lib/permissions';
import { ensureQueryData, prefetch } from '@/lib/prefetch';

/** Subscription: the owner's and a personal account's (D8); staff get 'no access' at this URL. */
export const Route = createFileRoute('/_app/subscription')({
  beforeLoad: async ({ context }) => {
    if (context.user.account_type !== 'business') return;
    const businesses = await ensureQueryData(context.queryClient, businessesQuery());
    if (!allowsSubscription(context.user.account_type, context.user.id, businesses)) throw new ForbiddenError('owner');
  },
  loader: ({ context }) => {
    prefetch(context.queryClient, currentSubscriptionQuery());
    prefetch(context.queryClient, packagesQuery());
  },
  component: SubscriptionPage,
});
