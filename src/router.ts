/**
 * The router and the query client (created here, not in main.tsx, so routes never import main).
 * `connectSession` wires sign-out: after a sign-out in this tab or another one, the user goes to
 * sign-in (with the reason, when it was not their own choice) and the query cache is cleared.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { createQueryClient } from '@/api/query-client';
import { forgetWarmStart } from '@/api/warm-start';
import { NotFoundPage, PagePending, RouteError } from '@/components/layout/route-states';
import { AUTH_PATHS, safeRedirect, session, type SignOutReason } from '@/api/session';
import { clearOnboardingDraft } from '@/features/banking';
import { forgetSupportSeen } from '@/features/support';
import { routeTree } from './routeTree.gen';

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // React Query decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PagePending,
    defaultErrorComponent: RouteError,
    // Every route's error boundary reports to the client error reporter (D1's _log), redacted.
    defaultOnCatch: (error) => void import('@/lib/error-report').then((m) => m.reportRouteError(error)),
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

export const queryClient = createQueryClient();

/**
 * The page's router, made when main.tsx starts the app (in a task after the entry's own run:
 * building the route tree is the largest part of start-up, decision 0037).
 */
export function startAppRouter(): AppRouter {
  const router = createAppRouter(queryClient);
  // Each navigation fetches the new page's chunks side by side through the route-preload map that
  // index.html carries (scripts/vite-route-preload.ts; absent in dev and tests).
  router.subscribe('onBeforeNavigate', ({ toLocation }) => {
    (globalThis as { __routePreload?: (path: string) => void }).__routePreload?.(toLocation.pathname);
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

const ERROR_OF: Record<SignOutReason, 'SessionExpired' | 'IdleTimeout' | undefined> = {
  user: undefined,
  expired: 'SessionExpired',
  idle: 'IdleTimeout',
};

/** After any sign-out: leave the signed-in pages (saying why), then forget every cached answer. */
export function connectSession(appRouter: AppRouter, client: QueryClient): () => void {
  return session.onSignOut((reason) => {
    forgetWarmStart();
    clearOnboardingDraft();
    forgetSupportSeen();
    void (async () => {
      await client.cancelQueries();
      // Every page but the public auth pages needs a session; a page still loading counts too
      // (its calls may be what found the session expired).
      const location = appRouter.latestLocation;
      if (!AUTH_PATHS.includes(location.pathname)) {
        const error = ERROR_OF[reason];
        const back = error ? safeRedirect(location.href) : undefined;
        await appRouter.navigate({ to: '/sign-in', search: { error, redirect: back }, replace: true });
      }
      client.clear();
    })();
  });
}
