import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionPage, currentSubscriptionQuery, packagesQuery } from '@/features/subscription';
import { prefetch } from '@/lib/prefetch';

export const Route = createFileRoute('/_app/subscription')({
  loader: ({ context }) => {
    prefetch(context.queryClient, currentSubscriptionQuery());
    prefetch(context.queryClient, packagesQuery());
  },
  component: SubscriptionPage,
});
