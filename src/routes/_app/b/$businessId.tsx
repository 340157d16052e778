import { useEffect } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, createFileRoute, notFound, redirect, useRouter } from '@tanstack/react-router';
import { toApiError } from '@/api/errors';
import { BusinessProvider, businessQuery, membershipQuery, rememberChoice } from '@/features/business';
import { ForbiddenError, MembershipProvider, hasBusinessTools } from '@/lib/permissions';
import { ensureQueryData } from '@/lib/prefetch';
import { parseSearch, positiveInt } from '@/lib/search-params';

/** `?location=` (D5): a location id of this business; anything else means all locations. */
export const parseBusinessSearch = parseSearch({ location: positiveInt });

function parseBusinessId(raw: string): number {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * A business: its id in the path, the location in the search (both kept in the URL so links and
 * reloads keep them, and remembered for the next visit). Loads the business and the member's
 * permissions (D8) before any page of it.
 */
export const Route = createFileRoute('/_app/b/$businessId')({
  params: {
    parse: ({ businessId }) => ({ businessId: parseBusinessId(businessId) }),
    stringify: ({ businessId }) => ({ businessId: String(businessId) }),
  },
  validateSearch: parseBusinessSearch,
  beforeLoad: async ({ context, params, search }) => {
    const id = params.businessId;
    if (!Number.isInteger(id) || id < 1) throw notFound();
    if (!hasBusinessTools(context.user.account_type)) throw new ForbiddenError('business');
    const [cachedBusiness, membership] = await Promise.all([
      ensureQueryData(context.queryClient, businessQuery(id)),
      ensureQueryData(context.queryClient, membershipQuery(id)),
    ]).catch((error: unknown) => {
      const status = toApiError(error).status;
      if (status === 404) throw notFound();
      if (status === 403) throw new ForbiddenError('business');
      throw error;
    });
    let business = cachedBusiness;
    const hasLocation = () => business.locations.some((item) => item.id === search.location);
    // A business kept from the last visit (warm start) may predate the location: ask again first.
    if (search.location !== undefined && !hasLocation()) {
      business = await context.queryClient.query(businessQuery(id));
    }
    if (search.location !== undefined && !hasLocation()) {
      throw redirect({ to: '.', search: (prev) => ({ ...prev, location: undefined }), replace: true });
    }
    return { membership };
  },
  component: BusinessLayout,
});

function BusinessLayout() {
  const { user, membership: guardedBy } = Route.useRouteContext();
  const { businessId } = Route.useParams();
  const { data: business } = useSuspenseQuery(businessQuery(businessId));
  const { data: membership } = useSuspenseQuery(membershipQuery(businessId));
  const { location } = Route.useSearch();

  useEffect(() => {
    rememberChoice(user.id, { businessId, location });
  }, [user.id, businessId, location]);

  // Permissions that changed when revalidated (they may come from the last visit: warm start)
  // re-run the pages' guards, which read them from the route context.
  const router = useRouter();
  useEffect(() => {
    if (membership !== guardedBy) void router.invalidate();
  }, [membership, guardedBy, router]);

  return (
    <BusinessProvider value={{ businessId, location, business, membership }}>
      <MembershipProvider membership={membership}>
        <Outlet />
      </MembershipProvider>
    </BusinessProvider>
  );
}
