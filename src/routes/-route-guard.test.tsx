import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_PERMISSION_IDS } from '@/lib/permissions';
import { session, type AuthSession } from '@/api/session';
import { connectSession, createAppRouter } from '@/router';

const BUSINESS = {
  id: 12,
  name: 'Adaeze Fabrics & Tailoring',
  category: { id: 3, name: 'Fashion & Apparel' },
  currency: 'NGN',
  email: 'hello@adaezefabrics.ng',
  phone_number: '+2348031234567',
  address: '14 Balogun Street, Lagos Island, Lagos',
  logo: null,
  owner: 1,
  locations: [
    {
      id: 21,
      name: 'Balogun Market Shop',
      address: '14 Balogun Street',
      phone_number: '+2348031234567',
      active: true,
      created_at: '2026-01-10T09:00:00Z',
    },
  ],
  created_at: '2026-01-10T09:00:00Z',
};

function signedIn(overrides: Partial<AuthSession> = {}): AuthSession {
  return {
    id: 1,
    email: 'owner@ledgerly.ng',
    username: 'Adaeze Okafor',
    access_token: 'access-token',
    refresh_token: 'refresh-token',
    access_expires_at: new Date(Date.now() + 60 * 60_000).toISOString(),
    account_type: 'business',
    is_verified: true,
    ...overrides,
  };
}

/** A tiny stand-in backend: the answers the guarded pages need. */
function backend(permissions: { is_owner: boolean; permissions: number[] }) {
  return vi.fn((request: Request) => {
    const { pathname } = new URL(request.url);
    const answer = (body: unknown, status = 200) =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
    if (pathname === '/business/v1/businesses/') return answer([BUSINESS]);
    if (pathname === '/business/v1/businesses/12/') return answer(BUSINESS);
    if (pathname === '/business/v1/businesses/12/membership/')
      return answer({ business_id: 12, member_id: 601, role: null, ...permissions });
    if (pathname.startsWith('/business/v1/12/tools/')) return answer({ count: 0, next: null, previous: null, results: [] });
    if (pathname === '/folders/' || pathname === '/files/') return answer([]);
    return answer({ detail: 'Not found.' }, 404);
  });
}

