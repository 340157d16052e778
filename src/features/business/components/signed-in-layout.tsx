import { Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useParams, useSearch } from '@tanstack/react-router';
import { AppShell } from '@/components/layout/app-shell';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { hasBusinessTools } from '@/lib/permissions';
import { session, useIdleSignOut, useSession } from '@/api/session';
import { lazyWithPreload } from '@/lib/lazy';
import { whenIdle, whenSettled } from '@/lib/when-idle';
import { CommandPaletteHost } from '@/features/command-palette/lazy';
import { InstallPrompt } from '@/features/offline/lazy';
import { businessQuery, businessesQuery, membershipQuery } from '../api/business.queries';
import { rememberedChoice } from '../remember';
import { BusinessSwitcher, ContextSwitcher, LocationSwitcher } from './switchers';

// The idle warning (a Radix Dialog) is not part of the first load (see the preload below).
const IdleWarning = lazyWithPreload(() => import('@/components/layout/idle-warning').then((m) => m.IdleWarning));

/** Header switchers not there yet: boxes of their size (h-8), so nothing moves when they come. */
function SwitcherPlaceholders({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <span key={index} aria-hidden="true" className="block h-8 w-40 max-w-full rounded-md border border-dashed" />
  ));
}

/**
 * Every signed-in page's frame (the `_app` route's component): the shell with the header's
 * business and location controls for the business or the one remembered from the last visit, the
 * navigation for the member's permissions (D8), and the idle sign-out with its warning.
 */
export function SignedInLayout() {
  const { session: current } = useSession();
  const params = useParams({ strict: false });
  const search = useSearch({ strict: false });
  const businessAccount = hasBusinessTools(current?.account_type);
  const businesses = useQuery({ ...businessesQuery(), enabled: businessAccount });
  const remembered = current && businessAccount ? rememberedChoice(current.id) : null;
  const rememberedStillOurs =
    remembered && businesses.data?.some((business) => business.id === remembered.businessId) ? remembered : null;
  const inBusiness = params.businessId !== undefined;
  const businessId = inBusiness ? params.businessId : rememberedStillOurs?.businessId;
  const location = inBusiness ? search.location : rememberedStillOurs?.location;
  const membership = useQuery({ ...membershipQuery(businessId ?? 0), enabled: businessAccount && businessId !== undefined });
  const business = useQuery({ ...businessQuery(businessId ?? 0), enabled: businessAccount && inBusiness });
  const idle = useIdleSignOut({ enabled: current !== null });
  // The Intl formatters, made while the page waits for its data rather than while it renders it.
  useEffect(() => whenIdle(() => void import('@/lib/intl-warm').then((m) => m.warmIntl()).catch(() => undefined)), []);
  // The form fields and the idle warning, which load on demand, are fetched once the page settles.
  // Each its own piece of settled work (whenSettled runs one per idle moment).
  useEffect(() => {
    const cancels = [
      // (Imported here, not at the top: a list page's first load has no form.)
      whenSettled(
        () => void import('@/components/form/lazy-fields').then((m) => m.preloadFormFieldsWhenSettled()).catch(() => undefined),
      ),
      whenSettled(() => void IdleWarning.preload().catch(() => undefined)),
    ];
    return () => cancels.forEach((cancel) => cancel());
  }, []);

  // Signed out meanwhile (another tab, expiry): the sign-out handler is taking the user to sign-in.
  if (!current) return null;

  return (
    <>
      <AppShell
        nav={{ accountType: current.account_type, membership: membership.data, businessId, location }}
        user={{
          name: current.username ?? current.email,
          email: current.email,
          accountType: current.account_type,
          onSignOut: () => session.signOut('user'),
        }}
        compactContextControl={
          businessAccount ? (
            <Suspense fallback={<span aria-hidden="true" className="block h-11 w-full rounded-md border border-dashed" />}>
              <ContextSwitcher businessId={inBusiness ? businessId : undefined} business={business.data} location={location} />
            </Suspense>
          ) : null
        }
        contextControls={
          businessAccount ? (
            // Until their code and the business arrive, placeholders of the switchers' size hold
            // their place in the header.
            <Suspense fallback={<SwitcherPlaceholders count={inBusiness ? 2 : 1} />}>
              <BusinessSwitcher businessId={inBusiness ? businessId : undefined} />
              {inBusiness ? (
                business.data ? (
                  <LocationSwitcher business={business.data} location={location} />
                ) : (
                  <SwitcherPlaceholders count={1} />
                )
              ) : null}
            </Suspense>
          ) : null
        }
      >
        <Outlet />
      </AppShell>
      {/* Ctrl/Cmd+K and '?' (issue 21): the palette and the shortcuts, loaded on first use. */}
      <CommandPaletteHost
        nav={{ accountType: current.account_type, membership: membership.data, businessId, location }}
        email={current.email}
      />
      {/* 'Install Ledgerly' for early-access users (issue 21), loaded once the page has settled. */}
      <LoadBoundary fallback={null}>
        <Suspense fallback={null}>
          <InstallPrompt email={current.email} />
        </Suspense>
      </LoadBoundary>
      {idle.remainingMs !== null ? (
        // Offline and never loaded: no warning, but the idle sign-out still happens on time.
        <LoadBoundary fallback={null}>
          <Suspense fallback={null}>
            <IdleWarning remainingMs={idle.remainingMs} onStay={idle.stay} onSignOut={() => session.signOut('user')} />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </>
  );
}
