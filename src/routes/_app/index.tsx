import { createFileRoute, redirect } from '@tanstack/react-router';
import { businessesQuery, rememberedChoice } from '@/features/business';
import { hasBusinessTools } from '@/lib/permissions';
import { ensureQueryData } from '@/lib/prefetch';

/**
 * The start page: a business account goes back to the business and location it used last (or its
 * only business, or the list to choose from); a personal account to its banking.
 */
export const Route = createFileRoute('/_app/')({
  beforeLoad: async ({ context }) => {
    const { user, queryClient } = context;
    if (!hasBusinessTools(user.account_type)) throw redirect({ to: '/banking', replace: true });
    const businesses = await ensureQueryData(queryClient, businessesQuery());
    const remembered = rememberedChoice(user.id);
    const last = remembered ? businesses.find((business) => business.id === remembered.businessId) : undefined;
    const target = last ?? (businesses.length === 1 ? businesses[0] : undefined);
    if (!target) throw redirect({ to: '/businesses', replace: true });
    const location = last && target.locations.some((item) => item.id === remembered?.location) ? remembered?.location : undefined;
    throw redirect({ to: '/b/$businessId', params: { businessId: target.id }, search: { location }, replace: true });
  },
});