function renderAt(path: string) {
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

let disconnect: () => void = () => undefined;

describe('route guard', () => {
  beforeEach(async () => {
    window.scrollTo = () => undefined;
    localStorage.clear();
    await session.init();
  });

  afterEach(() => {
    session.signOut('user');
    disconnect();
    vi.unstubAllGlobals();
  });

  it('sends a visitor without a session to sign-in with SessionRequired and the page to return to', async () => {
    vi.stubGlobal('fetch', backend({ is_owner: true, permissions: [] }));
    const router = renderAt('/vault?x=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toEqual({ error: 'SessionRequired', redirect: '/vault?x=1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in to continue.');
  });

  it("opens sign-in without an error on a first visit to the app's address", async () => {
    vi.stubGlobal('fetch', backend({ is_owner: true, permissions: [] }));
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toEqual({ redirect: undefined, error: undefined, notice: undefined });
    expect(screen.queryByText('Please sign in to continue.')).not.toBeInTheDocument();
  });

  it('drops a redirect that leaves the site', async () => {
    const router = renderAt('/sign-in?redirect=%22https%3A%2F%2Fevil.example%2F%22');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.search).toEqual({ redirect: undefined, error: undefined, notice: undefined });
  });

  it('lets a signed-in user in, inside the shell', async () => {
    vi.stubGlobal('fetch', backend({ is_owner: true, permissions: [] }));
    session.establish(signedIn());
    renderAt('/vault');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vault' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const area of ['Banking', 'Vault', 'Training', 'Subscription', 'Support', 'Businesses']) {
      expect(within(nav).getByRole('link', { name: area })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Vault' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Account: Adaeze Okafor' })).toBeInTheDocument();
    expect(document.title).toBe('Vault · Ledgerly');
  });

  it('links every business tool the owner may use, keeping the chosen location', async () => {
    vi.stubGlobal('fetch', backend({ is_owner: true, permissions: [] }));
    session.establish(signedIn());
    renderAt('/b/12/customers?location=21');
    // The page's chunks (loader, component) are transformed on first use: slow under a full run.
    await screen.findByRole('heading', { level: 1, name: 'Customers' }, { timeout: 10_000 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const labels = [
      'Dashboard',
      'Invoices',
      'Inventory',
      'Customers',
      'Suppliers',
      'Staff',
      'Locations',
      'Expenses',
      'Expense categories',
      'Payroll',
      'Payroll history',
      'Receipts',
      'Debtors',
      'Tags',
      'Roles',
      'Reports',
      'Marketplace',
    ];
    for (const label of labels)
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', expect.stringContaining('location=21'));
    // The switchers load with the shell (lazy): slow to transform the first time under test.
    expect(await screen.findByRole('button', { name: 'Location: Balogun Market Shop' }, { timeout: 10_000 })).toBeInTheDocument();
  }, 20_000);

  it('shows a personal account no business tools', async () => {
    vi.stubGlobal('fetch', backend({ is_owner: true, permissions: [] }));
    session.establish(signedIn({ account_type: 'personal' }));
    renderAt('/vault');
    await screen.findByRole('heading', { level: 1, name: 'Vault' });
    expect(screen.queryByRole('heading', { name: 'Business tools' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invoices' })).not.toBeInTheDocument();
  });

  it('shows only the username modal to a signed-in user without a name: nothing behind it', async () => {
    vi.stubGlobal('fetch', backend({ is_owner: true, permissions: [] }));
    session.establish(signedIn({ username: null }));
    renderAt('/vault');
    expect(await screen.findByRole('dialog', { name: 'Enter your fullname' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows 'you don't have access' where the membership lacks the view permission (D8)", async () => {
    vi.stubGlobal('fetch', backend({ is_owner: false, permissions: [93, 96] }));
    session.establish(signedIn());
    const router = renderAt('/b/12/expenses');
    expect(await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/b/12/expenses');
  });

  it('opens a page the membership allows', async () => {
    vi.stubGlobal('fetch', backend({ is_owner: false, permissions: [93, 96] }));
    session.establish(signedIn());
    renderAt('/b/12/customers?location=21');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    expect(await screen.findByText('No customers yet')).toBeInTheDocument();
  });

  it('keeps roles and the marketplace for the owner', async () => {
    vi.stubGlobal('fetch', backend({ is_owner: false, permissions: [...ALL_PERMISSION_IDS] }));
    session.establish(signedIn());
    renderAt('/b/12/roles');
    expect(await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeInTheDocument();
  });

  it('gives a personal account no business tools', async () => {
    vi.stubGlobal('fetch', backend({ is_owner: true, permissions: [] }));
    session.establish(signedIn({ account_type: 'personal' }));
    renderAt('/b/12');
    expect(await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeInTheDocument();
  });

  it('an expired session on any call signs out with a message and keeps the page to return to', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        const { pathname } = new URL(request.url);
        calls.push(`${request.method} ${pathname}`);
        return Promise.resolve(
          new Response(JSON.stringify({ detail: 'Session expired. Please login again.', code: 'token_not_valid' }), {
            status: 401,
            headers: { 'Content-Type': 'application/json' },
          }),
        );
      }),
    );
    session.establish(signedIn());
    const router = renderAt('/vault');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toEqual({ error: 'SessionExpired', redirect: '/vault', notice: undefined });
    expect(await screen.findByRole('alert')).toHaveTextContent('Session expired. Please login again.');
    // One refresh was tried (D1) and refused; the session is gone here and in storage.
    expect(calls).toContain('POST /auth/refresh/');
    expect(session.getSnapshot().status).toBe('unauthenticated');
    expect(localStorage.getItem('ledgerly.session')).toBeNull();
  });

  it('follows a sign-out from another tab', async () => {
    vi.stubGlobal('fetch', backend({ is_owner: true, permissions: [] }));
    session.establish(signedIn());
    const router = renderAt('/vault');
    await screen.findByRole('heading', { level: 1, name: 'Vault' });
    // What the other tab's sign-out looks like here: the stored session disappears.
    localStorage.removeItem('ledgerly.session');
    session.handleStorage({ key: 'ledgerly.session', newValue: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });
});
