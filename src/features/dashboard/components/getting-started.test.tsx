import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionId } from '@/lib/permissions';
import { renderWithApp } from '@/test/render';
import type { Membership } from '@/features/business';
import { GettingStarted } from './getting-started';

const calls: string[] = [];
let counts: Record<string, number>;
let bankAccounts: { account_category: string; business_name: string | null }[];
let failing: string | undefined;
/** While set, the inventory count waits for it (an answer still on its way). */
let held: Promise<void> | undefined;

function answer(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

function page(count: number) {
  return { count, next: null, previous: null, results: [] };
}

beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  counts = { inventories: 0, customers: 0, invoices: 0, members: 0 };
  bankAccounts = [];
  failing = undefined;
  held = undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      const url = new URL(request.url);
      calls.push(`${url.pathname}${url.search}`);
      if (failing && url.pathname.includes(failing)) return answer({ detail: 'A server error occurred.' }, 500);
      if (url.pathname === '/bank_accounts/') return answer(bankAccounts);
      const list = /\/tools\/(\w+)\/$/.exec(url.pathname)?.[1];
      if (held && list === 'inventories') return held.then(() => answer(page(counts.inventories ?? 0)));
      if (list && list in counts) return answer(page(counts[list] ?? 0));
      return answer({ detail: 'Not found.' }, 404);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const member = (permissions: number[]): Membership => ({
  business_id: 12,
  member_id: 601,
  is_owner: false,
  role: null,
  permissions,
});

async function checklist() {
  return screen.findByRole('region', { name: 'Get started with Adaeze Fabrics' }, { timeout: 5000 });
}

function steps(region: HTMLElement) {
  return within(region)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('GettingStarted', () => {
  it("shows a new business's five steps, each a link to where it is done, ticking the done ones from its data", async () => {
    counts.customers = 3;
    bankAccounts = [
      { account_category: 'business', business_name: 'Another business' },
      { account_category: 'business', business_name: 'Adaeze Fabrics' },
    ];
    renderWithApp(<GettingStarted />, { routerPath: '/b/12', location: 21 });
    const region = await checklist();
    expect(steps(region)).toEqual([
      'Add an item to your inventoryAdd an item',
      'Done: Add a customer',
      'Raise your first invoiceRaise an invoice',
      'Invite your staffInvite staff',
      'Done: Open a bank account',
    ]);
    expect(within(region).getByText('2 of 5 done. Each step takes a minute.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: /Add an item to your inventory/ })).toHaveAttribute(
      'href',
      '/b/12/inventory?location=21',
    );
    expect(within(region).getByRole('link', { name: /Invite your staff/ })).toHaveAttribute('href', '/b/12/staff?location=21');
    expect(within(region).getByRole('link', { name: /Open a bank account/ })).toHaveAttribute('href', '/banking');
    // The cheapest calls: one inventory item, the first page of the other lists, all locations.
    expect(calls).toContain('/business/v1/12/tools/inventories/?page_size=1');
    expect(calls).toContain('/business/v1/12/tools/customers/');
  });

  it('offers a member only the steps they may do: no staff or bank account for a cashier', async () => {
    const both = (resource: 'invoicing' | 'customers' | 'inventory') => [
      permissionId(resource, 'view'),
      permissionId(resource, 'create'),
    ];
    renderWithApp(<GettingStarted />, {
      routerPath: '/b/12',
      membership: member([...both('invoicing'), permissionId('customers', 'view'), ...both('inventory')]),
    });
    const region = await checklist();
    expect(steps(region)).toEqual(['Add an item to your inventoryAdd an item', 'Raise your first invoiceRaise an invoice']);
    expect(
      calls.some((call) => call.includes('/members/') || call.includes('/customers/') || call.includes('bank_accounts')),
    ).toBe(false);
  });

  it('is put away for good with Dismiss, for this business', async () => {
    const { user, unmount } = renderWithApp(<GettingStarted />, { routerPath: '/b/12' });
    await user.click(within(await checklist()).getByRole('button', { name: 'Dismiss getting started' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();
    calls.length = 0;
    renderWithApp(<GettingStarted />, { routerPath: '/b/12' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(localStorage.getItem('ledgerly.getting-started.12')).toBe('dismissed');
    expect(calls).toEqual([]);
  });

  it('is hidden when every step is done, and asks nothing again on the next visit', async () => {
    counts = { inventories: 1, customers: 1, invoices: 1, members: 1 };
    bankAccounts = [{ account_category: 'business', business_name: 'Adaeze Fabrics' }];
    const { unmount } = renderWithApp(<GettingStarted />, { routerPath: '/b/12' });
    await waitFor(() => expect(calls).toHaveLength(5), { timeout: 5000 });
    await waitFor(() => expect(localStorage.getItem('ledgerly.getting-started.12')).toBe('done'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();
    calls.length = 0;
    renderWithApp(<GettingStarted />, { routerPath: '/b/12' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('stays out of the way when a call fails (no guessing which steps are done)', async () => {
    failing = '/invoices/';
    renderWithApp(<GettingStarted />, { routerPath: '/b/12' });
    await waitFor(() => expect(calls.some((call) => call.includes('/invoices/'))).toBe(true), { timeout: 5000 });
    await waitFor(() => expect(calls).toHaveLength(5));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(localStorage.getItem('ledgerly.getting-started.12')).toBeNull();
  });

  it('paints a return visit at once from what it last showed, then ticks from the answers (nothing pushed down late)', async () => {
    counts.customers = 3;
    const { unmount } = renderWithApp(<GettingStarted />, { routerPath: '/b/12' });
    await waitFor(() => expect(steps(screen.getByRole('region'))).toContain('Done: Add a customer'), { timeout: 5000 });
    unmount();
    counts.inventories = 1;
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    renderWithApp(<GettingStarted />, { routerPath: '/b/12' });
    // Before the inventory's answer: the steps as the last visit left them.
    const region = await checklist();
    expect(within(region).getByText('1 of 5 done. Each step takes a minute.')).toBeInTheDocument();
    expect(steps(region)[0]).toBe('Add an item to your inventoryAdd an item');
    release();
    await waitFor(() => expect(steps(region)[0]).toBe('Done: Add an item to your inventory'), { timeout: 5000 });
    expect(within(region).getByText('2 of 5 done. Each step takes a minute.')).toBeInTheDocument();
  });

  it('forgets what it showed once every step is done, and ignores a kept value it cannot read', async () => {
    localStorage.setItem('ledgerly.getting-started.shown.12', '{"inventory":"yes","customer":true,"staff":');
    counts = { inventories: 1, customers: 1, invoices: 1, members: 1 };
    bankAccounts = [{ account_category: 'business', business_name: 'Adaeze Fabrics' }];
    renderWithApp(<GettingStarted />, { routerPath: '/b/12' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('ledgerly.getting-started.12')).toBe('done'), { timeout: 5000 });
    expect(localStorage.getItem('ledgerly.getting-started.shown.12')).toBeNull();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
