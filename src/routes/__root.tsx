import { Suspense, lazy, useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import { RouteFocus } from '@/components/layout/route-focus';
import { NotFoundPage } from '@/components/layout/route-states';
import { SkipLink } from '@/components/layout/skip-link';
import { needsUsername, useSession } from '@/api/session';
import { whenSettled } from '@/lib/when-idle';

export interface RouterContext {
  queryClient: QueryClient;
}

// Loaded only for the few users who still need to enter a name.
const UsernameModal = lazy(() => import('@/features/auth/lazy').then((m) => ({ default: m.UsernameModal })));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // A path no route knows, outside the shell: still a page with its own main landmark.
  notFoundComponent: () => (
    <main id="main" tabIndex={-1} className="min-h-dvh outline-none">
      <NotFoundPage />
    </main>
  ),
});

function RootLayout() {
  const { status, session } = useSession();
  // The offline banner, the service worker and 'Update available' (issue 21, decision 0034), on
  // every page once it has settled, the sign-in page included: a first visit is cached for a
  // reload without a connection.
  useEffect(
    () => whenSettled(() => void import('@/features/offline/lazy').then((m) => m.startOffline()).catch(() => undefined)),
    [],
  );
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (needsUsername(status, session?.username, pathname)) {
    // Spec sections 2 and 5: only the full-screen modal; nothing behind it is rendered or reachable.
    return (
      <Suspense fallback={null}>
        <UsernameModal />
      </Suspense>
    );
  }
  return (
    <>
      <SkipLink />
      <RouteFocus />
      <Outlet />
    </>
  );
}
