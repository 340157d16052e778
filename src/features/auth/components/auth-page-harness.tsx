/**
 * Test harness of the auth pages' component tests: the whole app router in memory, the session
 * connected to it, and a clean slate of storage and session around each test.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { session, setPendingEmail } from '@/api/session';
import { connectSession, createAppRouter } from '@/router';

export const SESSION = {
  id: 1001,
  email: 'tunde.bakare@example.com',
  username: 'Tunde Bakare',
  access_token: 'access-token',
  refresh_token: 'refresh-token',
  access_expires_at: new Date(Date.now() + 60 * 60_000).toISOString(),
  account_type: 'personal' as const,
  is_verified: true,
};

let disconnect: () => void = () => undefined;

/** Renders the app at `path`; returns its router. */
export function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  disconnect = connectSession(router, queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Call in a describe: each test starts signed out with empty storage and no pending email. */
export function resetAuthPagesEachTest(): void {
  beforeEach(async () => {
    window.scrollTo = () => undefined;
    localStorage.clear();
    sessionStorage.clear();
    setPendingEmail(null);
    await session.init();
  });
  afterEach(() => {
    session.signOut('user');
    disconnect();
    vi.unstubAllGlobals();
    setPendingEmail(null);
  });
}
