import { Suspense, lazy } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import { RouteFocus } from '@/components/layout/route-focus';
import { NotFoundPage } from '@/components/layout/route-states';
import { SkipLink } from '@/components/layout/skip-link';
import { needsUsername, useSession } from '@/api/session';

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
