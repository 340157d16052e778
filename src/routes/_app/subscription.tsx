import { createFileRoute } from '@tanstack/react-router';
import { currentSubscriptionQuery, packagesQuery } from '@/features/subscription';
import { SubscriptionPage } from '@/features/subscription/lazy';
import { prefetch } from '@/lib/prefetch';

export const Route = createFileRoute('/_app/subscription')({
  loader: ({ context }) => {
    prefetch(context.queryClient, currentSubscriptionQuery());
    prefetch(context.queryClient, packagesQuery());
  },
  component: SubscriptionPage,
});
